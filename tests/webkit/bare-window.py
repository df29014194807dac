#!/usr/bin/python3
"""A bare window around WebKitGTK for WebKitWebDriver (tests/webkit/).

WebKitWebDriver starts it as the browser (`webkitgtk:browserOptions.binary`)
with `--automation`: its window is the page, at the width and height given
(`--width=390 --height=844`), with no toolbar to keep it wider, as
MiniBrowser's does. A script at the start of every document hands each
console error, uncaught error and Content-Security-Policy violation to this
program, which writes it (and any other console message) as a line to the file `--log=` names: WebKitWebDriver
itself gives no console log.

It follows what WebKitGTK asks of a browser under automation
(https://webkitgtk.org/reference/webkit2gtk/stable/signal.WebContext.automation-started.html):
automation allowed on the context, and each view the session asks for made
with `is-controlled-by-automation`.
Needs Debian's python3-gi and gir1.2-webkit2-4.1.
"""

import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

OPTIONS = dict(
    arg[2:].split("=", 1) for arg in sys.argv[1:] if arg.startswith("--") and "=" in arg
)
WIDTH = int(OPTIONS.get("width", "390"))
HEIGHT = int(OPTIONS.get("height", "844"))
LOG = OPTIONS.get("log")

# Runs before the page's own scripts, in every document and frame.
REPORTER = """(() => {
  const send = (kind, text) =>
    window.webkit.messageHandlers.report.postMessage(
      JSON.stringify({ kind, text: String(text), url: location.href }));
  for (const level of ["log", "info", "warn", "error"]) {
    const original = console[level].bind(console);
    console[level] = (...args) => {
      send(`console.${level}`, args.map((arg) =>
        typeof arg === "string" ? arg : JSON.stringify(arg)).join(" "));
      original(...args);
    };
  }
  addEventListener("error", (event) => send("pageerror", event.message));
  addEventListener("unhandledrejection", (event) =>
    send("pageerror", event.reason && event.reason.message || event.reason));
  document.addEventListener("securitypolicyviolation", (event) =>
    send("csp", `${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`));
})();"""


def report(_manager, result):
    if not LOG:
        return
    with open(LOG, "a", encoding="utf-8") as log:
        log.write(result.get_js_value().to_string() + "\n")


context = WebKit2.WebContext.get_default()
context.set_automation_allowed("--automation" in sys.argv)
windows = []


def new_view(*_args, related=None):
    manager = WebKit2.UserContentManager()
    manager.connect("script-message-received::report", report)
    manager.register_script_message_handler("report")
    manager.add_script(
        WebKit2.UserScript(
            REPORTER,
            WebKit2.UserContentInjectedFrames.ALL_FRAMES,
            WebKit2.UserScriptInjectionTime.START,
            None,
            None,
        )
    )
    view = (
        WebKit2.WebView(related_view=related, user_content_manager=manager)
        if related
        else WebKit2.WebView(
            web_context=context,
            user_content_manager=manager,
            is_controlled_by_automation=True,
        )
    )
    # A link's new tab (target="_blank") is a window of its own.
    view.connect("create", lambda parent, _action: new_view(related=parent))
    window = Gtk.Window()
    window.set_default_size(WIDTH, HEIGHT)
    window.add(view)
    window.connect("destroy", lambda *_: close(window))
    view.connect("close", lambda *_: window.destroy())
    windows.append(window)
    if related:
        # A page's new window shows once WebKit says it is ready to.
        view.connect("ready-to-show", lambda *_: window.show_all())
    else:
        window.show_all()
    return view


def close(window):
    windows.remove(window)
    if not windows:
        Gtk.main_quit()


def started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name("bare-window")
    info.set_version(
        WebKit2.get_major_version(),
        WebKit2.get_minor_version(),
        WebKit2.get_micro_version(),
    )
    session.set_application_info(info)
    session.connect("create-web-view", new_view)


context.connect("automation-started", started)
# The driver's session asks for its first view once it has connected.
if "--automation" not in sys.argv:
    new_view().load_uri(OPTIONS.get("url", "about:blank"))
Gtk.main()
