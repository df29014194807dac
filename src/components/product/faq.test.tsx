import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Faq } from "./faq";

const items = ["delivery", "shipping", "tracking", "payment", "guarantee"].map(
  (id) => ({ id, question: `About ${id}?`, answer: `All about ${id}.` }),
);

describe("Faq", () => {
  it("is one single-open group of native disclosures, all closed", () => {
    const { container } = render(
      <Faq heading="Frequently asked questions" items={items} />,
    );
    expect(
      screen.getByRole("region", { name: "Frequently asked questions" }),
    ).toBeInTheDocument();
    const details = [...container.querySelectorAll("details")];
    expect(details).toHaveLength(5);
    for (const item of details) {
      expect(item).toHaveAttribute("name", "faq");
      expect(item).not.toHaveAttribute("open");
    }
  });

  it("opens and closes an answer from its question", async () => {
    const { container } = render(<Faq heading="FAQ" items={items} />);
    const summary = screen.getByText("About payment?");
    await userEvent.click(summary);
    expect(container.querySelectorAll("details[open]")).toHaveLength(1);
    expect(summary.closest("details")).toHaveAttribute("open");
    await userEvent.click(summary);
    expect(container.querySelectorAll("details[open]")).toHaveLength(0);
  });
});
