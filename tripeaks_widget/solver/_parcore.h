/* Par's branch and bound in C, with no Python in it: a line-for-line port of
 * _BranchAndBound.run's search in par.py, which stays the reference, for the
 * app's and the traditional scoring (a student's scoring function stays in
 * Python): the same states in the same order, the same memo of exact values and
 * upper bounds, the same bounds (par.py's upper() and _ChainBound), and the same
 * budget checks, so it returns the same value and line and counts the same
 * states.  Values are doubles, as in Python, where -inf is a float and every
 * other value an int.  Two front ends include it once: _fastpar.c (the CPython
 * module) and _wasmpar.c (WebAssembly for Pyodide, docs/solver.md).
 *
 * The caller fills a zeroed Par's ranks, cards, n, the rule and scoring fields
 * and budget, then calls par_prepare, search, par_line and par_free. */
#ifndef TRIPEAKS_PARCORE_H
#define TRIPEAKS_PARCORE_H

#include <math.h>
#include <stdint.h>
#include <stdlib.h>

#include "_fastcommon.h"

#define MAX_CARDS 511 /* the stock index's 9 bits in the memo key */
#define MAX_LINE (SLOTS + MAX_CARDS)

enum { OK = 0 }; /* and _fastcommon.h's budget outcomes */

/* -- hash tables on 64-bit keys (key 0 never occurs: see the callers) ---------- */

typedef struct {
    uint64_t key;
    double exact, bound; /* exact[key], bound[key] in par.py */
    int8_t has_exact, has_bound;
    int16_t move; /* best_move[key]: a slot, or -1 for a draw */
} Entry;

typedef struct { Entry *slots; size_t mask, used; int shift; } Table;

static int table_init(Table *t, size_t size) {
    t->slots = calloc(size, sizeof *t->slots);
    t->used = 0;
    table_shape(size, &t->mask, &t->shift);
    return t->slots != NULL;
}

static Entry *table_find(const Table *t, uint64_t key) {
    size_t i = (size_t)((key * 0x9E3779B97F4A7C15ull) >> t->shift);
    while (t->slots[i].key && t->slots[i].key != key) i = (i + 1) & t->mask;
    return &t->slots[i];
}

/* The entry for key, added (empty) if missing; NULL when out of memory. */
static Entry *table_add(Table *t, uint64_t key) {
    Entry *e = table_find(t, key);
    if (e->key) return e;
    if (2 * (t->used + 1) > t->mask + 1) {
        Table bigger;
        if (!table_init(&bigger, 2 * (t->mask + 1))) return NULL;
        for (size_t j = 0; j <= t->mask; j++)
            if (t->slots[j].key) *table_find(&bigger, t->slots[j].key) = t->slots[j];
        bigger.used = t->used;
        free(t->slots);
        *t = bigger;
        e = table_find(t, key);
    }
    e->key = key;
    e->move = -2; /* no best move (yet) */
    t->used++;
    return e;
}

/* -- a search -------------------------------------------------------------------- */

typedef struct {
    int ranks[SLOTS], cards[MAX_CARDS], n, wrap, draw_when_stuck, traditional, winnable;
    uint32_t fits_on[15], peak_masks[3];
    int peak_of[SLOTS];
    long app_action, app_peak_bonus, traditional_draw, peak_bonus[3];
    Table memo;   /* exact, bound, best_move */
    Table chains; /* _ChainBound.chain, by removed | top << 28 (value in .exact) */
    Budget budget; /* looked at every 1,024 states */
    int out_of_memory; /* a table could not grow: the search stops with NO_MEMORY */
} Par;

/* _ChainBound.limits: (cards left, longest chain after a draw, longest chain on each waste rank). */
static void limits(const Par *p, uint32_t removed, int *left_out, int *longest_out, int by_top[15]) {
    int counts[14] = {0}, left = 0, limit[14] = {0}, wrap = p->wrap;
    for (int s = 0; s < SLOTS; s++)
        if (!(removed >> s & 1)) { counts[p->ranks[s]]++; left++; }
    int all = 1;
    for (int r = 1; r < 14; r++) all &= counts[r] != 0;
    if (counts[0] || (wrap && all)) {
        for (int r = 0; r < 14; r++) limit[r] = left;
    } else {
        for (int r = 1; r < 14; r++) {
            int before = r > 1 ? r - 1 : (wrap ? 13 : 0);
            if (!counts[r] || (before && counts[before])) continue;
            int stretch[13], len = 0, nxt = r;
            while (nxt && counts[nxt]) { stretch[len++] = nxt; nxt = nxt < 13 ? nxt + 1 : (wrap ? 1 : 0); }
            int even = 0, odd = 0;
            for (int i = 0; i < len; i++) {
                if (i & 1) odd += counts[stretch[i]];
                else even += counts[stretch[i]];
            }
            int small = even < odd ? even : odd, cap = even + odd < 2 * small + 1 ? even + odd : 2 * small + 1;
            for (int i = 0; i < len; i++) limit[stretch[i]] = cap;
        }
    }
    int longest = 0;
    for (int r = 0; r < 14; r++)
        if (limit[r] > longest) longest = limit[r];
    for (int top = 0; top < 15; top++) {
        if (top == 0 || top == ANY) { by_top[top] = longest; continue; }
        int up = top < 13 ? top + 1 : (wrap ? 1 : 0), down = top > 1 ? top - 1 : (wrap ? 13 : 0);
        int a = up ? limit[up] : 0, b = down ? limit[down] : 0;
        by_top[top] = a > b ? a : b;
    }
    *left_out = left;
    *longest_out = longest;
}

/* _ChainBound.chain: the longest chain of removals on top, the covering cards gone first. */
static int chain(Par *p, uint32_t removed, int top) {
    uint64_t key = (uint64_t)removed | (uint64_t)top << 28 | (uint64_t)1 << 63; /* never 0 */
    Entry *e = table_find(&p->chains, key);
    if (e->key) return (int)e->exact;
    int best = 0;
    for (uint32_t open = uncovered(removed) & p->fits_on[top]; open; open &= open - 1) {
        int s = lowest_bit(open), c = 1 + chain(p, removed | 1u << s, p->ranks[s]);
        if (c > best) best = c;
    }
    if ((e = table_add(&p->chains, key)) == NULL) {
        p->out_of_memory = 1;
        return 0;
    }
    e->exact = best;
    return best;
}

static long triangle(long a) { return a * (a + 1) / 2; }

/* _ChainBound._best: the most points of a win, and of a line that ends stuck. */
static void best_points(long left, long first, long longest, long run, long draws, long draw_points, double *win,
                        double *stuck) {
    *win = *stuck = -INFINITY;
    long top = first < left ? first : left;
    for (long a = 0; a <= top; a++) {
        long now = run * a + triangle(a), later = left - a;
        long chains = later ? (later + longest - 1) / longest : 0;
        if (chains <= draws) {
            long full = later ? later / longest : 0, part = later ? later % longest : 0;
            double value = (double)(now + full * triangle(longest) + triangle(part) + draw_points * chains);
            if (value > *win) *win = value;
        }
        if (a < left) {
            later = left - 1 - a < draws * longest ? left - 1 - a : draws * longest;
            long full = later ? later / longest : 0, part = later ? later % longest : 0;
            double value = (double)(now + full * triangle(longest) + triangle(part) + draw_points * draws);
            if (value > *stuck) *stuck = value;
        }
    }
}

/* par.py's upper(): no line from this state scores more. */
static double upper(Par *p, uint32_t removed, int k, int top, int run) {
    int left[3], cleared = 0;
    for (int i = 0; i < 3; i++) {
        left[i] = bit_count(p->peak_masks[i] & ~removed);
        cleared += left[i] == 0;
    }
    if (!p->traditional) {
        long gains[3], count = 0, sum = 0;
        for (int i = 0; i < 3; i++)
            if (left[i]) gains[count++] = 100 - left[i];
        long smallest = count ? gains[0] : 0;
        for (int i = 0; i < count; i++) {
            sum += gains[i];
            if (gains[i] < smallest) smallest = gains[i];
        }
        double stuck = (double)((count ? sum - smallest : 0) - (p->n - k));
        if (!p->winnable) return stuck;
        return (double)sum > stuck ? (double)sum : stuck;
    }
    long win_bonus = 0, stuck_bonus = 0;
    for (int i = cleared; i < 3; i++) win_bonus += p->peak_bonus[i];
    for (int i = cleared; i < 2; i++) stuck_bonus += p->peak_bonus[i];
    int total, longest, by_top[15];
    limits(p, removed, &total, &longest, by_top);
    int first = run ? chain(p, removed, top) : by_top[top];
    if (p->out_of_memory) return NAN; /* the caller stops with NO_MEMORY */
    double win, stuck;
    best_points(total, first, longest, run, p->n - k, p->traditional_draw, &win, &stuck);
    win += (double)win_bonus;
    stuck += (double)stuck_bonus;
    return win > stuck ? win : stuck;
}

static inline uint64_t state_key(uint32_t removed, int k, int top, int run) {
    return (uint64_t)removed | (uint64_t)k << 28 | (uint64_t)top << 37 | (uint64_t)run << 42 | (uint64_t)1 << 63;
}

/* par.py's search(): the best points still to come if more than alpha, else an upper bound no more than alpha.
 * A budget stop or an error sets *status and returns 0. */
static double search(Par *p, uint32_t removed, int k, int top, int run, double alpha, int *status) {
    uint64_t key = state_key(removed, k, top, run);
    Entry *e = table_find(&p->memo, key);
    if (e->key && e->has_exact) return e->exact;
    double ub = e->key && e->has_bound ? e->bound : upper(p, removed, k, top, run);
    if (isnan(ub)) { *status = NO_MEMORY; return 0; }
    if (ub <= alpha) return ub;
    if (++p->budget.nodes >= p->budget.checkpoint) {
        p->budget.checkpoint = p->budget.nodes + 1024;
        if ((*status = budget_spent(&p->budget)) != OK) return 0;
    }
    uint32_t open = uncovered(removed) & p->fits_on[top];
    int can_draw = k < p->n && !(p->draw_when_stuck && open);
    if (!open && !can_draw) {
        if ((e = table_add(&p->memo, key)) == NULL) { *status = NO_MEMORY; return 0; }
        e->has_exact = 1;
        e->exact = 0;
        return 0;
    }
    double best = -INFINITY;
    int move = -2, cleared_before = 0;
    for (int i = 0; i < 3; i++) cleared_before += (removed & p->peak_masks[i]) == p->peak_masks[i];
    for (uint32_t rest = open; rest; rest &= ~(1u << highest_bit(rest))) {
        int s = highest_bit(rest);
        uint32_t after = removed | 1u << s, mask = p->peak_masks[p->peak_of[s]];
        int clears = (after & mask) == mask;
        double pts = p->traditional ? (double)(run + 1 + (clears ? p->peak_bonus[cleared_before] : 0))
                                    : (double)(p->app_action + (clears ? p->app_peak_bonus : 0));
        double value;
        if (after == FULL) value = pts;
        else {
            value = pts + search(p, after, k, p->ranks[s], p->traditional ? run + 1 : 0,
                                 (alpha > best ? alpha : best) - pts, status);
            if (*status != OK) return 0;
        }
        if (value > best) { best = value; move = s; }
    }
    if (can_draw) {
        double pts = (double)(p->traditional ? p->traditional_draw : p->app_action);
        double value = pts + search(p, removed, k + 1, p->cards[k], 0, (alpha > best ? alpha : best) - pts, status);
        if (*status != OK) return 0;
        if (value > best) { best = value; move = -1; }
    }
    if ((e = table_add(&p->memo, key)) == NULL) { *status = NO_MEMORY; return 0; }
    if (best > alpha) {
        e->has_exact = 1;
        e->exact = best;
        e->move = (int16_t)move;
    } else {
        e->has_bound = 1;
        e->bound = best;
    }
    return best;
}

/* The fits table and the two hash tables: 0, or NO_MEMORY. */
static int par_prepare(Par *p) {
    p->budget.checkpoint = 1024;
    for (int w = 0; w < 15; w++) {
        uint32_t m = 0;
        for (int s = 0; s < SLOTS; s++)
            if (fits(p->ranks[s], w, p->wrap)) m |= 1u << s;
        p->fits_on[w] = m;
    }
    if (!table_init(&p->memo, 1 << 12) || !table_init(&p->chains, 1 << 10)) return NO_MEMORY;
    return 0;
}

static void par_free(Par *p) {
    free(p->memo.slots);
    free(p->chains.slots);
}

/* After a search that ran to its end: the best line from the start, followed
 * through the memo as par.py does, into out (slots, -1 for a draw); its length. */
static int par_line(const Par *p, uint32_t removed, int top, int run, int out[MAX_LINE]) {
    int k = 0, t = top, u = run, len = 0;
    for (;;) {
        const Entry *e = table_find(&p->memo, state_key(removed, k, t, u));
        if (removed == FULL || !e->key || !e->has_exact || e->move == -2 || len == MAX_LINE) break;
        out[len++] = e->move;
        if (e->move == -1) { t = p->cards[k]; k++; u = 0; }
        else { removed |= 1u << e->move; t = p->ranks[e->move]; u = p->traditional ? u + 1 : 0; }
    }
    return len;
}

#endif
