"""The WebKitGTK browser that WebKitWebDriver starts for the engine smoke set (web/e2e/engines/webkit.ts).

Debian's MiniBrowser cannot be narrower than 447 px (its toolbar); this window has nothing but the
web view, so WebDriver can size it to a phone's 390 px. Every console message of its pages goes to
standard output ("CONSOLE JS ERROR ..."), where the adapter reads the errors.
"""

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

context = WebKit2.WebContext.get_default()
context.set_automation_allowed(True)


def create_web_view(_session):
    view = WebKit2.WebView(web_context=context, is_controlled_by_automation=True)
    view.get_settings().set_enable_write_console_messages_to_stdout(True)
    window = Gtk.Window()
    window.set_default_size(1280, 800)
    window.add(view)
    window.show_all()
    return view


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name("futterkompass-webkit")
    info.set_version(1, 0, 0)
    session.set_application_info(info)
    session.connect("create-web-view", create_web_view)


context.connect("automation-started", automation_started)
Gtk.main()
