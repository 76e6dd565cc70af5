/* The exact search on any layout of up to 52 slots, in C, with no Python in it: a
 * line-for-line port of anylayout.py's solve_any, which stays the reference.  The
 * same states in the same order (removals in increasing slot order, then the draw)
 * and a memo of lost states, less the states its cuts (_anycuts.h: any_hopeless,
 * any_walk_lost, any_short_lost) prove lost at once and, on a layout of chains, the
 * states equal to one proved lost up to the order of the columns (below), so it
 * returns the same line (tests/test_anysearch.py checks that on every built-in
 * layout, tests/test_anychains.py from every state of small layouts of chains).
 *
 * The layout comes in as data: for each slot the mask of the slots that cover it
 * (Layout.cover_mask), 64 bits wide.  A slot can be played when it is still there,
 * every slot in its cover mask is gone, and its rank fits the pile's top under the
 * rank rule (wrap: King and Ace follow each other; nothing_on_king: Golf-A).  The
 * face-up rule needs nothing here (the solver sees every card); the pile's start
 * is the position's top (ANY_TOP: an empty pile, any card fits); a layout without
 * a stock simply has n == 0.
 *
 * The memo key is exact: a word for the layout's cards in bits 0..size-1, the top's
 * code (0 for an empty pile, 1 + rank otherwise: 1..14) in the next 4 bits, and
 * the cards drawn above them.  The caller refuses (and Python searches) a position
 * whose size + 4 + the bits of its stock length pass 64 (_fits_in_c in anylayout.py).
 * The table stores key + 1 (0: an empty entry); a key never reaches 2^64 - 1
 * because the top's code never reaches 15.  The layout's word is the removed slots,
 * or, on a layout of chains (any_chains: Golf, Black Hole, All in a Row), what is
 * left in the columns up to their order: states whose columns hold the same rank
 * sequences in another order are the same game, and one proved lost proves the
 * others (the search's order, and so its line, stays the same).  Each key word is
 * the sum of a value per slot removed (delta[]), carried down the search. */
#ifndef TRIPEAKS_ANYCORE_H
#define TRIPEAKS_ANYCORE_H

#include <stdint.h>
#include <stdlib.h>

#define ANY_MAX_SLOTS 52
#define ANY_MAX_STOCK 255
#define ANY_TOP (-1) /* the top of an empty pile: any card fits */
#define ANY_CHECK_EVERY 1024 /* states between two looks at the clock */

enum { ANY_LOST = 0, ANY_WON = 1, ANY_RESTART = -1, ANY_OUT_OF_NODES = -2, ANY_PAST_DEADLINE = -3, ANY_CLOCK_ERROR = -4,
       ANY_NO_MEMORY = -5 };

typedef struct { uint64_t *slots; size_t mask, used; int shift; } AnySet; /* the lost states, as key + 1 */

typedef struct {
    /* filled by the caller */
    int size, n, wrap, nothing_on_king, only_when_stuck;
    int ranks[ANY_MAX_SLOTS], stock[ANY_MAX_STOCK];
    uint64_t cover[ANY_MAX_SLOTS];
    long long max_nodes; /* -1: none */
    long long first_pass, growth, last_from; /* the passes (any_run); first_pass -1: one pass in slot order */
    int has_deadline;
    double deadline;
    int (*clock)(void *ctx, double *now); /* 0, or -1 when it failed */
    void *clock_ctx;
    /* the search's own */
    uint64_t full, fits_on[15]; /* fits_on[top + 1]: the slots whose card fits on top */
    uint64_t after[ANY_MAX_SLOTS];  /* the slots a slot covers, and those they cover...: played after it */
    uint64_t onto[ANY_MAX_SLOTS];   /* the slots whose card the slot's card fits on */
    uint64_t of_rank[14];           /* the slots holding each rank (0: a joker) */
    uint64_t under[ANY_MAX_SLOTS];  /* the slots a slot covers itself */
    uint64_t leaves;                /* on a layout of chains (any_chains): the slots covering none; else 0 */
    int last_end;                   /* the end any_walk_lost last found, which it tries first */
    int left_of[14];                /* the cards of each rank left in the layout, kept along the search */
    int pair_count[14][14];         /* [a][b]: the cards of rank a left that cover one of rank b left */
    uint16_t pairs[14];             /* pairs[a]: the ranks b with pair_count[a][b] > 0 */
    uint64_t delta[ANY_MAX_SLOTS];  /* what removing a slot adds to the key's layout word (any_chains) */
    int walk;                       /* the rank walk's cut applies: no nothing-on-king */
    uint8_t stock_left[ANY_MAX_STOCK + 1][14]; /* stock_left[k][r]: the cards of rank r in stock[k..n-1] */
    int last_onto[ANY_MAX_SLOTS];   /* the last stock index whose card the slot's card fits on, or -1 */
    int top_shift, k_shift;
    long long nodes, pass_end; /* pass_end: the node count at which this pass gives way to the next */
    int mixed;                 /* 0: removals in slot order; else in this pass's order, priority[] */
    uint8_t priority[ANY_MAX_SLOTS];
    AnySet dead;
    int line[ANY_MAX_SLOTS + ANY_MAX_STOCK], line_len; /* a slot, or -1 for a draw; last action first */
    int goal; /* the search's success: at most this many cards left (0: a win; any_fewest sets it) */
    int best_left, best_line[ANY_MAX_SLOTS + ANY_MAX_STOCK], best_len; /* any_fewest's: first action first */
} AnyDeal;

static inline int any_lowest(uint64_t x) { /* x != 0 */
#if defined(__GNUC__)
    return __builtin_ctzll(x);
#else
    int s = 0;
    while (!(x >> s & 1)) s++;
    return s;
#endif
}

static inline int any_count(uint64_t x) {
#if defined(__GNUC__)
    return __builtin_popcountll(x);
#else
    int c = 0;
    for (; x; x &= x - 1) c++;
    return c;
#endif
}

static int any_set_init(AnySet *t, size_t size) {
    t->slots = calloc(size, sizeof *t->slots);
    t->used = 0;
    t->mask = size - 1;
    t->shift = 64;
    while (size > 1) { size >>= 1; t->shift--; }
    return t->slots != NULL;
}

static inline uint64_t *any_set_slot(const AnySet *t, uint64_t word) {
    size_t i = (size_t)((word * 0x9E3779B97F4A7C15ull) >> t->shift);
    while (t->slots[i] && t->slots[i] != word) i = (i + 1) & t->mask;
    return &t->slots[i];
}

/* Asks for word's first slot ahead of its look-up (a child's key, while the parent works). */
static inline void any_set_prefetch(const AnySet *t, uint64_t word) {
#if defined(__GNUC__) && !defined(__wasm__)
    __builtin_prefetch(&t->slots[(size_t)((word * 0x9E3779B97F4A7C15ull) >> t->shift)]);
#else
    (void)t;
    (void)word;
#endif
}

static int any_set_add(AnySet *t, uint64_t word) {
    uint64_t *slot = any_set_slot(t, word);
    if (*slot) return 0;
    if (2 * (t->used + 1) > t->mask + 1) { /* grow at half full */
        AnySet bigger;
        if (!any_set_init(&bigger, 2 * (t->mask + 1))) return -1;
        for (size_t j = 0; j <= t->mask; j++)
            if (t->slots[j]) *any_set_slot(&bigger, t->slots[j]) = t->slots[j];
        bigger.used = t->used;
        free(t->slots);
        *t = bigger;
        slot = any_set_slot(t, word);
    }
    *slot = word;
    t->used++;
    return 0;
}

/* anylayout.py's fits(card, top); 0 is the joker's rank. */
static int any_fits(const AnyDeal *d, int card, int top) {
    if (top == ANY_TOP || card == 0 || top == 0) return 1;
    if (d->nothing_on_king && top == 13) return 0;
    int diff = card > top ? card - top : top - card;
    return diff == 1 || (d->wrap && diff == 12);
}

static inline uint64_t any_key(const AnyDeal *d, uint64_t word, int k, int top) {
    return (word | (uint64_t)(top + 1) << d->top_shift | (uint64_t)k << d->k_shift) + 1;
}

#include "_anycuts.h"

/* The key's layout word (docs: the header).  On a layout of chains, each slot
 * covered by at most one and covering at most one, the slots fall into columns
 * that are played from their uncovered end, so a column's state is how many of its
 * cards are left, and the game sees only their ranks in order.  Each (column, cards
 * left > 0) gets a class, the same for the same rank sequence; a state's word
 * counts, for every class c, the columns now in class c: count[c] in a mixed radix
 * of base mult[c] + 1, mult[c] the (column, cards left) pairs in class c (a column
 * is in a class at most once, at one length).  Equal words: the same multiset of
 * columns, the same game; and the word is below the product of (mult[c] + 1) <=
 * 2^(sum of mult[c]) = 2^size, so it fits where the removed mask does.  Fills
 * delta[] and returns the word of removed; on any other layout, or when removed
 * is not each column's uncovered end (a position no play reaches), the removed
 * mask itself (delta[s] = 2^s). */
static uint64_t any_chains(AnyDeal *d, uint64_t removed) {
    int below[ANY_MAX_SLOTS], covers[ANY_MAX_SLOTS] = {0}, chain = 1;
    d->leaves = 0;
    for (int s = 0; s < d->size; s++) {
        d->delta[s] = (uint64_t)1 << s;
        below[s] = -1;
    }
    for (int s = 0; s < d->size && chain; s++) { /* below[t]: the slot t covers */
        if (any_count(d->cover[s]) > 1) chain = 0;
        else if (d->cover[s]) {
            int t = any_lowest(d->cover[s]);
            if (covers[t]++) chain = 0;
            below[t] = s;
        }
    }
    if (!chain) return removed;
    /* the columns, each from its uncovered end: col[start[j] .. start[j + 1] - 1] */
    int col[ANY_MAX_SLOTS], start[ANY_MAX_SLOTS + 1], columns = 0, placed = 0;
    for (int s = 0; s < d->size; s++) {
        if (d->cover[s]) continue;
        start[columns++] = placed;
        int gone = 1;
        for (int t = s; t >= 0; t = below[t]) {
            int out = (int)(removed >> t & 1);
            if (out && !gone) return removed; /* a card gone below one left */
            gone = out;
            col[placed++] = t;
        }
    }
    start[columns] = placed;
    if (placed != d->size) return removed; /* never: a covering is acyclic */
    /* classes from the far end: (rank, the class of what lies below) names a sequence; 0 is the empty one */
    int cls_rank[ANY_MAX_SLOTS + 1], cls_below[ANY_MAX_SLOTS + 1], mult[ANY_MAX_SLOTS + 1] = {0}, classes = 1;
    int cls_of[ANY_MAX_SLOTS]; /* the class of a slot's column while the slot is its uncovered end */
    for (int j = 0; j < columns; j++) {
        int under = 0;
        for (int i = start[j + 1] - 1; i >= start[j]; i--) {
            int r = d->ranks[col[i]], c = 1;
            while (c < classes && !(cls_rank[c] == r && cls_below[c] == under)) c++;
            if (c == classes) { cls_rank[c] = r; cls_below[c] = under; classes++; }
            mult[c]++;
            cls_of[col[i]] = under = c;
        }
    }
    uint64_t weight[ANY_MAX_SLOTS + 1], radix = 1;
    weight[0] = 0; /* the empty columns' count follows from the others' */
    for (int c = 1; c < classes; c++) {
        weight[c] = radix;
        radix *= (uint64_t)mult[c] + 1; /* <= 2^size <= 2^52: no overflow */
    }
    uint64_t word = 0;
    for (int j = 0; j < columns; j++) {
        int first = -1;
        for (int i = start[j]; i < start[j + 1]; i++) {
            int s = col[i], next = i + 1 < start[j + 1] ? cls_of[col[i + 1]] : 0;
            d->delta[s] = weight[next] - weight[cls_of[s]]; /* modulo 2^64: the sums stay exact */
            if (first < 0 && !(removed >> s & 1)) first = s;
        }
        if (first >= 0) word += weight[cls_of[first]];
    }
    for (int s = 0; s < d->size; s++)
        if (!covers[s]) d->leaves |= (uint64_t)1 << s;
    return word;
}

/* Keeps left_of[] and pairs[] as slot s leaves the layout (way -1) or comes back (1). */
static inline void any_take(AnyDeal *d, uint64_t removed, int s, int way) {
    int a = d->ranks[s];
    d->left_of[a] += way;
    for (uint64_t u = d->under[s] & ~removed; u; u &= u - 1) {
        int b = d->ranks[any_lowest(u)];
        if (way < 0 ? !--d->pair_count[a][b] : !d->pair_count[a][b]++) d->pairs[a] ^= (uint16_t)(1 << b);
    }
}

/* solve_any's search(removed, k, top): ANY_WON with the line from here in d->line
 * (last action first), ANY_LOST, or a budget outcome.  word: the key's layout word
 * for removed (the sum of delta[] over it). */
static int any_search(AnyDeal *d, uint64_t removed, uint64_t word, int k, int top) {
    if (d->goal ? any_count(~removed & d->full) <= d->goal : removed == d->full) return ANY_WON;
    uint64_t key = any_key(d, word, k, top);
    if (*any_set_slot(&d->dead, key)) return ANY_LOST;
    d->nodes++;
    if (d->max_nodes >= 0 && d->nodes > d->max_nodes) return ANY_OUT_OF_NODES;
    if (d->nodes >= d->pass_end) return ANY_RESTART;
    if (d->has_deadline && d->nodes % ANY_CHECK_EVERY == 0) {
        double now;
        if (d->clock(d->clock_ctx, &now) < 0) return ANY_CLOCK_ERROR;
        if (now > d->deadline) return ANY_PAST_DEADLINE;
    }
    uint64_t playable = 0, rest = ~removed & d->full & d->fits_on[top + 1];
    for (; rest; rest &= rest - 1) {
        int s = any_lowest(rest);
        if ((removed & d->cover[s]) == d->cover[s]) playable |= (uint64_t)1 << s;
    }
    for (uint64_t moves = playable; moves; moves &= moves - 1) { /* the children's keys, looked up soon */
        int s = any_lowest(moves);
        any_set_prefetch(&d->dead, any_key(d, word + d->delta[s], k, d->ranks[s]));
    }
    int r;
    if (d->goal) { /* the cuts below prove a state cannot be won; this one, that it cannot come down to goal */
        if (any_goal_lost(d, removed, k, playable)) return ANY_LOST;
    } else {
        if (k == d->n && d->walk && any_walk_lost(d, ~removed & d->full, top)) return ANY_LOST;
        if (any_hopeless(d, removed, k, playable)) return ANY_LOST;
        if (k < d->n && any_short_lost(d, ~removed & d->full, k, top)) return ANY_LOST;
    }
    int order[ANY_MAX_SLOTS], count = 0;
    for (uint64_t moves = playable; moves; moves &= moves - 1) { /* insertion sort by this pass's priority */
        int s = any_lowest(moves), i = count++;
        for (; d->mixed && i > 0 && d->priority[order[i - 1]] > d->priority[s]; i--) order[i] = order[i - 1];
        order[i] = s;
    }
    for (int i = 0; i < count; i++) {
        int s = order[i];
        any_take(d, removed, s, -1);
        r = any_search(d, removed | (uint64_t)1 << s, word + d->delta[s], k, d->ranks[s]);
        any_take(d, removed, s, 1);
        if (r != ANY_LOST) {
            if (r == ANY_WON) d->line[d->line_len++] = s;
            return r;
        }
    }
    if (k < d->n && !(d->only_when_stuck && playable)) {
        if ((r = any_search(d, removed, word, k + 1, d->stock[k])) != ANY_LOST) {
            if (r == ANY_WON) d->line[d->line_len++] = -1;
            return r;
        }
    }
    if (any_set_add(&d->dead, key) < 0) return ANY_NO_MEMORY;
    return ANY_LOST;
}

/* Fills the tables for a search from removed; returns the key's layout word of
 * removed.  The caller has checked size, n and the ranges. */
static uint64_t any_prepare(AnyDeal *d, uint64_t removed) {
    d->full = d->size == 64 ? ~(uint64_t)0 : ((uint64_t)1 << d->size) - 1;
    d->top_shift = d->size;
    d->k_shift = d->size + 4;
    for (int t = -1; t <= 13; t++) {
        uint64_t m = 0;
        for (int s = 0; s < d->size; s++)
            if (any_fits(d, d->ranks[s], t)) m |= (uint64_t)1 << s;
        d->fits_on[t + 1] = m;
    }
    for (int s = 0; s < d->size; s++) {
        d->onto[s] = 0;
        for (int t = 0; t < d->size; t++)
            if (t != s && any_fits(d, d->ranks[s], d->ranks[t])) d->onto[s] |= (uint64_t)1 << t;
        d->last_onto[s] = -1;
        for (int j = 0; j < d->n; j++)
            if (any_fits(d, d->ranks[s], d->stock[j])) d->last_onto[s] = j;
    }
    /* after[s]: the slots s covers, transitively, through slots not gone at the start (a slot gone
     * from between two, in a position no play reaches, joins them no more; one gone later cannot be
     * between two left); a covering is acyclic, so size rounds settle it */
    for (int s = 0; s < d->size; s++) {
        d->after[s] = 0;
        for (int t = 0; t < d->size; t++)
            if (d->cover[t] >> s & 1 && !((removed >> s | removed >> t) & 1)) d->after[s] |= (uint64_t)1 << t;
    }
    for (int round = 0, changed = 1; changed && round < d->size; round++) {
        changed = 0;
        for (int s = 0; s < d->size; s++) {
            uint64_t grown = d->after[s];
            for (uint64_t rest = d->after[s]; rest; rest &= rest - 1) grown |= d->after[any_lowest(rest)];
            if (grown != d->after[s]) { d->after[s] = grown; changed = 1; }
        }
    }
    for (int r = 0; r < 14; r++) d->of_rank[r] = 0;
    for (int s = 0; s < d->size; s++) d->of_rank[d->ranks[s]] |= (uint64_t)1 << s;
    d->walk = !d->nothing_on_king;
    for (int r = 0; r < 14; r++) d->stock_left[d->n][r] = 0;
    for (int j = d->n - 1; j >= 0; j--) {
        for (int r = 0; r < 14; r++) d->stock_left[j][r] = d->stock_left[j + 1][r];
        d->stock_left[j][d->stock[j]]++;
    }
    uint64_t word = any_chains(d, removed);
    d->last_end = 1;
    for (int r = 0; r < 14; r++) {
        d->left_of[r] = any_count(~removed & d->full & d->of_rank[r]);
        d->pairs[r] = 0;
        for (int b = 0; b < 14; b++) d->pair_count[r][b] = 0;
    }
    for (int s = 0; s < d->size; s++) d->under[s] = 0;
    for (int s = 0; s < d->size; s++)
        for (uint64_t up = d->cover[s]; up; up &= up - 1) {
            int t = any_lowest(up);
            d->under[t] |= (uint64_t)1 << s;
            if (!((removed >> s | removed >> t) & 1)) {
                d->pair_count[d->ranks[t]][d->ranks[s]]++;
                d->pairs[d->ranks[t]] |= (uint16_t)(1 << d->ranks[s]);
            }
        }
    return word;
}

/* Fills the tables and runs the search from (removed, top); the line is left in
 * d->line, last action first.  The caller has checked size, n and the ranges. */
static int any_run(AnyDeal *d, uint64_t removed, int top) {
    uint64_t word = any_prepare(d, removed);
    d->goal = 0;
    d->nodes = 0;
    d->line_len = 0;
    if (!any_set_init(&d->dead, 1 << 12)) return ANY_NO_MEMORY;
    /* The passes (as search.py's): each may search ANY_GROWTH times more states than
     * the one before (growth), in its own order of removals, until one would pass
     * last_from: that one runs to the end in slot order.  A won deal is often won
     * early in some order; what a pass proves lost stays proved.  first_pass -1:
     * only that last pass, so the line is solve_any's own. */
    long long pass_nodes = d->first_pass;
    uint64_t seed = 0x9E3779B97F4A7C15ull;
    int r;
    d->pass_end = pass_nodes < 0 ? (long long)1 << 62 : pass_nodes;
    d->mixed = 0;
    for (;;) {
        d->line_len = 0;
        r = any_search(d, removed, word, 0, top);
        if (r != ANY_RESTART) break;
        pass_nodes *= d->growth;
        if (pass_nodes < d->last_from) {
            d->pass_end = d->nodes + pass_nodes;
            d->mixed = 1;
            for (int s = 0; s < d->size; s++) d->priority[s] = (uint8_t)s;
            for (int s = d->size - 1; s > 0; s--) { /* Fisher-Yates, by a fixed xorshift */
                seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17;
                int j = (int)(seed % (uint64_t)(s + 1));
                uint8_t t = d->priority[s]; d->priority[s] = d->priority[j]; d->priority[j] = t;
            }
        } else {
            d->pass_end = (long long)1 << 62;
            d->mixed = 0;
        }
    }
    free(d->dead.slots);
    d->dead.slots = NULL;
    return r;
}

/* The fewest cards any line from (removed, top) can leave in the layout, and a line
 * that leaves them (Golf's count: anypar.py's par under scoring=cards-left on a lost
 * position, and hints.py's salvage).  The search above with a goal: it succeeds on
 * a state with at most d->goal cards left.  Each goal is one card under what the
 * line found before left, until the search proves that no line comes down to it;
 * a state proved not to come down to a goal cannot come down to a lower one, so the
 * memo of such states is kept from goal to goal and the whole run searches about as
 * many states as the last goal alone.  The last goal, 0, is a win, with the win's
 * cuts; lost: the caller has proved the position lost, so the goals stop at 1.
 * Removals are tried in slot order, then the draw, as in anylayout.py's solve_any
 * and hints.py's salvage, so the line is the first in that order that leaves the
 * fewest cards: salvage's own (tests/test_anyfewest.py).  ANY_WON: done, exact, with
 * d->best_left and its line, first action first, in d->best_line; or a budget
 * outcome, with the best line found so far there. */
static int any_fewest(AnyDeal *d, uint64_t removed, int top, int lost) {
    uint64_t word = any_prepare(d, removed);
    d->nodes = 0;
    d->pass_end = (long long)1 << 62;
    d->mixed = 0;
    d->best_left = any_count(~removed & d->full);
    d->best_len = 0;
    if (!any_set_init(&d->dead, 1 << 12)) return ANY_NO_MEMORY;
    int r = ANY_WON;
    while (d->best_left > (lost ? 1 : 0)) {
        d->goal = d->best_left - 1;
        d->line_len = 0;
        r = any_search(d, removed, word, 0, top);
        if (r == ANY_LOST) { /* none comes down to the goal: the line before is the best */
            r = ANY_WON;
            break;
        }
        if (r != ANY_WON) break;
        d->best_left = d->goal; /* a line stops on the first state at the goal: one card at a time */
        d->best_len = d->line_len;
        for (int i = 0; i < d->line_len; i++) d->best_line[i] = d->line[d->line_len - 1 - i];
    }
    d->goal = 0;
    free(d->dead.slots);
    d->dead.slots = NULL;
    return r;
}

#endif
