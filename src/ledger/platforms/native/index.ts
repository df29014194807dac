/**
 * Native networks (Taboola, Outbrain, MGID, any other the content lists):
 * each source's click id kept with a consented click, read from the landing
 * parameter its settings name, and each approved sale of such a click sent
 * to that source's postback URL, built from its template. The sources are
 * content (sources.ts), not code: a network is added in the store editor.
 */
import { definePlatform } from "../platform.ts";
import { nativePostback, type NativePayload } from "./conversion.ts";
import { nativeSettings, type NativeSettings } from "./sources.ts";

export const native = definePlatform({
  label: "Native networks",
  // The shipped sources (src/content/settings.yaml); the privacy policy also
  // covers any other an operator lists ("other native networks").
  company: ["Taboola", "Outbrain", "MGID"],
  host: {},
  clickIds: [],
  cookies: [],
  settingsClickIds: {
    label: "each source's `clickIdParam`",
    of: (settings: NativeSettings) =>
      settings.sources.map((source) => source.clickIdParam),
  },
  forward: {
    settings: nativeSettings,
    listsOnly: true,
    send: {
      token: null,
      // Only its own click id, the payout and the order's id: no address or browser.
      sendsVisitor: false,
      outgoing: nativePostback,
      // The networks take the postback by GET, with no token; any 2xx is taken
      // (Taboola answers 204 whatever it was sent).
      request: (_token, _host, _settings, payload) => ({
        url: (payload as NativePayload).url,
        headers: {},
        method: "GET",
        accepted: () => true,
      }),
    },
  },
});
