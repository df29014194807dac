/**
 * The sales ledger's public face: all the store's build, pages and
 * components may reach (docs/sales-ledger.md). The browser's one door is
 * link.ts, BUY NOW's address, which imports nothing heavier. Everything
 * else in src/ledger/ is the ledger's own; eslint.config.js refuses an
 * import of it from outside.
 */
export {
  GO_PATH,
  LEDGER_FILE,
  LEDGER_PATH,
  type LedgerConfig,
  type LedgerManifest,
} from "./manifest.ts";
export { forwardsSales, resolveLedger } from "./resolve.ts";
export { ledgerSettingsSchema, type LedgerSettings } from "./settings.ts";
export { ledgerLink } from "./link.ts";
export { ledgerClickIdParams } from "./clicks/click.ts";
export { PLATFORM_HOST } from "./platforms/index.ts";
