/**
 * Puts the visitor's today into a policy's "Last updated" date. Inline
 * right after the date (bundled by build-tools/inline-scripts.ts), so it
 * runs while the page is parsed, before first paint; without JavaScript
 * the build's own day stays. The page's language writes the date.
 */
import { POLICY_DATE_ID, policyDateLabel, isoDay } from "@/lib/policy-date";

const time = document.getElementById(POLICY_DATE_ID);
if (time) {
  const today = new Date();
  time.setAttribute("datetime", isoDay(today));
  time.textContent = policyDateLabel(today, document.documentElement.lang);
}
