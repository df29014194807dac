import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { orderTrackPage } from "~/content/pages";
import { OrderTrackForm } from "./order-track-form";

function renderForm() {
  render(
    <MemoryRouter>
      <OrderTrackForm copy={orderTrackPage} />
    </MemoryRouter>,
  );
  return {
    input: screen.getByRole("textbox", { name: "Tracking number" }),
    submit: screen.getByRole("button", { name: "Track order" }),
  };
}

describe("OrderTrackForm", () => {
  it.each([
    ["empty", ""],
    ["blank", "   \t "],
  ])("refuses %s input with an error tied to the field", async (_, typed) => {
    const { input, submit } = renderForm();
    if (typed) await userEvent.type(input, typed);
    await userEvent.click(submit);
    const error = screen.getByText("Please enter a tracking number");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input.getAttribute("aria-describedby")).toContain(error.id);
    expect(screen.queryByText("Order Not Found")).not.toBeInTheDocument();
  });

  it("answers any number with Order Not Found, clearing the error and the field", async () => {
    const { input, submit } = renderForm();
    await userEvent.click(submit);
    await userEvent.type(input, "LP00123456789");
    await userEvent.click(submit);
    expect(
      screen.queryByText("Please enter a tracking number"),
    ).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).toHaveValue("");
    expect(
      screen.getByRole("heading", { name: "Order Not Found" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "We couldn't find an order with the tracking number you provided. Please check your tracking number and try again.",
      ),
    ).toBeInTheDocument();
  });

  it("shows text typed into it as text", async () => {
    const { input, submit } = renderForm();
    await userEvent.type(input, "<img src=x onerror=alert(1)>");
    await userEvent.click(submit);
    expect(document.querySelector("img")).toBeNull();
    expect(
      screen.getByRole("heading", { name: "Order Not Found" }),
    ).toBeInTheDocument();
  });

  it("offers help on the contact page", () => {
    renderForm();
    expect(screen.getByRole("link", { name: "Need Help?" })).toHaveAttribute(
      "href",
      "/contact",
    );
    expect(screen.getByRole("textbox")).toHaveAttribute(
      "placeholder",
      "LP00123456789",
    );
  });
});
