"""A school's link and a school's laptop, emulated by Chromium for every target a page starts.

Shared by tests/site/test_slow_link.py and bench/classroom.py (issue 42): 3 Mbit/s down, 1 Mbit/s up,
40 ms latency (30 students sharing 100 Mbit/s) and a CPU 4x slower than this machine.

A page's own emulation (Network.emulateNetworkConditions on its CDP session) does not reach the
requests its workers and JupyterLite's service worker make: those are other targets. So the browser is
started with a DevTools port as well as Playwright's pipe, and a second client on that port asks the
browser to attach to every target before it runs (Target.setAutoAttach, flatten, waitForDebuggerOnStart):
the pages, the service worker, and, through each page's session, its dedicated workers. Each target gets
the link and the CPU slowdown, then runs (Runtime.runIfWaitingForDebugger). Playwright's own Python
CDPSession cannot do this: it cannot send to a flat child session (a sessionId), and the browser refuses
auto-attach in any other mode.

Chromium throttles each target on its own, so a page and its service worker loading at once got the link
twice over: all of them reach the server through one relay (SharedLink) that holds their sum to the link.

The same client counts what arrives over the wire: the encodedDataLength of each Network.loadingFinished,
on every target, leaving out a page's responses its service worker answered (the worker's own fetch
counts them) and those the browser's cache answered. `Meter.beaten()` says whether those bytes ever came
faster than the link allows: if they did, the emulation leaked, and a figure measured so is not one of a
school's link.
"""

from __future__ import annotations

import json
import socket
import threading
import time
import urllib.request
from dataclasses import dataclass, field

DOWN_BITS = 3_000_000
UP_BITS = 1_000_000
LATENCY_MS = 40
CPU_SLOWDOWN = 4

NETWORK = {"offline": False, "latency": LATENCY_MS, "downloadThroughput": DOWN_BITS / 8,
           "uploadThroughput": UP_BITS / 8}
# The same as rules (every URL), for the targets that refuse the older command.
BY_RULE = {"offline": False, "matchedNetworkConditions": [
    {"urlPattern": "", **{k: v for k, v in NETWORK.items() if k != "offline"}}]}
# The targets a site starts (not the browser's own chrome:// pages).
TARGETS = ("page", "iframe", "worker", "shared_worker", "service_worker")
# What a measured stretch may hold beyond the link's rate: the chunks already on their way.
SLACK_BYTES = 64_000


@dataclass
class Meter:
    """Bytes over the wire, as Chromium's network events tell them, from every target since reset()."""

    finished: list[tuple[float, int, str, str]] = field(default_factory=list)  # (time, bytes, target type, url)
    # (request sent, last byte (the browser's clock, s), bytes, target type, url)
    spans: list[tuple[float, float, int, str, str]] = field(default_factory=list)
    started: float = field(default_factory=time.monotonic)

    def reset(self) -> None:
        self.finished = []
        self.spans = []
        self.started = time.monotonic()

    @property
    def total(self) -> int:
        return sum(size for _, size, _, _ in self.finished)

    def by_target(self) -> dict[str, int]:
        found: dict[str, int] = {}
        for _, size, kind, _ in self.finished:
            found[kind] = found.get(kind, 0) + size
        return found

    def beaten(self) -> list[str]:
        """Each time the bytes came faster than the link allows ([] when never): for every request's start s,
        the responses wholly between s and a later moment T (from their request to their last byte, the
        browser's own clock) must fit in the link's rate times T - s, plus SLACK_BYTES. (Chromium hands a
        large script's chunks over at its end, and a slowed renderer sees a response start late, so chunk
        and response times alone show bursts the wire never carried.)"""
        rate = DOWN_BITS / 8
        spans = sorted(self.spans)
        problems = []
        for i, (start, _, _, _, _) in enumerate(spans):
            inside = sorted((end, size, kind, url) for s, end, size, kind, url in spans[i:] if end >= start)
            running = 0
            for end, size, kind, url in inside:
                running += size
                allowed = rate * (end - start) + SLACK_BYTES
                if running > allowed:
                    problems.append(f"{running / 1e6:.2f} MB in {end - start:.2f} s (the link allows "
                                    f"{allowed / 1e6:.2f} MB), up to {kind} {url[-70:]}")
                    break
            if len(problems) >= 3:
                break
        return problems


class SlowLink:
    """A second DevTools client on a browser started by launch(): it emulates the link and the CPU on
    every target, and meters the bytes. Targets reached: `attached` (type, url); errors the browser gave
    for an emulation command: `refused`."""

    def __init__(self, port: int, cpu: float = CPU_SLOWDOWN):
        import websocket  # websocket-client

        with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/version", timeout=10) as response:
            address = json.load(response)["webSocketDebuggerUrl"]
        self._socket = websocket.create_connection(address, suppress_origin=True, timeout=None)
        self._cpu = cpu
        self._lock = threading.Lock()
        self._next = 0
        self._pending: dict[int, tuple[str, str]] = {}
        self._kinds: dict[str, tuple[str, str]] = {}  # sessionId -> (type, url)
        # (sessionId, requestId) a service worker or the browser's cache answered
        self._from_worker: set[tuple[str, str]] = set()
        self._urls: dict[tuple[str, str], str] = {}
        self._first: dict[tuple[str, str], float] = {}
        self._targets: set[str] = set()
        self.attached: list[tuple[str, str]] = []
        self.refused: list[str] = []
        self.meter = Meter()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        self._send("Target.setAutoAttach", {"autoAttach": True, "waitForDebuggerOnStart": True, "flatten": True})

    def _send(self, method: str, params: dict | None = None, session: str | None = None) -> None:
        with self._lock:
            self._next += 1
            message = {"id": self._next, "method": method, "params": params or {}}
            if session:
                message["sessionId"] = session
            self._pending[self._next] = (method, self._kinds.get(session or "", ("browser", ""))[0])
            self._socket.send(json.dumps(message))

    def _read(self) -> None:
        while True:
            try:
                message = json.loads(self._socket.recv())
            except Exception:  # the browser closed: the reader ends with it
                return
            if "id" in message:
                method, kind = self._pending.pop(message["id"], ("?", "?"))
                if "error" in message and method != "Runtime.runIfWaitingForDebugger":
                    self.refused.append(f"{method} on {kind}: {message['error'].get('message')}")
                continue
            method, params, session = message.get("method"), message.get("params", {}), message.get("sessionId", "")
            if method == "Target.attachedToTarget":
                self._attached(params)
            elif method == "Network.requestWillBeSent":
                self._first[(session, params["requestId"])] = params["timestamp"]
            elif method == "Network.responseReceived":
                key = (session, params["requestId"])
                self._urls[key] = params["response"].get("url", "")
                response = params["response"]
                # Answered by a service worker (its own fetch counts), or from the browser's cache (a
                # cached response reports its first download's size again): nothing on the wire.
                if (response.get("fromServiceWorker") or response.get("fromDiskCache")
                        or response.get("fromPrefetchCache")):
                    self._from_worker.add(key)
            elif method == "Network.requestServedFromCache":
                self._from_worker.add((session, params["requestId"]))
            elif method == "Network.loadingFinished":
                key = (session, params["requestId"])
                if key not in self._from_worker:
                    kind = self._kinds.get(session, ("?", ""))[0]
                    size = int(params.get("encodedDataLength", 0))
                    self.meter.finished.append((time.monotonic(), size, kind, self._urls.get(key, "")))
                    self.meter.spans.append((self._first.get(key, params["timestamp"]), params["timestamp"], size,
                                             kind, self._urls.get(key, "")))

    def _attached(self, params: dict) -> None:
        session, info = params["sessionId"], params["targetInfo"]
        # The browser's own pages (chrome://) are not the site's; a service worker is attached twice, from
        # the browser and from its page: one session per target counts its bytes once.
        if info["type"] not in TARGETS or info["targetId"] in self._targets:
            self._send("Runtime.runIfWaitingForDebugger", {}, session)
            return
        self._targets.add(info["targetId"])
        self._kinds[session] = (info["type"], info.get("url", ""))
        self.attached.append((info["type"], info.get("url", "")))
        # In order on the target's session: the link, the CPU, its own workers, then it may run. A
        # dedicated worker refuses the older command and takes the rules; a page and a service worker
        # take both (the same conditions).
        self._send("Network.enable", {}, session)
        self._send("Network.emulateNetworkConditions", NETWORK, session)
        self._send("Network.emulateNetworkConditionsByRule", BY_RULE, session)
        if info["type"] == "page":  # the CPU is the renderer's: workers have no Emulation domain
            self._send("Emulation.setCPUThrottlingRate", {"rate": self._cpu}, session)
        self._send("Target.setAutoAttach", {"autoAttach": True, "waitForDebuggerOnStart": True, "flatten": True},
                   session)
        self._send("Runtime.runIfWaitingForDebugger", {}, session)

    def reached(self) -> dict[str, int]:
        """How many targets of each type got the emulation."""
        found: dict[str, int] = {}
        for kind, _ in self.attached:
            found[kind] = found.get(kind, 0) + 1
        return found

    def close(self) -> None:
        try:
            self._socket.close()
        except Exception:
            pass


class SharedLink:
    """A TCP relay in front of a server: every connection the browser opens to it shares one link, 3 Mbit/s
    down and 1 Mbit/s up (two token buckets), as the students' share of a school's line is one line.

    Chromium's emulation throttles each target on its own: a page and its service worker, loading at the
    same time, got 3 Mbit/s each (6 Mbit/s over 5 s, measured). The relay holds their sum to the link;
    the emulation still adds the latency and slows the CPU. Open the site at `url`."""

    CHUNK = 16_384

    def __init__(self, server_url: str, down: int = DOWN_BITS, up: int = UP_BITS):
        from urllib.parse import urlparse

        parsed = urlparse(server_url)
        self._target = (parsed.hostname, parsed.port or 80)
        self._rates = {"down": down / 8, "up": up / 8}
        self._free = {"down": 0.0, "up": 0.0}
        self._lock = threading.Lock()
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.url = f"http://127.0.0.1:{self._listener.getsockname()[1]}/"
        self._closed = False
        threading.Thread(target=self._accept, daemon=True).start()

    def _wait(self, way: str, size: int) -> None:
        with self._lock:
            now = time.monotonic()
            start = max(now, self._free[way])
            self._free[way] = start + size / self._rates[way]
            until = self._free[way]
        time.sleep(max(0.0, until - time.monotonic()))

    def _accept(self) -> None:
        while not self._closed:
            try:
                client, _ = self._listener.accept()
            except OSError:
                return
            try:
                upstream = socket.create_connection(self._target)
            except OSError:
                client.close()
                continue
            threading.Thread(target=self._pipe, args=(client, upstream, "up"), daemon=True).start()
            threading.Thread(target=self._pipe, args=(upstream, client, "down"), daemon=True).start()

    def _pipe(self, source: socket.socket, sink: socket.socket, way: str) -> None:
        try:
            while True:
                data = source.recv(self.CHUNK)
                if not data:
                    break
                self._wait(way, len(data))
                sink.sendall(data)
        except OSError:
            pass
        finally:
            for end in (source, sink):
                try:
                    end.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass

    def close(self) -> None:
        self._closed = True
        self._listener.close()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def launch(playwright, cpu: float = CPU_SLOWDOWN):
    """Chromium (tests/chromium.py's settings) with the link and the CPU emulated on every target:
    (browser, SlowLink)."""
    from chromium import launch as launch_chromium  # tests/chromium.py

    port = free_port()
    browser = launch_chromium(playwright, extra_args=[f"--remote-debugging-port={port}"])
    for _ in range(50):
        try:
            return browser, SlowLink(port, cpu)
        except OSError:
            time.sleep(0.1)
    browser.close()
    raise RuntimeError(f"Chromium's DevTools port {port} did not answer")
