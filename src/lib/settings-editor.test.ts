/**
 * settings.yaml's rules, held against both of their readers with one table:
 * the store editor, whose fields are generated from the settings schema
 * (editor-config.ts), and the build, which parses the same schema with the
 * VITE_* overrides (config.ts). A value one of them accepts, the other
 * accepts too.
 */
import { describe, expect, it } from "vitest";
import { PIXELS } from "@/schemas/names";
import type { CmsField } from "./cms-config";
import { loadConfig } from "./config";
import { MINIMAL_SETTINGS } from "./config-fixture";
import { editorConfig } from "./editor-config";

/** A store's settings that both readers accept, for one field at a time to be changed. */
const valid = {
  ...MINIMAL_SETTINGS,
  cms: { repo: "owner/store", branch: "main" },
  measurement: {
    analytics: {
      provider: "plausible",
      script: "https://plausible.io/js/script.js",
      siteId: "shop.test",
    },
    pixels: {},
  },
};

/** Each field's values, and whether the store may use them. */
const TABLE: [path: string, value: unknown, ok: boolean][] = [
  ["siteUrl", "https://www.shop.test", true],
  ["siteUrl", "https://shop.test:8443/", true],
  ["siteUrl", "http://localhost:4321", true],
  ["siteUrl", "http://shop.test", false],
  ["siteUrl", "shop.test", false],
  ["siteUrl", "javascript:alert(1)", false],
  ["siteUrl", "https://999.1.1.1", false],
  ["geoIpUrl", "https://ipapi.co/json/", true],
  ["geoIpUrl", "ftp://ipapi.co/json/", false],
  ["geoIpUrl", "https://geo.test/{country}", false],
  ["geoIpTimeoutMs", 500, true],
  ["geoIpTimeoutMs", 30_000, true],
  ["geoIpTimeoutMs", 499, false],
  ["geoIpTimeoutMs", 30_001, false],
  ["geoIpTimeoutMs", 1500.5, false],
  ["affiliate.baseUrl", "https://partner.test/o?src=store&x=a%20b", true],
  ["affiliate.baseUrl", "https://partner.test/offer#top", false],
  ["affiliate.baseUrl", "http://partner.test/offer", false],
  [
    "affiliate.template",
    "https://partner.test/o?offer_id={offer_id}&aff_id={aff_id}&sub1={click_id}&sub2={utm_source}",
    true,
  ],
  [
    "affiliate.template",
    "https://t.test/r/{offer_id}/{aff_id}/{click_id}",
    true,
  ],
  ["affiliate.template", "https://t.test/?s=%7Butm_source%7D#x", true],
  ["affiliate.template", "https://partner.test/?s={utm_sauce}", false],
  ["affiliate.template", "https://partner.test/?{utm_source}=1", false],
  ["affiliate.template", "https://{aff_id}.partner.test/", false],
  ["affiliate.template", "https://partner.test/o#{click_id}", false],
  ["affiliate.template", "https://partner.test/?a={", false],
  ["affiliate.template", "http://partner.test/?a={aff_id}", false],
  ["affiliate.template", "partner.test/offer", false],
  ["affiliate.preset", "clickbank", true],
  ["affiliate.preset", "clickbonk", false],
  ["affiliate.clickIdParam", "cid", true],
  ["affiliate.clickIdParam", "GCLID", true],
  ["affiliate.clickIdParam", "clickid", true],
  ["affiliate.clickIdParam", "gclid", false],
  ["affiliate.clickIdParam", "utm_source", false],
  ["affiliate.clickIdParam", "1abc", false],
  ["affiliate.clickIdParam", "click id", false],
  ["affiliate.clickIdParam", `a${"b".repeat(32)}`, false],
  ["cms.repo", "owner/store", true],
  ["cms.repo", "owner", false],
  ["measurement.analytics.provider", "umami", true],
  ["measurement.analytics.provider", "matomo", false],
  ["measurement.analytics.script", "https://plausible.io/js/script.js", true],
  ["measurement.analytics.script", "http://localhost:8000/js/s.js", true],
  ["measurement.analytics.script", "http://plausible.io/js/script.js", false],
  [
    "measurement.analytics.siteId",
    "94db1cb1-74f4-4a40-ad6c-962362670409",
    true,
  ],
  ["measurement.analytics.siteId", 'x" onload="alert(1)', false],
  ["measurement.analytics.endpoint", "https://stats.shop.test/", true],
  ["measurement.analytics.endpoint", "javascript:alert(1)", false],
  ["measurement.analytics.vitalsSampleRate", 0.25, true],
  ["measurement.analytics.vitalsSampleRate", 1.5, false],
  ["measurement.analytics.vitalsSampleRate", -0.1, false],
  ["measurement.pixels.ga4", PIXELS.ga4.example, true],
  ["measurement.pixels.ga4", "UA-12345-1", false],
  ["measurement.pixels.ga4", 'G-abc"><script>', false],
  ["measurement.pixels.meta", PIXELS.meta.example, true],
  ["measurement.pixels.meta", "1234567890&x=1", false],
  ["measurement.pixels.tiktok", PIXELS.tiktok.example, true],
  ["measurement.pixels.tiktok", "C".repeat(31), false],
];

/** The settings with one value changed. */
function withValue(path: string, value: unknown): unknown {
  const settings: Record<string, unknown> = structuredClone(valid);
  const keys = path.split(".");
  let node = settings;
  for (const key of keys.slice(0, -1))
    node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = value;
  return settings;
}

function buildAccepts(path: string, value: unknown): boolean {
  try {
    loadConfig(withValue(path, value), {});
    return true;
  } catch {
    return false;
  }
}

/** The editor's field for a setting, from the settings file's fields down. */
function editorField(path: string): CmsField {
  const config = editorConfig({ repo: "owner/store", branch: "main" });
  const file = config.collections[0]?.files?.find(
    (entry) => entry.name === "settings",
  );
  let fields = (file?.fields[0]?.fields ?? []) as CmsField[];
  let field: CmsField | undefined;
  for (const key of path.split(".")) {
    field = fields.find((candidate) => candidate.name === key);
    if (!field) throw new Error(`The editor has no field ${path}`);
    fields = (field.fields ?? []) as CmsField[];
  }
  return field!;
}

/**
 * What Sveltia CMS checks of a filled-in field: its pattern, its lengths,
 * its choices and its number range and kind.
 */
function editorAccepts(field: CmsField, value: unknown): boolean {
  switch (field.widget) {
    case "select":
      return (field.options as string[]).includes(String(value));
    case "number": {
      const number = Number(value);
      if (field.value_type === "int" && !Number.isInteger(number)) return false;
      if (typeof field.min === "number" && number < field.min) return false;
      return !(typeof field.max === "number" && number > field.max);
    }
    case "string":
    case "text": {
      const text = String(value);
      const [pattern] = (field.pattern as [string, string] | undefined) ?? [];
      if (pattern !== undefined && !new RegExp(pattern).test(text))
        return false;
      if (typeof field.minlength === "number" && text.length < field.minlength)
        return false;
      return !(
        typeof field.maxlength === "number" && text.length > field.maxlength
      );
    }
    default:
      throw new Error(`No check for the ${field.widget} widget`);
  }
}

describe("settings.yaml's rules", () => {
  it("hold for the settings every row starts from", () => {
    expect(() => loadConfig(valid, {})).not.toThrow();
  });

  it.each(TABLE)(
    "%s = %j: usable is %s, in the editor and the build",
    (path, value, ok) => {
      expect({
        editor: editorAccepts(editorField(path), value),
        build: buildAccepts(path, value),
      }).toEqual({ editor: ok, build: ok });
    },
  );

  it("give the editor the build's reason for a refusal", () => {
    expect(editorField("measurement.pixels.ga4").pattern).toEqual([
      PIXELS.ga4.pattern.source,
      "does not look like a ga4 id (e.g. G-ABC123XYZ9)",
    ]);
  });
});
