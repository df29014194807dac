import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { product } from "~/content/product";
import { DescriptionTabs } from "./description-tabs";

function renderTabs() {
  render(
    <DescriptionTabs
      tabs={product.tabs}
      label="Product details"
      previousLabel="Previous tab"
      nextLabel="Next tab"
    />,
  );
  return screen.getAllByRole("tab");
}

const selectedName = () =>
  screen.getByRole("tab", { selected: true }).textContent;

describe("DescriptionTabs", () => {
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
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName("DESCRIPTION");
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
    expect(screen.getByRole("tabpanel")).toHaveTextContent("3-9 business days");
  });
});
