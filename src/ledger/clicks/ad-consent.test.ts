import { describe, expect, it } from "vitest";
import { CONSENT_COOKIE } from "../../lib/consent-cookie";
import { adConsent, cookieValue } from "./ad-consent";
import { fbcOf, fbclidSeenAt } from "../platforms/meta/fbc";

/** The consent banner's cookie as vanilla-cookieconsent writes it. */
const consentCookie = (categories: string[]) =>
  `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify({ categories, revision: 0, consentId: "x" }))}`;

describe("adConsent", () => {
  it.each([
    [consentCookie(["necessary", "analytics", "marketing"]), true],
    [`theme=dark; ${consentCookie(["necessary", "marketing"])}`, true],
    [consentCookie(["necessary", "analytics"]), false],
    [consentCookie(["necessary"]), false],
    [`${CONSENT_COOKIE}=%7Bnot json`, false],
    [`${CONSENT_COOKIE}=%E0%A4%A`, false],
    [
      `${CONSENT_COOKIE}=${encodeURIComponent('{"categories":"marketing"}')}`,
      false,
    ],
    ["other=marketing", false],
    [null, false],
  ])("reads %s as %s", (header, expected) => {
    expect(adConsent(header)).toBe(expected);
  });
});

describe("cookieValue", () => {
  it("finds a cookie by its whole name", () => {
    expect(cookieValue("_fbp_x=1; _fbp=fb.1.2.3", "_fbp")).toBe("fb.1.2.3");
    expect(cookieValue("a=1", "_fbp")).toBeUndefined();
  });
});

describe("fbc", () => {
  it("is fb.1.<ms>.<fbclid>, the fbclid exactly as it arrived", () => {
    expect(fbcOf("IwAR2F4-dbP0l7Mn_QQ", 1_795_762_531_777)).toBe(
      "fb.1.1795762531777.IwAR2F4-dbP0l7Mn_QQ",
    );
  });

  it("takes the time Meta's pixel first saw the same fbclid from its cookie", () => {
    const header = "_fbc=fb.1.1795000000000.IwAR2F4-dbP0";
    expect(fbclidSeenAt(header, "IwAR2F4-dbP0")).toBe(1_795_000_000_000);
    // Another fbclid, or a case changed: not the same click.
    expect(fbclidSeenAt(header, "iwar2f4-dbp0")).toBeUndefined();
    expect(fbclidSeenAt(null, "IwAR2F4-dbP0")).toBeUndefined();
  });
});
