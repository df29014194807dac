import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "./contact-form";
// Defines <contact-form>, as the page script does.
import "./contact-form-element";

const labels = { name: "Name", email: "Email", message: "Message" };

/** The form, and a watch on what it logs and fetches. */
function renderForm() {
  render(<ContactForm labels={labels} submitLabel="Send message" />);
  const fetch = vi.fn();
  vi.stubGlobal("fetch", fetch);
  return { log: vi.mocked(console.log), fetch };
}

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
});

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

  it("does not submit while invalid", async () => {
    const { log } = renderForm();
    await fillIn("not-an-address");
    expect(log).not.toHaveBeenCalled();
  });

  it("on a valid submit only logs the draft to the console", async () => {
    const { log, fetch } = renderForm();
    const submitted = vi.fn();
    window.addEventListener("submit", submitted);
    await fillIn("ada@example.com");
    window.removeEventListener("submit", submitted);
    expect(log).toHaveBeenCalledExactlyOnceWith("Contact form submitted:", {
      name: "Ada Lovelace",
      email: "ada@example.com",
      message: "Does it fit under a seat?",
    });
    expect(submitted.mock.calls[0]?.[0]).toHaveProperty(
      "defaultPrevented",
      true,
    );
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
