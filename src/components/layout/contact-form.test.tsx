import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "./contact-form";
import "./contact-form-element";

const labels = { name: "Name", email: "Email", message: "Message" };

let log: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  log = vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderForm() {
  render(<ContactForm labels={labels} submitLabel="Send message" />);
}

async function fillIn(email: string) {
  await userEvent.type(
    screen.getByRole("textbox", { name: "Name" }),
    "Ada Lovelace",
  );
  await userEvent.type(screen.getByRole("textbox", { name: "Email" }), email);
  await userEvent.type(
    screen.getByRole("textbox", { name: "Message" }),
    "Does it fit under a seat?",
  );
  await userEvent.click(screen.getByRole("button", { name: "Send message" }));
}

describe("ContactForm", () => {
  it("requires every field, with an e-mail type, length caps and autocomplete hints", () => {
    renderForm();
    const name = screen.getByRole("textbox", { name: "Name" });
    const email = screen.getByRole("textbox", { name: "Email" });
    const message = screen.getByRole("textbox", { name: "Message" });
    for (const field of [name, email, message]) expect(field).toBeRequired();
    expect(email).toHaveAttribute("type", "email");
    expect(name).toHaveAttribute("autocomplete", "name");
    expect(email).toHaveAttribute("autocomplete", "email");
    expect(name).toHaveAttribute("maxlength", "200");
    expect(email).toHaveAttribute("maxlength", "254");
    expect(message).toHaveAttribute("maxlength", "5000");
  });

  it("posts to its own page when no script handles it", () => {
    renderForm();
    const form = screen.getByRole("button").closest("form");
    expect(form).toHaveAttribute("method", "post");
    expect(form).not.toHaveAttribute("action");
  });

  it("is the <contact-form> element, defined by its own module", () => {
    renderForm();
    const host = screen.getByRole("button").closest("contact-form");
    expect(host).not.toBeNull();
    expect(customElements.get("contact-form")).toBeDefined();
    expect(host?.matches(":defined")).toBe(true);
  });

  it("does not log while invalid", async () => {
    renderForm();
    await fillIn("not-an-address");
    expect(log).not.toHaveBeenCalled();
  });

  it("only logs the draft to the console on a valid submit", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderForm();
    await fillIn("ada@example.com");
    expect(log).toHaveBeenCalledExactlyOnceWith("Contact form submitted:", {
      name: "Ada Lovelace",
      email: "ada@example.com",
      message: "Does it fit under a seat?",
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
