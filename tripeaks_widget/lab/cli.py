"""``python -m tripeaks_widget.lab``: compare rule sets and players from a terminal.

    python -m tripeaks_widget.lab --rules classic classic,redeals=1 --players perfect greedy --count 1000
"""

from __future__ import annotations

import argparse
import signal
import sys
import threading

from ..engine.codes import DEAL_COUNT
from ..engine.errors import InvalidArgumentError, WrongTypeError
from ..engine.i18n import DEFAULT_LANG, LANGS
from ..engine.rules import Rules
from .experiment import compare
from .players import PLAYERS


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tripeaks_widget.lab",
        description="Play rule sets x players over the same deals: win rates and mean scores with 95 %% intervals.",
    )
    parser.add_argument("--rules", nargs="+", default=["easy"], metavar="RULES",
                        help="rule sets, e.g. easy classic classic,redeals=1 easy,jokers=2,scoring=traditional")
    parser.add_argument("--players", nargs="+", default=["perfect"], choices=list(PLAYERS), metavar="PLAYER",
                        help=f"players: {', '.join(PLAYERS)} (default perfect)")
    parser.add_argument("--start", type=int, default=0, help="first deal number (default 0)")
    parser.add_argument("--count", type=int, default=1000, help="number of deals (default 1000)")
    parser.add_argument("--workers", type=int, default=None, help="worker processes (default: one a core)")
    parser.add_argument("--results", default=None, metavar="FILE",
                        help="keep every finished game in FILE (JSON lines); run again with it to resume")
    parser.add_argument("--csv", action="store_true", help="print CSV instead of a table")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar")
    parser.add_argument("--lang", default=DEFAULT_LANG, choices=LANGS,
                        help="language of the table and the progress bar (default en)")
    args = parser.parse_args(argv)
    for text in args.rules:
        try:
            Rules.from_text(text)
        except ValueError as error:
            parser.error(f"--rules {text}: {error}")
    if args.count < 1:
        parser.error(f"--count must be 1 or more (a rate of 0 games means nothing), not {args.count}")
    if not 0 <= args.start < DEAL_COUNT or args.start + args.count > DEAL_COUNT:
        parser.error(f"deals {args.start}-{args.start + args.count - 1} are not all deals: "
                     f"deal numbers go from 0 to {DEAL_COUNT - 1}")
    if args.workers is not None and args.workers < 1:
        parser.error(f"--workers must be at least 1, not {args.workers}")
    stopped_by: list = []
    quiet = _QuietOnceStopped(sys.stderr)
    previous = _stop_on_signals(stopped_by, quiet)
    sys.stderr = quiet
    try:
        return _run(parser, args, stopped_by)
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)
        if not quiet.stopping:  # once stopped, the pool's threads may still write as the process ends
            sys.stderr = quiet.stream


class _QuietOnceStopped:
    """stderr that, once the run is stopped, drops what other threads write.

    Killing the worker processes breaks the pool under its own threads: CPython's manager and queue feeder
    threads then print tracebacks ("Exception in thread ...", "OSError: [Errno 9] Bad file descriptor") that
    say nothing about the run. An interrupt prints one line, the main thread's.
    """

    def __init__(self, stream) -> None:
        self.stream = stream
        self.stopping = False

    def write(self, text: str) -> int:
        if self.stopping and threading.current_thread() is not threading.main_thread():
            return len(text)
        return self.stream.write(text)

    def __getattr__(self, name):
        return getattr(self.stream, name)


def _run(parser, args, stopped_by: list) -> int:
    try:
        results = compare(args.rules, args.players, range(args.start, args.start + args.count),
                          progress=not args.no_progress, results_file=args.results, workers=args.workers,
                          lang=args.lang)
    except (InvalidArgumentError, WrongTypeError) as error:  # repeats, or a --results file that cannot be used
        text = str(error)
        option = next((o for word, o in (("results", "--results"), ("rule set", "--rules"), ("player", "--players"))
                       if word in text), None)
        parser.error(f"{option}: {text}" if option else text)
    except KeyboardInterrupt:  # before the games began: nothing to show
        return _stopped(stopped_by)
    try:
        print(results.to_csv() if args.csv else results, flush=True)
    except OSError:  # SIGHUP: the terminal may be gone
        pass
    if results.interrupted:
        return _stopped(stopped_by)
    return 0


def _stop_on_signals(received: list, quiet: _QuietOnceStopped) -> dict:
    """SIGTERM (``kill``, ``timeout``) and SIGHUP (a closed terminal) stop the run as Ctrl-C (SIGINT) does: the
    workers end at once, the results file stays resumable, the finished games are printed.
    ``received`` gets the signal's number and ``quiet`` stops other threads' output; returns the handlers
    replaced, to put back."""

    def stop(signum, _frame):
        quiet.stopping = True
        if not received:
            received.append(signum)
            raise KeyboardInterrupt

    previous = {}
    if threading.current_thread() is not threading.main_thread():
        return previous  # only the main thread may set handlers
    for name in ("SIGINT", "SIGTERM", "SIGHUP"):
        if hasattr(signal, name):
            signum = getattr(signal, name)
            previous[signum] = signal.signal(signum, stop)
    return previous


def _stopped(received: list) -> int:
    """The exit status of a stopped run: 128 + the signal's number (130 for Ctrl-C, 143 SIGTERM, 129 SIGHUP)."""
    signum = received[0] if received else signal.SIGINT
    try:
        print("interrupted" if signum == signal.SIGINT else f"stopped by {signal.Signals(signum).name}",
              file=sys.stderr, flush=True)
    except OSError:
        pass
    return 128 + signum
