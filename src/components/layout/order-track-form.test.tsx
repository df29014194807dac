import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { OrderTrackForm, type OrderTrackCopy } from "./order-track-form";
import "./order-track-form-element";

const copy: OrderTrackCopy = {
  label: "Tracking number",
  placeholder: "LP00123456789",
  hint: "Two letters followed by digits, for example LP00123456789.",
  submit: "Track order",
  emptyError: "Please enter a tracking number",
  notFound: {
    heading: "Order Not Found",
    text: "We couldn't find an order with the tracking number you provided. Please check your tracking number and try again.",
  },
  help: { text: "Still stuck?", link: "Need Help?", href: "/contact" },
};

/** The form's pre-rendered HTML, answered by its element. */
function renderForm() {
  document.body.innerHTML = renderToString(<OrderTrackForm copy={copy} />);
  return {
    input: screen.getByRole("textbox", { name: "Tracking number" }),
    submit: screen.getByRole("button", { name: "Track order" }),
  };
}

describe("OrderTrackForm with <order-track>", () => {
  afterEach(() => {
    window.history.replaceState(null, "", "/");
  });

  it.each([
    ["empty", ""],
    ["blank", "   \t "],
  ])("refuses %s input with an error tied to the field", async (_, typed) => {
    const { input, submit } = renderForm();
    if (typed) await userEvent.type(input, typed);
    await userEvent.click(submit);
    const error = screen.getByText("Please enter a tracking number");
    expect(error).toBeVisible();
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
      screen.getByText("Please enter a tracking number"),
    ).not.toBeVisible();
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

  it.each([
    ["a number", "LP00123456789", "Order Not Found"],
    ["a blank number", "  ", "Please enter a tracking number"],
  ])(
    "answers %s sent before it woke up, and tidies the address",
    (_, sent, answer) => {
      window.history.replaceState(
        null,
        "",
        `/order-track?tracking=${encodeURIComponent(sent)}&utm=x`,
      );
      renderForm();
      expect(screen.getByText(answer)).toBeVisible();
      expect(window.location.pathname + window.location.search).toBe(
        "/order-track?utm=x",
      );
    },
  );

  it("answers nothing on a plain visit", () => {
    renderForm();
    expect(screen.queryByText("Order Not Found")).not.toBeInTheDocument();
    expect(
      screen.getByText("Please enter a tracking number"),
    ).not.toBeVisible();
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
