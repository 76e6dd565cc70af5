"""The numbers a text names, as digits or as words, and the value of a sum written out ("52 - 28 - 1")."""

from __future__ import annotations

import math
import re

from ..numberwords import WEAK_ONES, read_words
from .text import words

__all__ = ["MAX_DIGITS", "NUMBER", "evaluate", "mentions", "to_number"]

#: A number in digits, with its sign and a decimal point or comma: "23", "-204", "27,5".
NUMBER = re.compile(r"(?<![\d.,])[-+−]?\d+(?:[.,]\d+)?(?![\d])")
#: A number too long to be anyone's answer is read as "a huge number" (never handed to int()).
MAX_DIGITS = 30


def to_number(digits: str) -> int | float:
    """The value of a number in digits ("27,5" -> 27.5); one too long to be an answer is infinite."""
    text = digits.replace("−", "-").replace(",", ".")
    sign = -1 if text.startswith("-") else 1
    body = text.lstrip("+-")
    whole = body.split(".")[0].lstrip("0")
    if len(whole) > MAX_DIGITS:
        return sign * math.inf
    value = float(body) if "." in body else int(body)
    return sign * value


def evaluate(expression: str) -> float | None:
    """A sum, difference, product or quotient of plain numbers ("52 - 28 - 1"), left to right by precedence."""
    tokens = re.findall(r"\d+(?:[.,]\d+)?|[-+−*×x/]", expression.replace(" ", ""))
    try:
        values: list[float] = []
        sign = 1
        if tokens and tokens[0] in "-+−":
            sign = -1 if tokens.pop(0) != "+" else 1
        values.append(sign * to_number(tokens.pop(0)))
        while tokens:
            op, number = tokens.pop(0), to_number(tokens.pop(0))
            if op in "*×x":
                values[-1] *= number
            elif op == "/":
                values[-1] = values[-1] / number
            else:
                values.append(number if op == "+" else -number)
        total = sum(values)
    except (ZeroDivisionError, IndexError, OverflowError, ValueError):
        return None
    if math.isnan(total):
        return None
    return int(total) if float(total).is_integer() and abs(total) < 1e15 else total


def mentions(text: str, lang: str) -> list[int | float]:
    """Every number the text names, as digits or words, in order; a lone article-like "en"/"bir" last."""
    found: list[int | float] = []
    weak: list[int] = []
    for match in NUMBER.finditer(text):
        found.append(to_number(match.group()))
    run: list[str] = []
    for word in words(NUMBER.sub(" | ", text)) + ["|"]:
        if word != "|" and (read_words([word], lang) or run and word in ("og", "and") and lang != "tr"):
            run.append(word)
            continue
        while run and run[-1] in ("og", "and"):
            run.pop()
        if len(run) == 1 and run[0] in WEAK_ONES:
            weak.append(1)
        elif run:
            found.extend(read_words(run, lang))
            if word in ("bucuk", "buçuk") and found:  # "yirmi yedi buçuk": and a half
                found[-1] += 0.5
        run = []
    return found or weak
