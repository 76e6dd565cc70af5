"""Independent checks of a game position, written from the spec, not from the engine's code."""

from tripeaks_widget.engine.game import JOKER

# Hand-written (spec §1): which slots cover each slot, and the peaks.
COVERS = {
    0: (3, 4), 1: (5, 6), 2: (7, 8), 3: (9, 10), 4: (10, 11), 5: (12, 13), 6: (13, 14), 7: (15, 16),
    8: (16, 17), 9: (18, 19), 10: (19, 20), 11: (20, 21), 12: (21, 22), 13: (22, 23), 14: (23, 24),
    15: (24, 25), 16: (25, 26), 17: (26, 27),
}
PEAKS = (
    {0, 3, 4, 9, 10, 11, 18, 19, 20},
    {1, 5, 6, 12, 13, 14, 21, 22, 23},
    {2, 7, 8, 15, 16, 17, 24, 25, 26, 27},
)


def state(game):
    """Everything a player can observe, plus the hidden cards: equal states are the same position."""
    return (
        tuple(game.card_at(s) for s in range(28)),
        tuple(game.is_face_up(s) for s in range(28)),
        game.waste,
        game.stock_size,
        game.score,
        tuple(game.history),
        game.status,
        game.cleared_peaks,
        tuple(game.removable_slots()),
    )


def fits(card, top, wrap):
    if top is None or card == JOKER or top == JOKER:
        return True
    d = abs(card.rank - top.rank)
    return d == 1 or (wrap and d == 12)


def expected_app_score(history):
    """The app's score recomputed from the actions alone (spec §5)."""
    score, removed = 500, set()
    for action in history:
        if action == "draw":
            score -= 1
        else:
            removed.add(action)
            score -= 1
            if any(action in peak and peak <= removed for peak in PEAKS):
                score += 100
        score = max(0, score)
    return score


def check_invariants(game, deck_size=52):
    removed = {s for s in range(28) if game.card_at(s) is None}
    assert 28 - len(removed) + len(game.waste) + game.stock_size == deck_size
    cards = [game.card_at(s) for s in range(28) if s not in removed] + list(game.waste)
    cards = [card for card in cards if card != JOKER]  # the jokers of a rule set are alike
    assert len(set(cards)) == len(cards)
    assert sum(card == JOKER for card in game.waste) <= game.rules.jokers
    wrap = game.rule == "easy"
    uncovered = {s for s in range(28) if s not in removed and not set(COVERS.get(s, ())) - removed}
    for s in range(28):
        open_peaks = game.rules.open_peaks
        assert game.is_face_up(s) == (s not in removed and (open_peaks or s in uncovered)), s
        playable = s in uncovered and fits(game.card_at(s), game.waste_top, wrap)
        assert (s in game.removable_slots()) == playable
        assert (game.explain(s) is None) == playable
    assert game.cleared_peaks == tuple(peak <= removed for peak in PEAKS)
    if len(removed) == 28:
        assert game.status == "won"
    elif game.stock_size == 0 and game.redeals_left == 0 and not game.removable_slots():
        assert game.status == "stuck"
    else:
        assert game.status == "playing"
    assert 0 <= game.redeals_left <= game.rules.redeals
    if game.rules.scoring == "app":
        assert game.score == expected_app_score(game.history)
