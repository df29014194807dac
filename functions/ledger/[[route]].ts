/** The sales ledger's private addresses: postback, Google file, report, retry (functions/ledger-context.ts). */
import { answer } from "../ledger-context.ts";

export const onRequest = answer;
