/**
 * What the hosts need of the build to run the sales ledger, written to
 * `_ledger.json` when the ledger is on (src/pages/[ledger].json.ts): the
 * partner link's settings, the product's catalog ids, the currency rules
 * and the platforms sales are forwarded to.
 */
import type { PartnerLinkSettings } from "../lib/attribution.ts";
// Types alone from the schemas: the page script reads GO_PATH (link.ts).
import type {
  FilterSettings,
  ForwardSettings,
  ReportSettings,
  SpendSettings,
} from "./settings.ts";
import type { AutoDistributionSettings } from "./split/auto-distribution.ts";

/** The build file the hosts read. */
export const LEDGER_FILE = "_ledger.json";

/** Where BUY NOW goes while the ledger is on: the store's own redirect. */
export const GO_PATH = "/go";

/** The ledger's private addresses: postback, Google file, report, retry. */
export const LEDGER_PATH = "/ledger";

/** The ledger as a build uses it; `on: false` changes nothing in the store. */
export type LedgerConfig = {
  on: boolean;
  retentionDays: number;
  forward: ForwardSettings;
  spend: SpendSettings;
  report: ReportSettings;
  filter: FilterSettings;
};

export type LedgerManifest = {
  /** The public origin, for `event_source_url`. */
  siteUrl: string;
  link: PartnerLinkSettings;
  /** The product's name, for {product}. */
  product: string;
  /** The catalog id; a colour's item is `<id>-<colour>` (the product feeds'). */
  productId: string;
  /** The colours' values, the first the default. */
  colours: string[];
  /** Who pays in which currency (src/content/currencies.yaml). */
  currencies: {
    codes: string[];
    fallback: string;
    /** Each currency's countries; everyone else pays in the fallback. */
    countries: Partial<Record<string, readonly string[]>>;
  };
  retentionDays: number;
  forward: ForwardSettings;
  /** The ad accounts whose spend is pulled. */
  spend: SpendSettings;
  /** The report's currency (the currencies' fallback unless set) and rates to it. */
  report: { currency: string; rates: Record<string, number> };
  /** Which clicks are flagged and left out of the figures (clicks/click-flags.ts). */
  filter: FilterSettings;
  /**
   * The split tests whose shares follow their earnings per click, by the
   * test's name (docs/split-tests.md); a test not named keeps its shares.
   */
  autoDistribution?: Record<string, AutoDistributionSettings>;
};
