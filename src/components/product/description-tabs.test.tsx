import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DescriptionTabs, TabPanelContent } from "./description-tabs";
import "./description-tabs-element";

const tabs = [
  ["description", "DESCRIPTION", "Pack a week into a carry-on", "36L to 60L"],
  [
    "shipping",
    "FREE TRACKED SHIPPING",
    "Free tracked shipping",
    "3-9 business days",
  ],
  ["returns", "RETURNS & EXCHANGES", "Easy returns", "within 30 days"],
  ["guarantee", "GUARANTEE & REFUND", "Covered twice over", "90 days"],
].map(([id, label, heading, paragraph]) => ({
  id: id!,
  label: label!,
  heading: heading!,
  paragraphs: [paragraph!],
}));

const props = {
  tabs: tabs.map(({ id, label }) => ({ id, label })),
  ...Object.fromEntries(
    tabs.map((tab, index) => [`panel${index}`, <TabPanelContent tab={tab} />]),
  ),
  label: "Product details",
  previousLabel: "Previous tab",
  nextLabel: "Next tab",
};

/** The tabs' static markup, with its element's behaviour. */
function renderTabs() {
  render(<DescriptionTabs {...props} />);
  return screen.getAllByRole("tab");
}

const selectedName = () =>
  screen.getByRole("tab", { selected: true }).textContent;

/** The panels CSS shows on a scripted page. */
const shownPanels = () =>
  screen
    .getAllByRole("tabpanel", { hidden: true })
    .filter((panel) => panel.hasAttribute("data-active"));

describe("DescriptionTabs with <store-tabs>", () => {
  it("opens on the description, with one tab in the tab order", () => {
    const tabs = renderTabs();
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      "DESCRIPTION",
      "FREE TRACKED SHIPPING",
      "RETURNS & EXCHANGES",
      "GUARANTEE & REFUND",
    ]);
    expect(selectedName()).toBe("DESCRIPTION");
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
    expect(shownPanels()).toHaveLength(1);
    expect(shownPanels()[0]).toHaveAccessibleName("DESCRIPTION");
  });

  it("moves with the arrow keys, wrapping, and jumps with Home and End", async () => {
    const tabs = renderTabs();
    await userEvent.click(tabs[0]!);
    await userEvent.keyboard("{ArrowLeft}");
    expect(selectedName()).toBe("GUARANTEE & REFUND");
    expect(tabs[3]).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    expect(selectedName()).toBe("DESCRIPTION");
    await userEvent.keyboard("{End}");
    expect(selectedName()).toBe("GUARANTEE & REFUND");
    await userEvent.keyboard("{Home}");
    expect(selectedName()).toBe("DESCRIPTION");
    expect(tabs[0]).toHaveAttribute("tabindex", "0");
  });

  it("cycles with the previous and next buttons", async () => {
    renderTabs();
    await userEvent.click(screen.getByRole("button", { name: "Previous tab" }));
    expect(selectedName()).toBe("GUARANTEE & REFUND");
    await userEvent.click(screen.getByRole("button", { name: "Next tab" }));
    await userEvent.click(screen.getByRole("button", { name: "Next tab" }));
    expect(selectedName()).toBe("FREE TRACKED SHIPPING");
    expect(shownPanels()).toHaveLength(1);
    expect(shownPanels()[0]).toHaveTextContent("3-9 business days");
  });

  it("pre-renders every panel readable, hiding the inactive ones only with CSS on scripted pages", () => {
    const html = renderToString(<DescriptionTabs {...props} />);
    const page = document.createElement("div");
    page.innerHTML = html;
    const panels = [...page.querySelectorAll('[role="tabpanel"]')];
    expect(panels).toHaveLength(4);
    for (const panel of panels) expect(panel).not.toHaveAttribute("hidden");
    expect(panels.map((panel) => panel.hasAttribute("data-active"))).toEqual([
      true,
      false,
      false,
      false,
    ]);
    for (const panel of panels)
      expect(panel).toHaveClass("js:not-data-active:hidden");
    expect(page.querySelector('[role="tablist"]')?.parentElement).toHaveClass(
      "nojs:hidden",
    );
    expect(panels[3]).toHaveTextContent("90 days");
  });
});
