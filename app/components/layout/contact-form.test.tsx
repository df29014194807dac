import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { contactPage } from "~/content/pages";
import { ContactForm } from "./contact-form";

function renderForm() {
  const onSubmit = vi.fn();
  render(
    <ContactForm
      labels={contactPage.fields}
      submitLabel="Send message"
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe("ContactForm", () => {
  it("requires every field, with an e-mail type and autocomplete hints", () => {
    renderForm();
    const name = screen.getByRole("textbox", { name: "Name" });
    const email = screen.getByRole("textbox", { name: "Email" });
    const message = screen.getByRole("textbox", { name: "Message" });
    for (const field of [name, email, message]) expect(field).toBeRequired();
    expect(email).toHaveAttribute("type", "email");
    expect(name).toHaveAttribute("autocomplete", "name");
    expect(email).toHaveAttribute("autocomplete", "email");
  });

  it("does not submit while invalid", async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "Ada");
    await userEvent.type(
      screen.getByRole("textbox", { name: "Email" }),
      "not-an-address",
    );
    await userEvent.type(
      screen.getByRole("textbox", { name: "Message" }),
      "Hello",
    );
    await userEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("hands over the draft when valid", async () => {
    const onSubmit = renderForm();
    await userEvent.type(
      screen.getByRole("textbox", { name: "Name" }),
      "Ada Lovelace",
    );
    await userEvent.type(
      screen.getByRole("textbox", { name: "Email" }),
      "ada@example.com",
    );
    await userEvent.type(
      screen.getByRole("textbox", { name: "Message" }),
      "Does it fit under a seat?",
    );
    await userEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      name: "Ada Lovelace",
      email: "ada@example.com",
      message: "Does it fit under a seat?",
    });
  });
});
