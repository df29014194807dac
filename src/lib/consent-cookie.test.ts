// @vitest-environment node
import { describe, expect, it } from "vitest";
import { copiesOf, standalone } from "../../tests/source-files";
import { CONSENT_COOKIE } from "./consent-cookie";

describe("the consent cookie's one home", () => {
  const pattern = new RegExp(standalone(CONSENT_COOKIE));

  // The banner that writes it, the ledger that reads it and their tests
  // all name it by CONSENT_COOKIE.
  it("is consent-cookie.ts: no other file's code names the cookie", () => {
    expect(
      copiesOf(pattern, (path) => path === "src/lib/consent-cookie.ts"),
    ).toEqual([]);
  });

  it("would see a second copy, and not a comment", () => {
    const file = (text: string) => [{ path: "src/x.ts", text }];
    expect(
      copiesOf(
        pattern,
        () => false,
        file(`cookie: { name: "${CONSENT_COOKIE}" }`),
      ),
    ).toEqual(["src/x.ts"]);
    expect(
      copiesOf(pattern, () => false, file(`/** the \`${CONSENT_COOKIE}\` */`)),
    ).toEqual([]);
  });
});
