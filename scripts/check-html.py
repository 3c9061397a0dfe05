#!/usr/bin/env python3
"""Opens HTML pages in headless Chromium through the DevTools protocol (standard library
only: the WebSocket is spoken by hand) and checks them as a person would look at them.

  check-html.py --chromium PATH --out DIR [--docs-image PNG --docs-step N] PAGE.html...
  check-html.py --chromium PATH --out DIR --summary SUMMARY.html
  check-html.py --chromium PATH --out DIR --expect-error PAGE.html

For a replay page: it opens with no console error (an uncaught exception, a
console.error, or an error logged by the browser, such as a resource that failed to
load); screenshots of the first step (#step=0) and the last (#step=last) differ; the
last step shows the broken invariant (its banner is displayed, the stage is marked);
the Right arrow key moves to step 1 and changes the drawing (the canvas screenshots
before and after differ); at a step mid-animation, P switches to a different drawing
(presentation values). For a summary page: it opens with no console error and every
link in it resolves to a file that exists. --expect-error inverts the verdict for one
page: it must report a console error (the proof that errors are seen at all).

Exit codes: 0 every check held, 1 a check failed (each printed), 2 Chromium could not be
started or driven.
"""

import argparse
import base64
import json
import os
import select
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import time
import urllib.parse


class Browser:
    """One headless Chromium and one page in it, driven over a single WebSocket."""

    def __init__(self, chromium, width=1280, height=900):
        self.profile = tempfile.mkdtemp(prefix="check-html-")
        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
             "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
             "--remote-debugging-port=0", "--remote-allow-origins=*", "--user-data-dir=" + self.profile,
             "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        port_file = os.path.join(self.profile, "DevToolsActivePort")
        deadline = time.time() + 30
        while not (os.path.exists(port_file) and len(open(port_file).read().split("\n")) >= 2):
            if self.process.poll() is not None or time.time() > deadline:
                raise RuntimeError("Chromium did not start its DevTools endpoint")
            time.sleep(0.05)
        port, path = open(port_file).read().split("\n")[:2]
        self.sock = socket.create_connection(("127.0.0.1", int(port)), timeout=30)
        self.handshake("127.0.0.1:" + port, path)
        self.next_id = 0
        self.events = []
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime", "Log"):
            self.call(domain + ".enable", {}, session=True)
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False}, session=True)

    def handshake(self, host, path):
        key = base64.b64encode(os.urandom(16)).decode()
        request = ("GET %s HTTP/1.1\r\nHost: %s\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                   "Sec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\n\r\n") % (path, host, key)
        self.sock.sendall(request.encode())
        response = b""
        while b"\r\n\r\n" not in response:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise RuntimeError("the DevTools endpoint closed during the handshake")
            response += chunk
        if b" 101 " not in response.split(b"\r\n")[0]:
            raise RuntimeError("the DevTools endpoint refused the WebSocket: " + response.split(b"\r\n")[0].decode())
        self.buffer = response.split(b"\r\n\r\n", 1)[1]

    def send_frame(self, text):
        payload = text.encode()
        header = bytearray([0x81])
        if len(payload) < 126:
            header.append(0x80 | len(payload))
        elif len(payload) < 65536:
            header.append(0x80 | 126)
            header += struct.pack(">H", len(payload))
        else:
            header.append(0x80 | 127)
            header += struct.pack(">Q", len(payload))
        mask = os.urandom(4)
        header += mask
        self.sock.sendall(bytes(header) + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def read_exact(self, count):
        while len(self.buffer) < count:
            chunk = self.sock.recv(1 << 20)
            if not chunk:
                raise RuntimeError("the DevTools connection closed")
            self.buffer += chunk
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def read_message(self):
        message = b""
        while True:
            first, second = self.read_exact(2)
            length = second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self.read_exact(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self.read_exact(8))[0]
            mask = self.read_exact(4) if second & 0x80 else None
            payload = self.read_exact(length)
            if mask:
                payload = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
            opcode = first & 0x0F
            if opcode == 0x8:
                raise RuntimeError("the DevTools connection was closed by Chromium")
            if opcode in (0x9, 0xA):
                continue
            message += payload
            if first & 0x80:
                return json.loads(message.decode())

    def call(self, method, params, session=False):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params}
        if session:
            message["sessionId"] = self.session
        self.send_frame(json.dumps(message))
        while True:
            reply = self.read_message()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError("%s failed: %s" % (method, reply["error"].get("message")))
                return reply.get("result", {})
            if "method" in reply:
                self.events.append(reply)

    def wait_for(self, method, seconds=15):
        deadline = time.time() + seconds
        for index, event in enumerate(self.events):
            if event["method"] == method:
                del self.events[index]
                return event
        while time.time() < deadline:
            event = self.read_message()
            if "method" in event:
                if event["method"] == method:
                    return event
                self.events.append(event)
        raise RuntimeError("timed out waiting for " + method)

    def open(self, url):
        """Loads `url` (a fresh load, also when only the fragment differs) and settles."""
        self.call("Page.navigate", {"url": "about:blank"}, session=True)
        self.wait_for("Page.loadEventFired")
        self.events = []
        self.call("Page.navigate", {"url": url}, session=True)
        self.wait_for("Page.loadEventFired")
        self.settle()

    def settle(self):
        """Lets the page run its handlers and paint: two animation frames."""
        self.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))", await_promise=True)

    def evaluate(self, expression, await_promise=False):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                                "awaitPromise": await_promise}, session=True)
        if "exceptionDetails" in result:
            raise RuntimeError("evaluating %r threw: %s" % (expression, result["exceptionDetails"].get("text")))
        return result.get("result", {}).get("value")

    def key(self, name, code):
        for kind in ("keyDown", "keyUp"):
            self.call("Input.dispatchKeyEvent", {"type": kind, "key": name, "code": name,
                                                 "windowsVirtualKeyCode": code, "nativeVirtualKeyCode": code},
                      session=True)
        self.settle()

    def screenshot(self, path=None, element=None):
        """A PNG of the page, or of one element alone (the badges over the canvas hidden)."""
        params = {"format": "png"}
        if element:
            self.evaluate("document.querySelectorAll('.badges').forEach(b => b.style.visibility = 'hidden')")
            box = self.evaluate("(() => { const r = document.querySelector(%s).getBoundingClientRect();"
                                " return [r.x + scrollX, r.y + scrollY, r.width, r.height]; })()" % json.dumps(element))
            params["clip"] = {"x": box[0], "y": box[1], "width": box[2], "height": box[3], "scale": 1}
            params["captureBeyondViewport"] = True
        data = base64.b64decode(self.call("Page.captureScreenshot", params, session=True)["data"])
        if element:
            self.evaluate("document.querySelectorAll('.badges').forEach(b => b.style.visibility = '')")
        if path:
            with open(path, "wb") as handle:
                handle.write(data)
        return data

    def console_errors(self):
        """Every error the page reported so far (and forgets them)."""
        while self.buffer or select.select([self.sock], [], [], 0.3)[0]:
            event = self.read_message()
            if "method" in event:
                self.events.append(event)
        errors = []
        for event in self.events:
            method, params = event["method"], event.get("params", {})
            if method == "Runtime.exceptionThrown":
                details = params.get("exceptionDetails", {})
                text = details.get("exception", {}).get("description") or details.get("text", "")
                errors.append("uncaught: " + text.split("\n")[0])
            elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                errors.append("console.%s: %s" % (params["type"], " ".join(
                    str(arg.get("value", arg.get("description", ""))) for arg in params.get("args", []))))
            elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
                entry = params["entry"]
                errors.append("browser: %s %s" % (entry.get("text", ""), entry.get("url", "")))
        self.events = []
        return errors

    def close(self):
        try:
            self.call("Browser.close", {})
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(self.process.pid, 9)
            self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)


def file_url(path, fragment=""):
    return "file://" + urllib.parse.quote(os.path.abspath(path)) + fragment


def check_replay_page(browser, page, out, docs_image=None, docs_step=None):
    failures = []
    name = os.path.splitext(os.path.basename(page))[0]

    def fail(text):
        failures.append("%s: %s" % (page, text))

    browser.open(file_url(page, "#step=0"))
    errors = browser.console_errors()
    for error in errors:
        fail("console error on opening: " + error)
    last = browser.evaluate("document.body.getAttribute('data-last')")
    broken = browser.evaluate("document.body.getAttribute('data-broken')")
    first_png = browser.screenshot(os.path.join(out, name + "-first.png"))
    first_canvas = browser.screenshot(element="#canvas")
    step = browser.evaluate("document.body.getAttribute('data-step')")
    if step != "0":
        fail("#step=0 opened at step %s" % step)

    browser.key("ArrowRight", 39)
    stepped = browser.evaluate("document.body.getAttribute('data-step')")
    second_canvas = browser.screenshot(element="#canvas")
    if stepped != "1":
        fail("the Right arrow moved to step %s, not 1" % stepped)
    if second_canvas == first_canvas:
        fail("the Right arrow did not change the drawing (canvas screenshots of steps 0 and 1 are identical)")
    browser.key("ArrowLeft", 37)
    if browser.evaluate("document.body.getAttribute('data-step')") != "0":
        fail("the Left arrow did not go back to step 0")

    browser.open(file_url(page, "#step=last"))
    for error in browser.console_errors():
        fail("console error at the last step: " + error)
    last_png = browser.screenshot(os.path.join(out, name + "-last.png"))
    at = browser.evaluate("document.body.getAttribute('data-step')")
    if at != last:
        fail("#step=last opened at step %s, not %s" % (at, last))
    if last_png == first_png:
        fail("the screenshots of the first and last steps are identical")
    if broken is None:
        fail("the page marks no broken step")
    elif broken != last:
        fail("the broken step is %s, not the last (%s)" % (broken, last))
    shown = browser.evaluate(
        "(() => { const b = document.getElementById('banner'); const s = document.getElementById('stage');"
        " const row = document.querySelector('#steps .step.current');"
        " return [getComputedStyle(b).display !== 'none' && b.getBoundingClientRect().height > 0,"
        " s.classList.contains('broken'), !!row && row.classList.contains('broken'), b.textContent]; })()")
    if not (shown[0] and shown[1] and shown[2]):
        fail("the last step does not show the broken invariant (banner shown %s, stage marked %s, row marked %s)"
             % tuple(shown[:3]))

    animating = browser.evaluate("(() => { const f = document.querySelector('#canvas .frame.animating');"
                                 " return f ? f.getAttribute('data-step') : null; })()")
    toggle = "no frame mid-animation"
    if animating is not None:
        browser.open(file_url(page, "#step=%s" % animating))
        model_canvas = browser.screenshot(element="#canvas")
        browser.key("p", 80)
        on_screen = browser.evaluate(
            "(() => { const f = document.querySelector('#canvas .frame.current');"
            " return document.body.classList.contains('show-presentation')"
            " && getComputedStyle(f.querySelector('.presentation')).display !== 'none'"
            " && getComputedStyle(f.querySelector('.model')).display === 'none'; })()")
        if not on_screen or browser.screenshot(element="#canvas") == model_canvas:
            fail("P at step %s (mid-animation) did not switch to a different drawing of presentation values" % animating)
        toggle = "P redraws step %s from presentation values" % animating

    browser.key("Home", 36)
    if browser.evaluate("document.body.getAttribute('data-step')") != "0":
        fail("Home did not go to step 0")
    for error in browser.console_errors():
        fail("console error while stepping: " + error)

    if docs_image:
        browser.open(file_url(page, "#step=%s" % (docs_step if docs_step is not None else "last")))
        browser.screenshot(docs_image)
    summary = "%s: steps 0..%s, broken at %s, %d console errors, first/last %s, Right arrow %s, %s" % (
        os.path.basename(page), last, broken, len(errors),
        "differ" if last_png != first_png else "SAME",
        "changes the drawing" if second_canvas != first_canvas else "changes NOTHING", toggle)
    return failures, summary


def check_summary_page(browser, page, out):
    failures = []
    browser.open(file_url(page))
    for error in browser.console_errors():
        failures.append("%s: console error: %s" % (page, error))
    browser.screenshot(os.path.join(out, "summary.png"))
    links = browser.evaluate("Array.from(document.querySelectorAll('a[href]')).map(a => a.getAttribute('href'))") or []
    base = os.path.dirname(os.path.abspath(page))
    pages = 0
    for link in links:
        if link.startswith("#"):
            continue
        target = os.path.join(base, urllib.parse.unquote(link.split("#")[0]))
        if not os.path.isfile(target):
            failures.append("%s: the link %s leads to no file" % (page, link))
        elif link.endswith(".html"):
            pages += 1
    finds = browser.evaluate("document.querySelectorAll('.find').length")
    unlinked = browser.evaluate("Array.from(document.querySelectorAll('.find')).filter(f =>"
                                " !f.querySelector('a.open[href$=\".html\"]')).length")
    if unlinked:
        failures.append("%s: %d of %d finds link to no replay page" % (page, unlinked, finds))
    opened = 0
    for link in sorted(set(l for l in links if l.endswith(".html"))):
        target = os.path.join(base, urllib.parse.unquote(link))
        if not os.path.isfile(target):
            continue
        browser.open(file_url(target))
        for error in browser.console_errors():
            failures.append("%s: console error: %s" % (target, error))
        if browser.evaluate("document.querySelectorAll('#canvas .frame').length") < 1:
            failures.append("%s: no step is drawn" % target)
        opened += 1
    return failures, "%s: %d finds, %d links (%d to replay pages), all resolve: %s; %d replay pages opened, %s" % (
        os.path.basename(page), finds, len(links), pages, "yes" if not any("leads to no file" in f for f in failures) else "NO",
        opened, "no console error" if not any("console error" in f for f in failures) else "CONSOLE ERRORS")


def main():
    parser = argparse.ArgumentParser(description="Check replay pages in headless Chromium.")
    parser.add_argument("--chromium", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--summary")
    parser.add_argument("--expect-error", action="append", default=[])
    parser.add_argument("--docs-image")
    parser.add_argument("--docs-step")
    parser.add_argument("pages", nargs="*")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    try:
        browser = Browser(args.chromium)
    except Exception as error:
        print("check-html: cannot drive Chromium: %s" % error, file=sys.stderr)
        return 2
    failures = []
    try:
        for page in args.expect_error:
            browser.open(file_url(page))
            errors = browser.console_errors()
            if errors:
                print("check: %s, with a deliberate error, is caught: %s" % (os.path.basename(page), errors[0]))
            else:
                failures.append("%s has a deliberate error, but no console error was seen" % page)
        for index, page in enumerate(args.pages):
            docs = args.docs_image if index == 0 else None
            found, summary = check_replay_page(browser, page, args.out, docs, args.docs_step)
            failures += found
            print("check: " + summary)
        if args.summary:
            found, summary = check_summary_page(browser, args.summary, args.out)
            failures += found
            print("check: " + summary)
    except Exception as error:
        print("check-html: driving Chromium failed: %s" % error, file=sys.stderr)
        browser.close()
        return 2
    browser.close()
    for failure in failures:
        print("FAIL " + failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
