"""Moves the texts dictionaries ``{key: {"en", "tr", "nb"}}`` of the package into the gettext catalogues.

One run reads every texts dictionary in ``tripeaks_widget/`` (from the source, by its
syntax tree: nothing is imported), writes ``tripeaks_widget/locale/tripeaks.pot`` (the
English source) and ``tripeaks_widget/locale/<lang>/LC_MESSAGES/tripeaks.po`` for tr
and nb, and then takes the dictionaries out of the code:

- each module-level ``NAME = {key: {"en": …, "tr": …, "nb": …}, …}`` is removed, with its
  ``register(NAME)`` call and the imports that only served it (``from ..engine.i18n
  import register``, ``from .rule_texts import RULE_MESSAGES``) and ``i18n.register``
  itself;
- a module left with nothing but its docstring and imports is deleted, and the
  ``from . import texts, …`` lines that loaded it lose its name.

Entries keep the order of the code (layer by layer: engine, lab, coach, board,
lessons; the dictionary's own order inside), the comments written above a key
(``#.`` lines for the translator) and the module's docstring on its first entry.
Texts that today are one key per count become one entry with plural forms
(``PLURALS``): msgid and msgid_plural in English, ``msgstr[0]``/``msgstr[1]`` in tr and
nb; t() takes the count from the field ``n``.

Catalogues that exist already are kept: a key found in a dictionary is added to them
(or replaces its entry), so running the script again on a converted tree rewrites the
same files. The output depends only on the source: no dates, no versions.

Usage: python scripts/catalogue_convert.py [--check]
  --check: write nothing; exit 1 when a texts dictionary is left in the package.
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

import polib

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "tripeaks_widget"
sys.path.insert(0, str(ROOT))

from hatch_build import DOMAIN, LOCALE, catalogue_header, catalogue_title  # noqa: E402

SOURCE_LANG = "en"
TRANSLATIONS = ("tr", "nb")
LANGS = {SOURCE_LANG, *TRANSLATIONS}
#: The layers in the order they import one another (tests/test_engine_imports.py): the catalogue's order.
LAYERS = ("engine", "solver", "lab", "coach", "board", "lessons")
#: new key -> (the key of the text for one, the key of the text for more than one).
#: A note for the translator on each plural text.
PLURAL_NOTES = {
    "rs_jokers_explain": "n is 1 or 2: a rule set has at most two jokers, and the texts say the number in words.",
    "rs_redeals_explain": "n is the number of redeals, 1 to 10.",
    "coach_summary_gap": "n is the number of moves listed in {moves}.",
}
PLURALS = {
    "cards": ("cards_one", "cards_many"),
    "coach_points": ("coach_points_one", "coach_points_many"),
    "coach_summary_gap": ("coach_summary_gap_one", "coach_summary_gap_many"),
    "rs_jokers": ("rs_jokers_1", "rs_jokers_2"),
    "rs_jokers_explain": ("rs_jokers_1_explain", "rs_jokers_2_explain"),
    "rs_redeals": ("rs_redeals_1", "rs_redeals_n"),
    "rs_redeals_explain": ("rs_redeals_1_explain", "rs_redeals_n_explain"),
}
#: Where imports of a deleted texts module are taken out, and leftovers looked for.
SEARCHED = ("tripeaks_widget", "tests", "scripts", "bench")
FIELD = re.compile(r"(?<!\{)\{(\w+)[^{}]*\}")


class ConvertError(Exception):
    pass


@dataclass
class Text:
    key: str
    texts: dict[str, str]
    comments: list[str] = field(default_factory=list)


@dataclass
class TextsDict:
    """One module-level texts dictionary: where it is and what it holds (spreads still unresolved)."""

    path: Path
    name: str
    node: ast.stmt
    items: list[Text | str]  # a Text, or the name of a dictionary spread into this one (**NAME)


# -- reading the dictionaries ------------------------------------------------------------------------------------

def _is_texts_value(node: ast.expr) -> bool:
    """``{"en": …, "tr": …, "nb": …}``, or one that lacks a language (an error, named by read_dicts)."""
    keys = {k.value if isinstance(k, ast.Constant) else None for k in getattr(node, "keys", [None])}
    return isinstance(node, ast.Dict) and "en" in keys and keys <= LANGS


def _is_texts_dict(node: ast.expr) -> bool:
    if not isinstance(node, ast.Dict) or not node.keys:
        return False
    texts = 0
    for key, value in zip(node.keys, node.values):
        if key is None:
            if not isinstance(value, ast.Name):
                return False
        elif isinstance(key, ast.Constant) and isinstance(key.value, str) and _is_texts_value(value):
            texts += 1
        else:
            return False
    return texts > 0 or all(k is None for k in node.keys)


def _comments_above(lines: list[str], first: int, stop: int) -> list[str]:
    """The ``#`` comment lines right above line ``first`` (1-based), not above ``stop``."""
    found = []
    number = first - 1
    while number > stop and lines[number - 1].strip().startswith("#"):
        found.insert(0, lines[number - 1].strip()[1:].strip())
        number -= 1
    return found


def _note(comment: str) -> str:
    """A code comment as a note for the translator: without the texts modules it points to (they are gone)."""
    return re.sub(r"\s+in\s+(``)?(\w+/)?\w*texts\.py(``)?", "", comment)


def _trailing_comment(line: str) -> str | None:
    match = re.search(r"""[}\]"']\s*,?\s*#\s*(.*)$""", line)
    return match.group(1).strip() if match else None


def _statement_name(node: ast.stmt) -> tuple[str, ast.expr] | None:
    if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
        return node.targets[0].id, node.value
    if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value is not None:
        return node.target.id, node.value
    return None


def read_dicts(path: Path) -> list[TextsDict]:
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    found = []
    for node in ast.parse(source).body:
        named = _statement_name(node)
        if not named or not _is_texts_dict(named[1]):
            continue
        name, value = named
        items: list[Text | str] = []
        previous_end = value.lineno
        for key, item in zip(value.keys, value.values):
            if key is None:
                items.append(item.id)
            else:
                texts = ast.literal_eval(item)
                if set(texts) != LANGS or not all(isinstance(v, str) for v in texts.values()):
                    raise ConvertError(f"{path.relative_to(ROOT)}:{key.lineno}: catalogue text {key.value!r} needs "
                                       f"a text in each of {', '.join(sorted(LANGS))}")
                comments = _comments_above(lines, key.lineno, previous_end)
                trailing = _trailing_comment(lines[item.end_lineno - 1])
                if trailing:
                    comments.append(trailing)
                items.append(Text(key.value, {lang: texts[lang] for lang in ("en", *TRANSLATIONS)},
                                  [_note(c) for c in comments]))
            previous_end = item.end_lineno
        found.append(TextsDict(path, name, node, items))
    return found


def _layer_order(path: Path) -> tuple:
    parts = path.relative_to(PACKAGE).parts
    layer = LAYERS.index(parts[0]) if parts[0] in LAYERS else len(LAYERS)
    return (layer, parts)


def _docstring(path: Path) -> list[str]:
    """A texts module's docstring as notes for the translator, one paragraph a line, without what the
    conversion makes untrue (how the module registered its texts)."""
    if not path.name.endswith("texts.py"):
        return []
    text = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
    notes = []
    for paragraph in re.split(r"\n\s*\n", text):
        sentences = re.split(r"(?<=[.;])\s+(?=[A-Z`(\"])", " ".join(paragraph.split()))
        kept = [s for s in sentences if not re.search(r"regist|i18n|kept apart|part of the message catalogue", s, re.I)]
        if kept:
            notes.append(_note(" ".join(kept)))
    return notes


def collect(package: Path = PACKAGE) -> tuple[list[Text], list[TextsDict]]:
    """Every text of the package's dictionaries in the catalogue's order, and the dictionaries."""
    dicts = [d for path in sorted(package.rglob("*.py"), key=_layer_order) for d in read_dicts(path)]
    by_name: dict[str, list[TextsDict]] = {}
    for d in dicts:
        by_name.setdefault(d.name, []).append(d)
    spread = {item for d in dicts for item in d.items if isinstance(item, str)}
    for name in spread:
        if len(by_name.get(name, [])) != 1:
            raise ConvertError(f"**{name} is spread into a texts dictionary, but {len(by_name.get(name, []))} "
                               "module-level dictionaries have that name")

    def expand(d: TextsDict, seen: tuple[str, ...]) -> list[Text]:
        if d.name in seen:
            raise ConvertError(f"texts dictionary {d.name} spreads itself")
        out = []
        for item in d.items:
            out += expand(by_name[item][0], (*seen, d.name)) if isinstance(item, str) else [item]
        return out

    texts: dict[str, Text] = {}
    for d in dicts:
        if d.name in spread:
            continue  # written where it is spread
        block = expand(d, ())
        where = d.path.relative_to(ROOT).as_posix()
        if block:
            block[0].comments[:0] = _docstring(d.path)
        for text in block:
            if text.key in texts and texts[text.key].texts != text.texts:
                raise ConvertError(f"catalogue text {text.key!r} has two different texts ({where})")
            texts.setdefault(text.key, text)
    return list(texts.values()), dicts


# -- plural forms ------------------------------------------------------------------------------------------------

def _with_count(text: str, number: str) -> str:
    """``text`` with its one written count ``number`` as the field ``{n}`` (unchanged if it has {n} or no count)."""
    if "{n}" in text:
        return text
    found = re.findall(rf"(?<![\w{{]){number}(?![\w}}])", text)
    return re.sub(rf"(?<![\w{{]){number}(?![\w}}])", "{n}", text) if len(found) == 1 else text


def merge_plurals(texts: list[Text]) -> list[tuple[Text, Text | None]]:
    """(text, its plural) pairs, the plural forms of ``PLURALS`` merged at the place of their first key."""
    by_key = {text.key: text for text in texts}
    part_of = {key: new for new, keys in PLURALS.items() for key in keys}
    out: list[tuple[Text, Text | None]] = []
    for text in texts:
        new = part_of.get(text.key)
        if new is None:
            out.append((text, None))
            continue
        one_key, many_key = PLURALS[new]
        if text.key != one_key and one_key in by_key:
            continue  # merged at the place of the first
        if one_key not in by_key or many_key not in by_key:
            missing = many_key if one_key in by_key else one_key
            raise ConvertError(f"plural text {new!r}: {missing!r} is missing beside {text.key!r}")
        one, many = by_key[one_key], by_key[many_key]
        one_texts = {lang: _with_count(value, "1") for lang, value in one.texts.items()}
        many_texts = {lang: _with_count(value, "2") for lang, value in many.texts.items()}
        notes = one.comments + [c for c in many.comments if c not in one.comments] + (
            [PLURAL_NOTES[new]] if new in PLURAL_NOTES else [])
        out.append((Text(new, one_texts, notes), Text(new, many_texts)))
    return out


# -- writing the catalogues --------------------------------------------------------------------------------------

def _flags(*english: str) -> list[str]:
    return ["python-brace-format"] if any(FIELD.search(text) for text in english) else []


def _new_file(lang: str | None) -> polib.POFile:
    po = polib.POFile(wrapwidth=100)
    po.header = catalogue_title(lang)
    po.metadata = catalogue_header(lang)
    return po


def _read(path: Path) -> polib.POFile | None:
    return polib.pofile(str(path), wrapwidth=100) if path.is_file() else None


def write_catalogues(pairs: list[tuple[Text, Text | None]], locale: Path = ROOT / LOCALE) -> list[Path]:
    template_path = locale / f"{DOMAIN}.pot"
    paths = {lang: locale / lang / "LC_MESSAGES" / f"{DOMAIN}.po" for lang in TRANSLATIONS}
    template = _read(template_path) or _new_file(None)
    files = {lang: _read(path) or _new_file(lang) for lang, path in paths.items()}
    for text, plural in pairs:
        english = text.texts[SOURCE_LANG]
        entry = dict(msgctxt=text.key, msgid=english, comment="\n".join(text.comments),
                     flags=_flags(english, *([plural.texts[SOURCE_LANG]] if plural else [])))
        if plural:
            entry["msgid_plural"] = plural.texts[SOURCE_LANG]
        _put(template, polib.POEntry(**entry, **({"msgstr_plural": {0: "", 1: ""}} if plural else {"msgstr": ""})))
        for lang, po in files.items():
            if plural:
                _put(po, polib.POEntry(**entry, msgstr_plural={0: text.texts[lang], 1: plural.texts[lang]}))
            else:
                _put(po, polib.POEntry(**entry, msgstr=text.texts[lang]))
    locale.mkdir(parents=True, exist_ok=True)
    template.save(str(template_path))
    for lang, po in files.items():
        paths[lang].parent.mkdir(parents=True, exist_ok=True)
        po.save(str(paths[lang]))
    linguas = locale / "LINGUAS"
    if not linguas.is_file():
        linguas.write_text("".join(f"{lang}\n" for lang in TRANSLATIONS), encoding="utf-8")
    return [template_path, *paths.values(), linguas]


def _put(po: polib.POFile, entry: polib.POEntry) -> None:
    """Adds ``entry``, or replaces the entry of the same key in place."""
    for index, old in enumerate(po):
        if old.msgctxt == entry.msgctxt:
            po[index] = entry
            return
    po.append(entry)


# -- taking the dictionaries out of the code ---------------------------------------------------------------------

def _lines_of(node: ast.AST) -> set[int]:
    return set(range(node.lineno, node.end_lineno + 1))


def strip_module(path: Path, names: set[str], all_names: set[str]) -> str | None:
    """The module's source without its texts dictionaries ``names`` and what served them (None: delete it).

    ``all_names``: every texts dictionary of the package (an import of one of them goes too)."""
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines(keepends=True)
    tree = ast.parse(source)
    drop: set[int] = set()
    kept_body = []
    for node in tree.body:
        named = _statement_name(node)
        call = node.value if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call) else None
        if named and named[0] in names:
            drop |= _lines_of(node)
        elif (call and isinstance(call.func, ast.Name) and call.func.id == "register"
              and all(isinstance(a, ast.Name) and a.id in names for a in call.args)):
            drop |= _lines_of(node)
        elif (isinstance(node, ast.FunctionDef) and node.name == "register"
              and path == PACKAGE / "engine" / "i18n.py"):
            drop |= _lines_of(node) | set(range(node.lineno - len(node.decorator_list), node.lineno))
        else:
            kept_body.append(node)
    # Names still used once the dictionaries and register calls are gone.
    remaining = "".join(line for number, line in enumerate(lines, 1) if number not in drop)
    still_used = {n.id for n in ast.walk(ast.parse(remaining)) if isinstance(n, ast.Name)}
    body = []
    replace: dict[int, str] = {}
    for node in kept_body:
        if not isinstance(node, ast.ImportFrom):
            body.append(node)
            continue
        served = [a for a in node.names if (a.asname or a.name) in {"register", *all_names}
                  and (a.asname or a.name) not in still_used]
        if len(served) == len(node.names):
            drop |= _lines_of(node)
            continue
        body.append(node)
        if served:  # keep the other names of the import
            kept = ", ".join(a.name + (f" as {a.asname}" if a.asname else "") for a in node.names if a not in served)
            drop |= _lines_of(node)
            replace[node.lineno] = f"from {'.' * node.level}{node.module or ''} import {kept}\n"
    essential = [n for n in body if not (
        isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant) and isinstance(n.value.value, str))
        and not (isinstance(n, ast.ImportFrom) and n.module == "__future__")]
    if not essential:
        return None
    out = [replace.get(number, line) for number, line in enumerate(lines, 1)
           if number not in drop or number in replace]
    return re.sub(r"\n{4,}", "\n\n\n", "".join(out)).rstrip("\n") + "\n"


def _dotted(path: Path) -> str:
    return path.relative_to(ROOT).with_suffix("").as_posix().replace("/", ".")


def _imported_from(path: Path, node: ast.ImportFrom) -> str:
    """The dotted package an ``from … import`` statement of ``path`` imports from."""
    if not node.level:
        return node.module or ""
    package = _dotted(path).split(".")[:-1]  # a module's package, or an __init__'s own
    package = package[: len(package) - (node.level - 1)]
    return ".".join(package + ([node.module] if node.module else []))


def drop_module_imports(path: Path, deleted: set[str]) -> str | None:
    """``path`` without its imports of the deleted modules ``deleted`` (dotted names) that only loaded them
    (``from . import texts, …``, ``from tripeaks_widget.board import texts as _t``); None: unchanged.
    A name still used in the file is left for ``leftovers`` to report."""
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines(keepends=True)
    tree = ast.parse(source)
    used = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    changed = False
    for node in reversed(tree.body):
        if not isinstance(node, ast.ImportFrom):
            continue
        base = _imported_from(path, node)
        gone = [a for a in node.names if f"{base}.{a.name}" in deleted and (a.asname or a.name) not in used]
        if not gone:
            continue
        changed = True
        kept = [a for a in node.names if a not in gone]
        start, end = node.lineno - 1, node.end_lineno
        if kept:
            comment = _trailing_comment(lines[end - 1])
            names = ", ".join(a.name + (f" as {a.asname}" if a.asname else "") for a in kept)
            text = f"from {'.' * node.level}{node.module or ''} import {names}"
            lines[start:end] = [text + (f"  # {comment}" if comment else "") + "\n"]
        else:
            del lines[start:end]
    return "".join(lines) if changed else None


def strip_code(dicts: list[TextsDict]) -> tuple[list[Path], list[Path]]:
    """Takes the dictionaries out of the package: (changed modules, deleted modules)."""
    all_names = {d.name for d in dicts}
    by_path: dict[Path, set[str]] = {}
    for d in dicts:
        by_path.setdefault(d.path, set()).add(d.name)
    changed, deleted = [], []
    for path, names in sorted(by_path.items()):
        new = strip_module(path, names, all_names)
        if new is None:
            path.unlink()
            deleted.append(path)
        else:
            path.write_text(new, encoding="utf-8")
            changed.append(path)
    gone = {_dotted(path) for path in deleted}
    for folder in SEARCHED:
        for path in sorted((ROOT / folder).rglob("*.py")):
            new = drop_module_imports(path, gone) if gone and path.resolve() != Path(__file__).resolve() else None
            if new is not None:
                path.write_text(new, encoding="utf-8")
                changed.append(path)
    return sorted(set(changed)), deleted


def leftovers(deleted: list[Path], dict_names: set[str]) -> list[str]:
    """Places outside the package that still name a deleted module or a removed dictionary."""
    modules = {_dotted(p) for p in deleted}
    names = re.compile(r"\b(" + "|".join(map(re.escape, sorted(dict_names | {"register"}))) + r")\b")
    if not dict_names:
        names = re.compile("(?!)")
    stems = re.compile(r"\bimport\b.*\b(" + "|".join(sorted({re.escape(p.stem) for p in deleted} or {"(?!)"})) + r")\b")
    split = re.compile(r"""["'](""" + "|".join(k for keys in PLURALS.values() for k in keys) + r""")["']|rs_jokers_\{""")
    found = []
    for folder in SEARCHED:
        for path in sorted((ROOT / folder).rglob("*.py")):
            if path == Path(__file__).resolve():
                continue
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                code = line.split("#")[0]
                if (re.search(r"\bi18n\b.*\bregister\b|\b(MESSAGES|\w+_MESSAGES)\b", code) and names.search(code)
                        or any(m in code for m in modules) or stems.search(code) and ("from ." in code or "tripeaks_widget" in code)
                        or split.search(code)):  # a key that is now one entry with plural forms
                    found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if a texts dictionary is left")
    args = parser.parse_args(argv)
    try:
        texts, dicts = collect()
        if args.check:
            for d in dicts:
                print(f"{d.path.relative_to(ROOT)}:{d.node.lineno}: texts dictionary {d.name}")
            return 1 if dicts else 0
        pairs = merge_plurals(texts)
        written = write_catalogues(pairs)
        changed, deleted = strip_code(dicts)
    except ConvertError as exc:
        print(f"catalogue_convert: {exc}", file=sys.stderr)
        return 1
    print(f"{len(pairs)} entries ({sum(1 for _, p in pairs if p)} with plural forms) from "
          f"{len(dicts)} dictionaries")
    for path in written:
        print(f"wrote {path.relative_to(ROOT)}")
    for path in changed:
        print(f"changed {path.relative_to(ROOT)}")
    for path in deleted:
        print(f"deleted {path.relative_to(ROOT)}")
    left = leftovers(deleted, {d.name for d in dicts})
    for line in left:
        print(f"still names a removed module or dictionary: {line}", file=sys.stderr)
    return 1 if left else 0


if __name__ == "__main__":
    raise SystemExit(main())
