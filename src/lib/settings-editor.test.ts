/**
 * settings.yaml's rules, held against both of their readers with one table:
 * the store editor, whose fields are generated from the settings schema
 * (editor-config.ts), and the build, which parses the same schema with the
 * VITE_* overrides (config.ts). A value one of them accepts, the other
 * accepts too.
 */
import { describe, expect, it } from "vitest";
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

/** Each field's values the store may use, and values it may not. */
const FIELDS: [path: string, usable: unknown[], unusable: unknown[]][] = [
  [
    "siteUrl",
    [
      "https://www.shop.test",
      "https://shop.test:8443/",
      "http://localhost:4321",
    ],
    [
      "http://shop.test",
      "shop.test",
      "javascript:alert(1)",
      "https://999.1.1.1",
    ],
  ],
  [
    "geoIpUrl",
    ["https://ipapi.co/json/"],
    ["ftp://ipapi.co/json/", "https://geo.test/{country}"],
  ],
  ["geoIpTimeoutMs", [500, 30_000], [499, 30_001, 1500.5]],
  [
    "affiliate.baseUrl",
    ["https://partner.test/o?src=store&x=a%20b"],
    ["https://partner.test/offer#top", "http://partner.test/offer"],
  ],
  [
    "affiliate.template",
    [
      "https://partner.test/o?offer_id={offer_id}&aff_id={aff_id}&sub1={click_id}&sub2={utm_source}",
      "https://t.test/r/{offer_id}/{aff_id}/{click_id}",
      "https://t.test/?s=%7Butm_source%7D#x",
    ],
    [
      "https://partner.test/?s={utm_sauce}",
      "https://partner.test/?{utm_source}=1",
      "https://{aff_id}.partner.test/",
      "https://partner.test/o#{click_id}",
      "https://partner.test/?a={",
      "http://partner.test/?a={aff_id}",
      "partner.test/offer",
    ],
  ],
  ["affiliate.preset", ["clickbank"], ["clickbonk"]],
  [
    "affiliate.clickIdParam",
    ["cid", "GCLID", "clickid"],
    ["gclid", "utm_source", "1abc", "click id", `a${"b".repeat(32)}`],
  ],
  ["cms.repo", ["owner/store"], ["owner"]],
  ["measurement.analytics.provider", ["umami"], ["matomo"]],
  [
    "measurement.analytics.script",
    ["https://plausible.io/js/script.js", "http://localhost:8000/js/s.js"],
    ["http://plausible.io/js/script.js"],
  ],
  [
    "measurement.analytics.siteId",
    ["94db1cb1-74f4-4a40-ad6c-962362670409"],
    ['x" onload="alert(1)'],
  ],
  [
    "measurement.analytics.endpoint",
    ["https://stats.shop.test/"],
    ["javascript:alert(1)"],
  ],
  ["measurement.analytics.vitalsSampleRate", [0.25], [1.5, -0.1]],
  [
    "measurement.pixels.ga4",
    ["G-ABC123XYZ9"],
    ["UA-12345-1", 'G-abc"><script>'],
  ],
  ["measurement.pixels.meta", ["1234567890123456"], ["1234567890&x=1"]],
  ["measurement.pixels.tiktok", ["CABCDEFGHIJ1234567"], ["C".repeat(31)]],
];

/** One row a value: its field, the value, and whether the store may use it. */
const TABLE = FIELDS.flatMap(([path, usable, unusable]) => [
  ...usable.map((value) => [path, value, true] as const),
  ...unusable.map((value) => [path, value, false] as const),
]);

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
    // The pattern itself is held against real ids by the table above.
    const [, reason] = editorField("measurement.pixels.ga4").pattern as [
      string,
      string,
    ];
    expect(reason).toBe("does not look like a ga4 id (e.g. G-ABC123XYZ9)");
  });
});
