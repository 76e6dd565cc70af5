/* The cuts of the exact search on any layout (_anycore.h, which includes this after
 * its AnyDeal): each a proof that a state cannot be won, or 0, from what is left.
 * They only cut states that are lost, so the search returns the same line as
 * anylayout.py's solve_any, sooner. */
#ifndef TRIPEAKS_ANYCUTS_H
#define TRIPEAKS_ANYCUTS_H

/* A proof that (removed, k) cannot be won, or 0.  Every card must be played some
 * time, onto the card played or drawn just before it.  A card that cannot be
 * played now needs one it fits on played later: a card still in the layout that it
 * does not cover (those come after it), or a card still in the stock.  When a card
 * has none, the state is lost.  It only cuts states that are lost, so the search
 * finds the same line as anylayout.py's, sooner. */
static int any_hopeless(const AnyDeal *d, uint64_t removed, int k, uint64_t playable) {
    uint64_t left = ~removed & d->full;
    for (uint64_t rest = left & ~playable; rest; rest &= rest - 1) {
        int s = any_lowest(rest);
        if (!(left & d->onto[s] & ~d->after[s]) && d->last_onto[s] < k) return 1;
    }
    return 0;
}

/* A proof that (removed, k) cannot come down to d->goal cards left, or 0 (any_fewest's
 * search): the cards any_hopeless finds, which can never be played, stay, and so does
 * every card they cover; when they are more than the goal, the state falls short. */
static int any_goal_lost(const AnyDeal *d, uint64_t removed, int k, uint64_t playable) {
    uint64_t left = ~removed & d->full, stay = 0;
    for (uint64_t rest = left & ~playable; rest; rest &= rest - 1) {
        int s = any_lowest(rest);
        if (!(left & d->onto[s] & ~d->after[s]) && d->last_onto[s] < k) stay |= (uint64_t)1 << s | d->after[s];
    }
    return any_count(stay & left) > d->goal;
}

/* A proof that (removed, k == n, top) cannot be won, or 0, from the ranks left alone.
 * With the stock spent, the cards left are played in one run, each onto the one
 * before it: a walk from the top's rank through the ranks, one step up or down
 * (round the corner from King to Ace when wrap), visiting each rank as often as
 * cards of it are left.  Such a walk, ending on some rank e, crosses each edge
 * (r, r + 1) some e_r >= 0 times, with e_{r-1} + e_r = 2 cnt[r] + [r = top] - [r = e]
 * at every rank, and its edges join every rank it visits.  The end is the rank of a
 * card left that covers none left (what it covers comes after it), and the order of
 * the ranks' windows (any_windows_ok) must let each card left go before the ones it
 * covers.  When no end e allows all that, the state is lost.  Jokers (rank 0) fit
 * anywhere: a state with one left is not judged; nor an empty pile (the walk's start
 * is free), nor nothing-on-king (a King there ends the run).  Like any_hopeless it
 * only cuts states that are lost.  The ends are tried from the one that did last
 * (the answer is the same, found sooner).  With cards still in the stock,
 * any_short_lost below does the like. */
/* Whether a card of rank end left covers no card left: the run can end on it (what
 * it covers comes after it). */
static inline int any_can_end(const AnyDeal *d, uint64_t left, int end) {
    for (uint64_t rest = left & d->of_rank[end]; rest; rest &= rest - 1)
        if (!(d->after[any_lowest(rest)] & left)) return 1;
    return 0;
}

/* The walk's ranks in a line, seq[0..len-1] (a path of the rank graph holding the top
 * and the end); once[i]: the edge between seq[i] and seq[i + 1] is crossed once.  Such
 * an edge lies between the top and the end and is crossed for good, so the walk's
 * ranks fall into windows of time, one after the other: the top's side first, then
 * from one such edge to the next, the ranks beyond the end with it.  A card left
 * covering a card left is played before it, so its rank's window may not come after
 * the other's (pairs[]).  0 when some pair breaks that. */
static int any_windows_ok(const AnyDeal *d, const int *seq, const int *once, int len, int top, int end) {
    int at_top = -1, at_end = -1, window[15] = {0}, upto[13] = {0}, w = 0;
    for (int i = 0; i < len; i++) {
        if (seq[i] == top) at_top = i;
        if (seq[i] == end) at_end = i;
    }
    if (at_top < 0 || at_end < 0 || at_end == at_top) return 1; /* never: the line holds both; or no edge once */
    if (at_end > at_top)
        for (int i = at_top + 1; i < len; i++) window[seq[i]] = w += once[i - 1];
    else
        for (int i = at_top - 1; i >= 0; i--) window[seq[i]] = w += once[i];
    if (!w) return 1;
    for (int i = 0; i < len; i++) upto[window[seq[i]]] |= 1 << seq[i];
    for (int i = 1; i <= w; i++) upto[i] |= upto[i - 1]; /* upto[i]: the ranks in windows 0..i */
    for (int i = 0; i < len; i++) {
        int r = seq[i];
        if (window[r] && (d->pairs[r] & upto[window[r] - 1])) return 0;
    }
    return 1;
}

static int any_walk_lost(AnyDeal *d, uint64_t left, int top) {
    if (top <= 0 || d->left_of[0]) return 0;
    const int *cnt = d->left_of;
    int need_lo = 14, need_hi = 0, ends = 0x3ffe; /* ends: the ranks a run may end on */
    for (int r = 1; r <= 13; r++)
        if (cnt[r] || r == top) {
            if (r < need_lo) need_lo = r;
            need_hi = r;
        }
    if (d->leaves) { /* on chains, a card left covers none left when it covers none at all */
        ends = 0;
        for (int r = 1; r <= 13; r++)
            if (left & d->leaves & d->of_rank[r]) ends |= 1 << r;
    }
    int a0 = 0; /* with wrap: the walk's equations round the cycle, with no end yet */
    for (int r = 1; r <= 13; r++) a0 = 2 * cnt[r] + (r == top) - a0;
    for (int tried = 0, end = d->last_end; tried < 13; tried++, end = end == 13 ? 1 : end + 1) {
        if (!cnt[end] || !(ends >> end & 1)) continue;
        int e[14], seq[13], once[13], len = 0, ok = 1;
        if (!d->wrap) { /* a path: e[0] = e[13] = 0 */
            e[0] = 0;
            for (int r = 1; r <= 13 && ok; r++) {
                e[r] = 2 * cnt[r] + (r == top) - (r == end) - e[r - 1];
                if (e[r] < 0) ok = 0;
            }
            if (!ok || e[13] != 0) continue;
            for (int r = need_lo; r <= need_hi; r++) {
                if (r < need_hi && !e[r]) { ok = 0; break; }
                seq[len] = r;
                once[len++] = e[r] == 1;
            }
            if (!ok) continue;
        } else { /* a cycle of 13: e[r] = a[r] + (-1)^r x, x = e[0] = e[13] the King-Ace edge */
            int a = end & 1 ? a0 - 1 : a0 + 1; /* the end's -1 reaches e[13] with sign (-1)^(13 - end) */
            /* e[13] = a - x must equal x */
            if (a < 0 || a & 1) continue;
            e[0] = a / 2;
            for (int r = 1; r <= 13 && ok; r++) {
                e[r] = 2 * cnt[r] + (r == top) - (r == end) - e[r - 1];
                if (e[r] < 0) ok = 0;
            }
            if (!ok) continue;
            /* the edges in use must join every rank visited: the cycle's zero edges cut it in arcs */
            int zero = -1;
            for (int r = 0; r < 13; r++)
                if (!e[r]) { zero = r; break; } /* e[0] is the King-Ace edge, e[r] joins r and r + 1 */
            if (zero < 0) { /* no line to cut in windows */
                if (!d->leaves && !any_can_end(d, left, end)) continue;
                d->last_end = end;
                return 0;
            }
            int arc = 0, arc_of_need = -1;
            /* the ranks after the zero edge, round the cycle: zero 0 (King-Ace), from the Ace; zero r, from r + 1 */
            for (int i = 1, r = zero + 1; i <= 13 && ok; i++, r = r == 13 ? 1 : r + 1) {
                int next = e[r == 13 ? 0 : r]; /* the edge from r to the next rank */
                if (cnt[r] || r == top) {
                    if (arc_of_need < 0) arc_of_need = arc;
                    else if (arc_of_need != arc) ok = 0;
                }
                if (arc == arc_of_need) { /* the needed arc, in its order */
                    seq[len] = r;
                    once[len++] = next == 1;
                }
                if (!next) arc++;
            }
            if (!ok) continue;
        }
        if (!any_windows_ok(d, seq, once, len, top, end)) continue;
        if (d->leaves || any_can_end(d, left, end)) {
            d->last_end = end;
            return 0;
        }
    }
    return 1;
}

/* Whether every card of rank r can have one from avail[] just before it (need[r] of
 * them), avail[r'] one rank off serving at most one each, on the path Ace..King:
 * for each rank in turn, first what the rank below has left over, then what the
 * rank above has (an exchange argument makes that order optimal). */
static int any_path_serves(const int need_in[15], const int avail_in[15]) {
    int avail[15], carry = 0;
    for (int r = 1; r <= 14; r++) avail[r] = avail_in[r];
    for (int r = 1; r <= 13; r++) {
        int need = need_in[r], use = need < carry ? need : carry;
        need -= use;
        use = need < avail[r + 1] ? need : avail[r + 1];
        avail[r + 1] -= use;
        if (need > use) return 0;
        carry = avail[r];
    }
    return 1;
}

/* A proof that (removed, k < n, top) cannot be won, or 0: every card left needs a
 * card played just before it, onto which it goes: a card left, a card still in the
 * stock, or the top, each just before at most one card.  When the ranks cannot
 * provide that many (any_path_serves; with wrap, each count of Kings before Aces
 * and Aces before Kings is tried), the state is lost.  A joker or an empty pile is
 * not judged; under nothing-on-king a King is before no card.  On Golf-B deals
 * 0-99 it took the states searched from 81,000 to 13,500 a won deal and from
 * 300,000 to 28,000 a lost one (docs/performance.md). */
static int any_short_lost(const AnyDeal *d, uint64_t left, int k, int top) {
    if (top <= 0 || (left & d->of_rank[0]) || d->stock_left[k][0]) return 0;
    int avail[15], need[15];
    for (int r = 1; r <= 13; r++) {
        need[r] = any_count(left & d->of_rank[r]);
        avail[r] = need[r] + d->stock_left[k][r] + (r == top);
    }
    if (d->nothing_on_king) avail[13] = 0;
    avail[14] = need[14] = 0;
    if (!d->wrap) return !any_path_serves(need, avail);
    int king_ace = need[1] < avail[13] ? need[1] : avail[13], ace_king = need[13] < avail[1] ? need[13] : avail[1];
    for (int f = king_ace; f >= 0; f--)
        for (int g = ace_king; g >= 0; g--) {
            int n2[15], a2[15];
            for (int r = 1; r <= 14; r++) { n2[r] = need[r]; a2[r] = avail[r]; }
            n2[1] -= f; a2[13] -= f; n2[13] -= g; a2[1] -= g;
            if (any_path_serves(n2, a2)) return 0;
        }
    return 1;
}

#endif
