import type { ParamRule, ParamRules } from "./partner-template.ts";
import { PRESET_NAMES, type PresetName } from "../schemas/names.ts";

/*
 * Network presets. Which arrival value goes to which slot: the click id
 * first, into the one slot every network has, because it is the value that
 * ties a sale back to the ad click (offline conversion import, tracker
 * postback); then utm_source, utm_campaign and utm_content into the next
 * slots where the network has them, for reports by source and campaign.
 *
 * Where a network documents no character set, a slot keeps letters, digits,
 * "-" and "_" only; where it documents no length, a short one is chosen.
 * Both are marked "not confirmed".
 */

/** Letters, digits, "-" and "_": safe in every network's slot we know of. */
const ID_CHARS = /[A-Za-z0-9_-]/;

function slots(names: readonly string[], rule: ParamRule): ParamRules {
  return Object.fromEntries(names.map((name) => [name, rule]));
}

// The names are the settings schema's (src/schemas/names.ts).
export { PRESET_NAMES, type PresetName };

export type Preset = {
  readonly label: string;
  /** An example for the operator; ids and hosts in it are to be replaced by theirs. */
  readonly template: string;
  readonly rules: ParamRules;
};

export const PRESETS: Readonly<Record<PresetName, Preset>> = {
  default: {
    label: "Partner offer page",
    template:
      "https://partner.example.com/offer?offer_id={offer_id}&aff_id={aff_id}&product={product}",
    rules: {},
  },
  clickbank: {
    label: "ClickBank",
    // The readable HopLink: https://support.clickbank.com/hc/en-us/articles/220365867
    // (offer_id is the vendor's account nickname, aff_id the affiliate's).
    template:
      "https://hop.clickbank.net/?affiliate={aff_id}&vendor={offer_id}&tid={click_id}",
    rules: {
      // Up to 100 characters of numbers, lowercase letters and underscores:
      // https://support.clickbank.com/hc/en-us/articles/220365867 ("Tracking IDs").
      // Capitals are kept: older ClickBank docs say it folds the case of a
      // tracking id rather than refusing it (not confirmed for today's HopLinks).
      tid: { maxLength: 100, allowed: /[A-Za-z0-9_]/ },
    },
  },
  digistore24: {
    label: "Digistore24",
    // The campaign key is the promolink's last path segment, not a query
    // parameter (no `cam` or `campaignkey` parameter is documented for it):
    // https://help.digistore24.com/hc/en-us/articles/24293070547729-Use-promolink
    template:
      "https://www.digistore24.com/redir/{offer_id}/{aff_id}/{click_id}",
    rules: {
      // At most 127 characters: https://help.digistore24.com/hc/en-us/articles/24293289815185
      // That page lists letters without umlauts, digits, "_" and "-" for the
      // tracking key; for the campaign key, characters not confirmed, the same kept.
      "/4": { maxLength: 127, allowed: ID_CHARS },
      // `cid` carries a click id for S2S postbacks (add `?cid={click_id}`):
      // https://help.digistore24.com/hc/en-us/articles/24293197806225
      // Length and characters not confirmed.
      cid: { maxLength: 100, allowed: ID_CHARS },
    },
  },
  impact: {
    label: "Impact",
    // /c/{partner id}/{ad id}/{program id} on the brand's tracking domain:
    // https://help.impact.com/en/support/solutions/articles/48001235417
    template:
      "https://example.sjv.io/c/{aff_id}/123456/{offer_id}?subId1={click_id}&subId2={utm_source}&subId3={utm_campaign}",
    rules: {
      // 255 is the limit Impact gives for the Shared ID and Param parameters
      // that sit beside Sub IDs:
      // https://help.impact.com/en/support/solutions/articles/155000000123
      // For Sub IDs themselves not confirmed; characters not confirmed.
      ...slots(["subId1", "subId2", "subId3", "sharedid"], {
        maxLength: 255,
        allowed: ID_CHARS,
      }),
    },
  },
  cj: {
    label: "CJ",
    // click-{publisher website id}-{ad id}: CJ's link format, one of its click hosts.
    template:
      "https://www.anrdoezrs.net/click-{aff_id}-{offer_id}?sid={click_id}",
    rules: {
      // Not confirmed (length and characters); 64 matches the alphanumeric
      // CJEVENT click id CJ documents at https://docs.cj.com/docs/s2s-implementation
      sid: { maxLength: 64, allowed: ID_CHARS },
    },
  },
  awin: {
    label: "Awin",
    // Deep-link format: https://success.awin.com/articles/en_US/Knowledge/What-does-an-affiliate-link-look-like
    template:
      "https://www.awin1.com/cread.php?awinmid={offer_id}&awinaffid={aff_id}&clickref={click_id}&clickref2={utm_source}&clickref3={utm_campaign}&clickref4={utm_content}",
    rules: {
      // clickref to clickref6 "do not have a character limit" (reports show 50):
      // https://wiki.awin.com/index.php/Publisher_Click_Ref
      // 255 is this store's cap; characters not confirmed.
      ...slots(
        [
          "clickref",
          "clickref2",
          "clickref3",
          "clickref4",
          "clickref5",
          "clickref6",
        ],
        { maxLength: 255, allowed: ID_CHARS },
      ),
    },
  },
  shareasale: {
    label: "ShareASale",
    // b is the banner (link) id, u the affiliate id, m the merchant id.
    template:
      "https://shareasale.com/r.cfm?b=123456&u={aff_id}&m={offer_id}&afftrack={click_id}",
    rules: {
      // Alphanumeric, no spaces or special characters, 255 at most, per
      // ShareASale's help topic "Using Affiliate Defined Tracking" (behind a
      // login) as quoted at https://diythemes.com/thesis/rtfm/custom-tracking-strings-shareasale/
      afftrack: { maxLength: 255, allowed: /[A-Za-z0-9]/ },
    },
  },
  everflow: {
    label: "Everflow / HasOffers",
    // Tracking domain, encoded affiliate id, encoded offer id:
    // https://help.everflow.io/support/solutions/articles/22000218430
    template:
      "https://www.example-track.com/{aff_id}/{offer_id}/?sub1={click_id}&sub2={utm_source}&sub3={utm_campaign}&sub4={utm_content}",
    rules: {
      // sub1 to sub5 are 600-character columns:
      // https://developers.everflow.io/ai-automation/mcp/limits
      // Characters not confirmed.
      ...slots(["sub1", "sub2", "sub3", "sub4", "sub5"], {
        maxLength: 600,
        allowed: ID_CHARS,
      }),
      // HasOffers (TUNE) sub ids, for an operator whose link is
      // .../aff_c?offer_id=…&aff_id=…&aff_sub={click_id}:
      // https://support.tune.com/hc/en-us/articles/1500005236722
      // Length and characters not confirmed.
      ...slots(["aff_sub", "aff_sub2", "aff_sub3", "aff_sub4", "aff_sub5"], {
        maxLength: 100,
        allowed: ID_CHARS,
      }),
    },
  },
  tracker: {
    label: "Tracker (Voluum, RedTrack, Keitaro)",
    // The tracker's click (CTA) URL; the arrival is appended by trackerLink.
    template: "https://trk.example.com/click/1",
    rules: {},
  },
};

export function isPresetName(name: string): name is PresetName {
  return (PRESET_NAMES as readonly string[]).includes(name);
}

/** The slot rules of a network preset. */
export function presetRules(name: PresetName): ParamRules {
  return PRESETS[name].rules;
}
