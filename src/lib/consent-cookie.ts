/**
 * The cookie that keeps the visitor's answer to the consent banner
 * (vanilla-cookieconsent's, a JSON object whose `categories` lists what was
 * accepted). Its name's one home: the banner writes it
 * (src/browser/consent-banner.ts) and the sales ledger reads it
 * (src/ledger/clicks/ad-consent.ts). No imports: the server and the Pages
 * Functions load this file as it is.
 */
export const CONSENT_COOKIE = "cc_cookie";
