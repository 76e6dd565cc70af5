"""Property tests (Hypothesis): the public API refuses any input the way docs/engine.md says.

Arbitrary slots, codes, records, languages, rules, variant switches and names,
win-rate and board arguments, and sequences of actions mixed with junk. For
every call:

- only the errors the table in docs/engine.md names for that entry point are raised;
- a message is under 300 characters and names the bad value;
- a refused call (an error, or a falsy ActionResult) leaves every observable
  part of the game unchanged (``apitable.observe``), and of the board too.

Profiles: ``tripeaks`` (the default, bounded, inside ``make test``) and
``deep`` (50 times the examples): ``HYPOTHESIS_PROFILE=deep pytest tests/test_hostile_input.py``.
"""

from __future__ import annotations

import os
import re

import pytest
from apitable import documented, observe, observe_widget
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from tripeaks_widget import (
    ActionResult,
    Card,
    Game,
    GameCode,
    IllegalMoveError,
    InvalidCodeError,
    Rule,
    Rules,
    UnknownLanguageError,
    hint,
    solve,
)
from tripeaks_widget.engine.codes import DEAL_COUNT, number_to_letters
from tripeaks_widget.engine.errors import MAX_MESSAGE, is_listlike, short
from tripeaks_widget.engine.i18n import LANGS
from tripeaks_widget.engine.svg import board_html
from tripeaks_widget.lab import compare

EXAMPLES = 150
settings.register_profile(
    "tripeaks",
    max_examples=EXAMPLES,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.register_profile(
    "deep",
    max_examples=50 * EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "tripeaks"))

# -- strategies ----------------------------------------------------------------------

# Ints past Python's 4300-digit limit for str() are built by a map: Hypothesis' own reprs must not meet them.
HUGE = st.one_of(
    st.sampled_from([2**64, -(2**63), 26**7, 10**30]),
    st.integers(4300, 5200).map(lambda digits: 10**digits + 7),
    st.integers(4300, 5200).map(lambda digits: -(10**digits)),
)
#: Digits a record must not read: superscripts, full-width, Arabic-Indic, Devanagari...
FOREIGN_DIGITS = st.text(alphabet=st.characters(categories=["Nd", "No"], min_codepoint=128), min_size=1, max_size=3)
NON_INT_JUNK = st.one_of(
    st.floats(),
    st.complex_numbers(),
    st.decimals(),
    st.fractions(),
    st.text(max_size=20),
    FOREIGN_DIGITS,
    st.binary(max_size=12),
    st.lists(st.integers(-3, 30), max_size=3),
    st.tuples(st.integers(0, 27)),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
    st.builds(object),
    st.just(...),
    st.just("x" * 10_000),
)
SOME_JUNK = st.one_of(st.booleans(), st.integers(), HUGE, NON_INT_JUNK)
JUNK = st.one_of(st.none(), SOME_JUNK)
SLOTS = st.one_of(st.integers(0, 27), st.integers(-40, 70), JUNK)
#: Mostly real slots, so that sequences of actions get somewhere.
PLAYED_SLOTS = st.one_of(st.integers(0, 27), st.integers(0, 27), st.integers(0, 27), SLOTS)
LANG_VALUES = st.one_of(
    st.sampled_from(LANGS),
    st.sampled_from(["EN", " en", "en ", "de", "<script>", "", "en\x00", "no", "nn", "tr-TR"]),
    st.text(max_size=4),
    JUNK,
)
RULES = st.one_of(
    st.sampled_from(list(Rule)),
    st.sampled_from(["easy", "classic", " Classic ", "EASY", "hard", "e", "c", "", "easy\x00"]),
    st.text(max_size=8),
    JUNK,
)
SWITCHES = ("draw_when_stuck", "open_peaks", "empty_waste")
RULE_SETS = st.builds(
    Rules, king_ace=st.booleans(), draw_when_stuck=st.booleans(), open_peaks=st.booleans(), empty_waste=st.booleans(),
    jokers=st.integers(0, 2), redeals=st.integers(0, 2), scoring=st.sampled_from(["app", "traditional"]),
)
RULE_TEXTS = st.one_of(
    RULE_SETS.map(lambda r: r.text),
    st.lists(st.sampled_from(["easy", "classic", "joker", "jokers=2", "redeals=1", "open-peaks", "standard",
                              "scoring=traditional", "jokers=9", "bogus"]), max_size=4).map(",".join),
    st.text(max_size=20),
    JUNK,
)
CARDS = st.one_of(st.integers(0, 51).map(Card.from_index), JUNK, st.text(max_size=3))


@st.composite
def code_texts(draw, edits: bool = True) -> str:
    """A real code, as typed: any case, blanks around, maybe (``edits``) one character changed, added or dropped."""
    text = f"TP1-{draw(st.sampled_from('ECN'))}-{number_to_letters(draw(st.integers(0, DEAL_COUNT - 1)))}"
    text = "".join(c.lower() if draw(st.booleans()) else c for c in text)
    edit = draw(st.sampled_from(["none", "none", "replace", "insert", "delete"]) if edits else st.just("none"))
    at = draw(st.integers(0, len(text) - 1))
    char = draw(st.characters())
    if edit == "replace":
        text = text[:at] + char + text[at + 1:]
    elif edit == "insert":
        text = text[:at] + char + text[at:]
    elif edit == "delete":
        text = text[:at] + text[at + 1:]
    blanks = st.sampled_from(["", " ", "\t", "\n", "\u3000", "\xa0"])
    return draw(blanks) + text + draw(blanks)


CODES = st.one_of(code_texts(), code_texts(), st.text(alphabet="TP1-ECNAZ ", max_size=16), st.text(max_size=16), JUNK)


def is_code(text: object) -> bool:
    """An independent reading of which codes are good (docs/engine.md, "Deals and codes")."""
    if not isinstance(text, str):
        return False
    core = text.strip()
    return core.isascii() and re.fullmatch(r"TP1-[ECN]-[A-Z]{7}", core.upper()) is not None


def is_action(token: str) -> bool:
    """An independent reading of a record's action: ASCII digits 0-27 (leading zeros allowed), or draw/d."""
    return re.fullmatch(r"(?i:draw|d)|0*(1?[0-9]|2[0-7])", token, flags=re.ASCII) is not None


def legal_line(draw, game: Game, length: int) -> list:
    """A line of legal actions from ``game``, played on it."""
    line = []
    for _ in range(length):
        options = game.removable_slots() + (["draw"] if game.copy().draw() else [])
        if not options:
            break
        action = options[draw(st.integers(0, len(options) - 1))]
        (game.draw() if action == "draw" else game.play(action)).ok or pytest.fail(f"{action} refused")
        line.append(action)
    return line


@st.composite
def records(draw) -> tuple[str, list, int | None]:
    """A record as a teacher pastes it: a legal line spelt freely, maybe with one bad action put in.

    Returns the text, its actions and the place (from 1) of the bad one, or None.
    """
    code = f"TP1-{draw(st.sampled_from('EC'))}-{number_to_letters(draw(st.integers(0, DEAL_COUNT - 1)))}"
    line = legal_line(draw, Game.from_code(code), draw(st.integers(0, 25)))
    tokens = [
        draw(st.sampled_from(["draw", "d", "D", "DRAW", "Draw"])) if a == "draw" else draw(st.sampled_from(["", "0"])) + str(a)
        for a in line
    ]
    bad_at = None
    if draw(st.booleans()):
        bad = draw(st.one_of(FOREIGN_DIGITS, st.integers(28, 10**6).map(str), st.just("9" * 5000),
                             st.sampled_from(["-1", "1.0", "²", "drawn", "x", "+3", "0x1"])))
        bad_at = draw(st.integers(0, len(tokens)))
        tokens.insert(bad_at, bad)
        bad_at += 1
    gap = draw(st.sampled_from([" ", "  ", "\t", "\n", " \u3000"]))
    return f"{code}:{gap}{gap.join(tokens)}", tokens, bad_at


# -- checking one call ------------------------------------------------------------------


def check_call(entry: str, call, args: tuple, watched=None, watch=observe, refusal_watch=None):
    """Run ``call()``: an error must be documented for ``entry``, short, name a bad argument, change nothing.

    A refused action (a falsy ActionResult) must leave ``refusal_watch`` (by
    default all of ``watch``) unchanged: the board shows the refusal's reason,
    but its game does not change. Returns ``(result, error)``.
    """
    refusal_watch = refusal_watch or watch
    before = watch(watched) if watched is not None else None
    game_before = refusal_watch(watched) if watched is not None else None
    try:
        result = call()
    except Exception as error:  # checked below: only documented errors may leave
        allowed = documented(entry)
        assert type(error) in allowed, f"{entry}{short(args)} raised {type(error).__name__}: {error}"
        message = str(error)
        assert 0 < len(message) < MAX_MESSAGE, message
        assert any(short(a) in message for a in args), f"{message!r} names none of {short(args)}"
        if watched is not None:
            assert watch(watched) == before, f"{entry}{short(args)} raised and changed the game"
        return None, error
    if isinstance(result, ActionResult) and not result and watched is not None:
        assert refusal_watch(watched) == game_before, f"{entry}{short(args)} was refused and changed the game"
    return result, None


# -- values ----------------------------------------------------------------------------


@given(code=CODES, rules=st.one_of(RULE_SETS, RULE_SETS, JUNK))
def test_codes(code, rules):
    parsed, error = check_call("GameCode.parse", lambda: GameCode.parse(code), (code,))
    assert (error is None) == is_code(code)
    if parsed is not None:
        assert GameCode.parse(parsed.text) == parsed and GameCode(*parsed) == parsed
    for entry, call in (("Game.from_code", lambda: Game.from_code(code, rules)), ("Game", lambda: Game(code, rules))):
        game, _ = check_call(entry, call, (code, rules))
        if game is not None:
            expected = Rules(king_ace=parsed.rule.wrap) if rules is None else Rules.from_text(rules)
            assert game.game_code == parsed and game.rules == expected and game.moves == 0


@given(number=st.one_of(st.integers(0, DEAL_COUNT - 1), st.integers(), HUGE, JUNK), rule=RULES)
def test_game_codes_and_rules(number, rule):
    code, _ = check_call("GameCode", lambda: GameCode(number, rule), (number, rule))
    good_number = type(number) is int and 0 <= number < DEAL_COUNT
    good_rule = isinstance(rule, str) and rule.strip().lower() in ("easy", "classic")
    assert (code is not None) == (good_number and good_rule)
    if code is not None:
        assert GameCode.parse(str(code)) == code and eval(repr(code)) == code
    coerced, _ = check_call("Rule.coerce", lambda: Rule.coerce(rule), (rule,))
    assert (coerced is not None) == good_rule
    game, _ = check_call("Game.new", lambda: Game.new(rule), (rule,))
    assert (game is not None) == good_rule


@given(switches=st.dictionaries(st.sampled_from(SWITCHES), st.one_of(st.booleans(), JUNK)), text=RULE_TEXTS)
def test_rule_sets(switches, text):
    made, _ = check_call("Rules", lambda: Rules(**switches), tuple(switches.values()))
    assert (made is not None) == all(type(v) is bool for v in switches.values())
    chosen, _ = check_call("Rules.from_text", lambda: Rules.from_text(text), (text,))
    if chosen is not None:
        assert Rules.from_text(chosen.text) == chosen and eval(repr(chosen)) == chosen


def _items(names):
    """The names a variant-names argument holds, as the error names them."""
    if isinstance(names, str):
        return names.split(",")
    return list(names) if is_listlike(names) else []


@settings(max_examples=max(10, settings().max_examples // 3))
@given(lang=LANG_VALUES, slot=PLAYED_SLOTS, line=st.data())
def test_languages_are_checked_first_by_every_function_that_takes_one(lang, slot, line):
    game = Game.from_code("TP1-E-AAAAAAB")
    legal_line(line.draw, game, line.draw(st.integers(0, 30)))
    good = isinstance(lang, str) and lang in LANGS
    result = game.play(slot) if type(slot) is int and 0 <= slot < 28 else game.draw()
    calls = {
        "Game.explain": (lambda: game.explain(slot, lang), (slot, lang)),
        "Game.describe": (lambda: game.describe(lang), (lang,)),
        "Game.status_message": (lambda: game.status_message(lang), (lang,)),
        "Game.rule_name": (lambda: game.rule_name(lang), (lang,)),
        "ActionResult.message": (lambda: result.message(lang), (lang,)),
        "board_html": (lambda: board_html(game, lang), (lang,)),
    }
    for entry, (call, args) in calls.items():
        _, error = check_call(entry, call, args, game)
        assert (type(error) is UnknownLanguageError) == (not good), (entry, lang, error)


@given(data=st.data())
def test_records(data):
    text, tokens, bad_at = data.draw(records())
    game, error = check_call("Game.from_record", lambda: Game.from_record(text), (text, *tokens))
    if game is not None:
        assert bad_at is None or len(game.history) == len(tokens)  # the "bad" token happened to be legal
        assert Game.from_record(game.record()).record() == game.record()
        assert len(game.history) == len(tokens)
        return
    assert type(error) is IllegalMoveError, error
    place = int(re.match(r"action (\d+) of the record, ", str(error)).group(1))
    assert f", {short(tokens[place - 1])}, " in str(error)
    assert bad_at is not None and place >= bad_at  # everything before the bad action is legal
    readable = is_action(tokens[place - 1])
    assert ("is not an action" in str(error)) != readable and ("cannot be played" in str(error)) == readable
    code = text.partition(":")[0]
    Game.replay(code, tokens[: place - 1])  # the actions before the one named replay fine
    replayed, again = check_call("Game.replay", lambda: Game.replay(code, tokens), (tokens, *tokens))
    assert replayed is None and str(again) == str(error)


@given(record=st.one_of(st.text(max_size=60), CODES, JUNK), actions=st.one_of(st.lists(SLOTS, max_size=6), JUNK))
def test_arbitrary_records_and_action_lists(record, actions):
    check_call("Game.from_record", lambda: Game.from_record(record), (record, *_tokens(record)))
    items = list(actions) if is_listlike(actions) else actions.split() if isinstance(actions, str) else []
    check_call("Game.replay", lambda: Game.replay("TP1-C-AAAAAAB", actions), (actions, *items))


def _tokens(value):
    """What an error about the record ``value`` may name: its code part or one of its actions."""
    return [value.partition(":")[0], *value.partition(":")[2].split()] if isinstance(value, str) else []


# compare's work stays bounded: any valid deals are 0-2 games, in this thread, no progress bar.
@given(
    rule_sets=st.one_of(RULE_TEXTS, st.lists(RULE_TEXTS, max_size=2)),
    players=st.one_of(st.sampled_from(["greedy", "random", "golfer"]), st.lists(st.sampled_from(["greedy", "random"]),
                                                                                 max_size=2), JUNK),
    deals=st.one_of(st.integers(0, 2), st.integers(max_value=-1), st.booleans(), NON_INT_JUNK,
                    st.lists(st.integers(DEAL_COUNT - 3, DEAL_COUNT + 3), max_size=2)),
)
def test_compare_checks_every_argument_before_any_work(rule_sets, players, deals):
    args = (rule_sets, players, deals, *_flat(rule_sets), *_flat(players), *_flat(deals))
    table, _ = check_call("compare", lambda: compare(rule_sets, players, deals, "inline", progress=False), args)
    if table is not None:
        assert all(0 <= row.won <= row.games <= 2 for row in table.rows)


def _flat(value):
    items = list(value) if is_listlike(value) else [value]
    return items + [name for item in items for name in _items(item)]


# -- sequences of actions mixed with junk --------------------------------------------------


STEPS = st.one_of(
    st.tuples(st.just("legal"), st.integers(0, 30)),  # the n-th legal action, so games reach their end
    st.tuples(st.just("legal"), st.integers(0, 30)),
    st.tuples(st.just("Game.play"), PLAYED_SLOTS),
    st.tuples(st.just("Game.draw")),
    st.tuples(st.just("Game.undo")),
    st.tuples(st.just("Game.explain"), SLOTS, LANG_VALUES),
    st.tuples(st.just("Game.describe"), LANG_VALUES),
    st.tuples(st.just("Game.status_message"), LANG_VALUES),
    st.tuples(st.just("Game.rule_name"), LANG_VALUES),
    st.tuples(st.just("ActionResult.message"), LANG_VALUES),
    st.tuples(st.sampled_from(["Game.card_at", "Game.is_removed", "Game.is_covered", "Game.is_face_up"]), SLOTS),
    st.tuples(st.just("Game.fits"), CARDS),
    st.tuples(st.just("board_html"), st.one_of(JUNK, st.just("game")), LANG_VALUES),
    st.tuples(st.just("solve"), JUNK),
    # Budgets stay small (None, no limit, is left out: a fair hint could then take seconds).
    st.tuples(
        st.just("hint"),
        st.one_of(st.integers(1, 300), st.integers(-3, 0), SOME_JUNK),
        st.one_of(st.booleans(), JUNK),
    ),
)


def _game_call(game: Game, last: ActionResult, entry: str, args: tuple):
    name = entry.split(".")[-1]
    if entry == "ActionResult.message":
        return lambda: last.message(*args)
    if entry == "board_html":
        target, lang = args
        return lambda: board_html(game if target == "game" else target, lang)
    if entry == "solve":
        return lambda: solve(args[0])
    if entry == "hint":
        return lambda: hint(game, *args)
    return lambda: getattr(game, name)(*args)


@given(code=code_texts(edits=False), rules=RULE_SETS, data=st.data())
def test_sequences_of_actions_with_junk(code, rules, data):
    rules = rules.replace(king_ace=GameCode.parse(code).rule.wrap)
    game = Game.from_code(code, rules)
    last = game.undo()
    # Start anywhere in a game, its end included: along a random line, or along the solver's winning line.
    winning = data.draw(st.booleans()) and solve(game)
    if winning:
        for action in winning[: data.draw(st.one_of(st.just(len(winning)), st.integers(0, len(winning))))]:
            (game.draw() if action == "draw" else game.play(action)).ok or pytest.fail(f"{action} refused")
    else:
        legal_line(data.draw, game, data.draw(st.integers(0, 60)))
    steps = data.draw(st.lists(STEPS, min_size=5, max_size=30))
    for entry, *args in steps:
        if entry == "legal":
            options = game.removable_slots() + (["draw"] if game.stock_size and game.status != "won" else [])
            if not options:
                continue
            action = options[args[0] % len(options)]
            entry, args = ("Game.draw", []) if action == "draw" else ("Game.play", [action])
        moves, history = game.moves, game.history
        result, error = check_call(entry, _game_call(game, last, entry, tuple(args)), tuple(args), game)
        if isinstance(result, ActionResult):
            last = result
            if not result:
                event(f"refused {result.reason}")
            if result and entry != "Game.undo":
                assert game.moves == moves + 1 and game.history == history + [result.action]
            elif result:
                assert game.moves == moves and game.history == history[:-1]
        assert game.score == game.copy().score  # copies agree
    assert Game.from_record(game.record(), rules).record() == game.record()
    event(f"ends {game.status}")


# -- the board --------------------------------------------------------------------------


BOARD_STEPS = st.one_of(
    st.tuples(st.just("TriPeaksWidget.play"), PLAYED_SLOTS),
    st.tuples(st.just("TriPeaksWidget.draw")),
    st.tuples(st.just("TriPeaksWidget.undo")),
    st.tuples(st.just("TriPeaksWidget.new_game"), st.one_of(st.none(), CODES), RULES),
    st.tuples(st.just("TriPeaksWidget.lang"), LANG_VALUES),
    st.tuples(st.just("TriPeaksWidget.error_help"), st.one_of(st.booleans(), JUNK)),
    st.tuples(st.just("TriPeaksWidget.game"), st.one_of(JUNK, st.just("a game"))),
)


@settings(max_examples=max(10, settings().max_examples // 4))
@given(
    code=st.one_of(st.none(), CODES),
    lang=LANG_VALUES,
    error_help=st.one_of(st.booleans(), JUNK),
    rule=RULES,
    rules=st.one_of(st.none(), RULE_SETS, RULE_TEXTS),
    budget=st.one_of(st.none(), st.integers(1, 10**6), st.integers(-3, 0), JUNK),
    fair=st.one_of(st.booleans(), JUNK),
    steps=st.lists(BOARD_STEPS, max_size=12),
)
def test_the_board(code, lang, error_help, rule, rules, budget, fair, steps):
    from tripeaks_widget import TriPeaksWidget

    args = (code, lang, error_help, rule, rules, budget, fair, *_flat(rules))
    widget, _ = check_call(
        "TriPeaksWidget",
        lambda: TriPeaksWidget(code, lang, error_help, rule=rule, rules=rules, hint_budget=budget, fair_hints=fair),
        args,
    )
    if widget is None:
        widget = TriPeaksWidget("TP1-E-AAAAAAB")
    for entry, *values in steps:
        name = entry.split(".")[1]
        if name in ("lang", "error_help", "game"):
            value = Game.new() if values[0] == "a game" else values[0]
            call = lambda: setattr(widget, name, value)  # noqa: E731
        else:
            call = lambda: getattr(widget, name)(*values)  # noqa: E731
        check_call(entry, call, tuple(values), widget, observe_widget, lambda w: observe(w.game))
        assert widget.state["code"] == widget.game.code and widget.state["lang"] in LANGS


def test_the_profiles_are_registered():
    assert settings.get_profile("tripeaks").max_examples == EXAMPLES
    assert settings.get_profile("deep").max_examples == 50 * EXAMPLES
