// @vitest-environment node
import { describe, expect, it } from "vitest";
import { HOST_ENV_NAMES, readHostEnv } from "./host-env";

describe("the host's variables", () => {
  it("take their defaults when unset or blank", () => {
    const read = readHostEnv({ PORT: " ", TRUST_PROXY: "" });
    expect(read).toMatchObject({
      ok: true,
      env: {
        PORT: 3000,
        LEDGER_DB: "data/ledger.sqlite",
        TRUST_PROXY: { kind: "none" },
        LEDGER_META_API: "https://graph.facebook.com/v24.0",
      },
    });
  });

  it("reads only the variables it declares", () => {
    const read = readHostEnv({ PATH: "/bin", ASSETS: {}, PORT: "8080" });
    expect(read.ok && read.env.PORT).toBe(8080);
    expect(read.ok && Object.keys(read.env)).not.toContain("PATH");
  });

  it.each([
    ["none", { kind: "none" }],
    ["0", { kind: "none" }],
    ["2", { kind: "hops", hops: 2 }],
    [
      "loopback, 10.0.0.0/8 ::1",
      {
        kind: "addresses",
        addresses: ["loopback", "10.0.0.0/8", "::1"],
        cloudflare: false,
      },
    ],
    [
      "Cloudflare,fd00::/8",
      { kind: "addresses", addresses: ["fd00::/8"], cloudflare: true },
    ],
  ])("TRUST_PROXY=%s reads as %j", (value, trust) => {
    const read = readHostEnv({ TRUST_PROXY: value });
    expect(read.ok && read.env.TRUST_PROXY).toEqual(trust);
  });

  it.each([
    ["TRUST_PROXY", "true", /TRUST_PROXY: true: not an address/],
    ["TRUST_PROXY", "10.0.0.0/33", /TRUST_PROXY: 10\.0\.0\.0\/33: not an/],
    ["TRUST_PROXY", "300.1.1.1", /TRUST_PROXY: 300\.1\.1\.1/],
    ["TRUST_PROXY", "99", /TRUST_PROXY: must be at most 20 hops/],
    ["SPLIT_TEST_SECRET", "short", /SPLIT_TEST_SECRET: must be at least 16/],
    ["LEDGER_SECRET", "short", /LEDGER_SECRET: must be at least 16/],
    ["PORT", "eighty", /PORT: /],
    ["PORT", "70000", /PORT: /],
    [
      "LEDGER_META_API",
      "http://evil.test",
      /LEDGER_META_API: must be an https/,
    ],
  ])(
    "names %s=%s and the reason when it cannot be used",
    (name, value, problem) => {
      const read = readHostEnv({ [name]: value });
      expect(read.ok).toBe(false);
      expect(read.ok ? [] : read.problems.join("\n")).toMatch(problem);
    },
  );

  it("declares each variable the hosts read", () => {
    expect(HOST_ENV_NAMES).toEqual(
      expect.arrayContaining([
        "PORT",
        "SITE_ROOT",
        "LEDGER_DB",
        "TRUST_PROXY",
        "SPLIT_TEST_SECRET",
        "LEDGER_SECRET",
        "LEDGER_REPORT_PASSWORD",
        "META_CAPI_TOKEN",
        "TIKTOK_EVENTS_TOKEN",
      ]),
    );
  });
});
