import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SiteFooter } from "./site-footer";

const content = {
  newsletter: {
    heading: "Travel notes",
    text: "No spam, ever.",
    label: "Email address",
    placeholder: "you@example.com",
  },
  aboutHeading: "About",
  aboutLinks: [
    { label: "About us", href: "/about" },
    { label: "Contact", href: "/contact" },
  ],
  policiesHeading: "Policies",
  policyLinks: [
    { label: "Privacy policy", href: "/privacy-policy" },
    { label: "Refund policy", href: "/refund-policy" },
  ],
  paymentHeading: "We accept",
  currencyLabel: "Currency",
  languageLabel: "Language",
  rights: "All rights reserved.",
};

const logo = (alt: string, height = 24) => ({
  src: `/_astro/${alt.toLowerCase()}.svg`,
  alt,
  width: 76,
  height,
});

function renderFooter() {
  render(
    <SiteFooter
      storeName="Shop"
      content={content}
      paymentMethods={[
        { id: "visa", logo: logo("Visa") },
        { id: "elo", logo: logo("Elo", 48) },
      ]}
      year={2031}
      disclosure="We may earn a commission when you buy through this link."
    >
      <p>currency selector</p>
    </SiteFooter>,
  );
  return screen.getByRole("contentinfo");
}

describe("SiteFooter", () => {
  it("has a labelled e-mail box with no form to submit", () => {
    const footer = renderFooter();
    const email = within(footer).getByRole("textbox", {
      name: "Email address",
    });
    expect(email).toHaveAttribute("type", "email");
    expect(email).toHaveAccessibleDescription("No spam, ever.");
    expect(email.closest("form")).toBeNull();
    expect(within(footer).queryByRole("button")).toBeNull();
  });

  it("lists the About and Policies links under named navigations", () => {
    const footer = renderFooter();
    const names = (nav: string) =>
      within(within(footer).getByRole("navigation", { name: nav }))
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(names("About")).toEqual([
      ["About us", "/about"],
      ["Contact", "/contact"],
    ]);
    expect(names("Policies")).toEqual([
      ["Privacy policy", "/privacy-policy"],
      ["Refund policy", "/refund-policy"],
    ]);
  });

  it("shows each payment logo named by its method, 38 px wide in proportion", () => {
    const footer = renderFooter();
    const visa = within(footer).getByRole("img", { name: "Visa" });
    expect(visa).toHaveAttribute("src", "/_astro/visa.svg");
    expect(visa).toHaveAttribute("width", "38");
    expect(visa).toHaveAttribute("height", "12");
    expect(within(footer).getByRole("img", { name: "Elo" })).toHaveAttribute(
      "height",
      "24",
    );
  });

  it("holds the currency selector and the copyright line", () => {
    const footer = renderFooter();
    expect(footer).toHaveTextContent("currency selector");
    expect(footer).toHaveTextContent("© 2031 Shop. All rights reserved.");
  });

  it("ends with the affiliate disclosure", () => {
    const footer = renderFooter();
    expect(footer).toHaveTextContent(
      "We may earn a commission when you buy through this link.",
    );
  });
});
