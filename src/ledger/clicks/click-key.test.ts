// @vitest-environment node
import { describe, expect, it } from "vitest";
import { PRESETS, PRESET_NAMES } from "../../lib/networks";
import {
  buildPartnerLink,
  type PartnerFields,
} from "../../lib/partner-template";
import { isClickKey, newClickKey } from "./click-key";

const FIELDS: PartnerFields = {
  offer_id: "O",
  aff_id: "A",
  product: "P",
  variant: "",
  click_key: "",
};

describe("newClickKey", () => {
  it("makes 20 lowercase letters and digits, a new one each time", () => {
    const keys = Array.from({ length: 2000 }, () => newClickKey());
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]{20}$/);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("draws again rather than favour the first characters (bytes 252 to 255)", () => {
    let call = 0;
    const key = newClickKey((bytes) => {
      // First draw: all unfair bytes; second: 0..19, which map to a..t.
      bytes.set(
        call++ === 0
          ? Array.from({ length: bytes.length }, () => 252)
          : Array.from({ length: bytes.length }, (_, i) => i),
      );
      return bytes;
    });
    expect(key).toBe("abcdefghijklmnopqrst");
    expect(call).toBe(2);
  });

  it("tells a key from other text", () => {
    expect(isClickKey("abcdefghij0123456789")).toBe(true);
    expect(isClickKey("ABCDEFGHIJ0123456789")).toBe(false);
    expect(isClickKey("abc")).toBe(false);
  });
});

describe("the key in every preset's sub-id slots", () => {
  const key = newClickKey();
  const slots = PRESET_NAMES.flatMap((name) =>
    Object.keys(PRESETS[name].rules).map((slot) => [name, slot] as const),
  );

  it("covers every slot a preset has rules for", () => {
    expect(slots.length).toBeGreaterThan(20);
  });

  it.each(slots)("%s keeps it unchanged in %s", (name, slot) => {
    const template = slot.startsWith("/")
      ? `https://net.test/${Array.from({ length: Number(slot.slice(1)) - 1 }, (_, i) => `s${i}`).join("/")}/{click_key}`
      : `https://net.test/c?${slot}={click_key}`;
    const link = new URL(
      buildPartnerLink(
        template,
        { ...FIELDS, click_key: key },
        {},
        PRESETS[name].rules,
      ),
    );
    const value = slot.startsWith("/")
      ? link.pathname.split("/")[Number(slot.slice(1))]
      : link.searchParams.get(slot);
    expect(value).toBe(key);
  });

  it("fills {click_id} with the key too, ahead of the ad's own click id", () => {
    const link = buildPartnerLink(
      "https://hop.clickbank.net/?affiliate={aff_id}&vendor={offer_id}&tid={click_id}",
      { ...FIELDS, click_key: key },
      { gclid: "EAIaIQobChMIx-7_Qk" },
      PRESETS.clickbank.rules,
    );
    expect(new URL(link).searchParams.get("tid")).toBe(key);
  });
});
