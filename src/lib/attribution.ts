/**
 * Attribution: the partner link BUY NOW opens, made from the operator's
 * settings, the shopper's arrival (arrival.ts), the template's tokens
 * (partner-template.ts) and the network's slot rules (networks.ts); and the
 * rules as JSON, for the page script that completes the link in the browser.
 */
import type { Arrival } from "./arrival.ts";
import { type PresetName, presetRules } from "./networks.ts";
import {
  type ParamRules,
  buildPartnerLink,
  trackerLink,
} from "./partner-template.ts";

// The three parts, for callers that want the whole of attribution at once.
export * from "./arrival.ts";
export * from "./networks.ts";
export * from "./partner-template.ts";

/** The settings BUY NOW's link is made from. */
export type PartnerLinkSettings = {
  /** The operator's template; a preset's template is only an example. */
  readonly template: string;
  readonly preset: PresetName;
  readonly clickIdParam: string;
  readonly offerId: string;
  readonly affiliateId: string;
};

/**
 * What one link is for: the product, the shopper's arrival, the colour
 * chosen (or "") and the sales ledger's key for this click (src/ledger/,
 * or ""), which then fills {click_key} and {click_id}.
 */
type LinkFor = [
  product: string,
  arrival: Arrival,
  variant?: string,
  clickKey?: string,
];

/**
 * The address BUY NOW opens: the operator's template filled with the offer,
 * affiliate and product and with the shopper's arrival under the preset's
 * rules; for the tracker preset, the tracker's click URL with the whole
 * arrival appended. Throws, naming the template, when it is unusable.
 */
export function partnerLink(
  settings: PartnerLinkSettings,
  ...link: LinkFor
): string {
  return partnerLinkWith(settings, presetRules(settings.preset), ...link);
}

/**
 * partnerLink with the preset's rules given: the page script receives them
 * as JSON (rulesFromJson) rather than carrying every network's table.
 */
export function partnerLinkWith(
  settings: PartnerLinkSettings,
  rules: ParamRules,
  ...[product, arrival, variant = "", clickKey = ""]: LinkFor
): string {
  const fields = {
    offer_id: settings.offerId,
    aff_id: settings.affiliateId,
    product,
    variant,
    click_key: clickKey,
  };
  const link = buildPartnerLink(settings.template, fields, arrival, rules);
  return settings.preset === "tracker"
    ? trackerLink(link, arrival, settings.clickIdParam)
    : link;
}

/** A preset's rules as JSON carries them: each pattern as source and flags. */
export type ParamRulesJson = Record<
  string,
  { maxLength: number; allowed: string; flags: string }
>;

export function rulesToJson(rules: ParamRules): ParamRulesJson {
  return Object.fromEntries(
    Object.entries(rules).map(([name, { maxLength, allowed }]) => [
      name,
      { maxLength, allowed: allowed.source, flags: allowed.flags },
    ]),
  );
}

export function rulesFromJson(json: ParamRulesJson): ParamRules {
  return Object.fromEntries(
    Object.entries(json).map(([name, { maxLength, allowed, flags }]) => [
      name,
      { maxLength, allowed: new RegExp(allowed, flags) },
    ]),
  );
}
