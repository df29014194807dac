/** BUY NOW through the sales ledger: the redirect to the partner (functions/ledger-context.ts). */
import { answer } from "./ledger-context.ts";

export const onRequest = answer;
