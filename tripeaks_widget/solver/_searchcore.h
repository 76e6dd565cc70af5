/* The solver's search in C, with no Python in it: a line-for-line port of
 * _Search.run in search.py, which stays the reference.  Two front ends include it
 * once: _fastsearch.c (the CPython module) and _wasmsearch.c (the same search built
 * to WebAssembly for Pyodide, docs/solver.md).
 *
 * The caller fills a zeroed Deal's ranks, stock, n, wrap, free_draw, priority and
 * budget, then calls deal_prepare, deal_run and deal_free. */
#ifndef TRIPEAKS_SEARCHCORE_H
#define TRIPEAKS_SEARCHCORE_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "_fastcommon.h"

#define MAX_STOCK 255 /* the stock index must fit in the memo key's top byte */
#define NONE (-1)

typedef unsigned __int128 u128;

/* Search outcomes; negative ones unwind the recursion. */
enum { LOST = 0, WON = 1, RESTART = -1 }; /* and _fastcommon.h's budget outcomes */

/* -- open addressing tables -------------------------------------------------- */

/* The lost states: one word per entry, the key (removed slots | playable slots << 28)
 * in the low 56 bits and the stock index at which it was proved lost in the top
 * byte.  Under "draw only when no card fits" the stock index is part of the key
 * too (search.py: k << 56), so there the whole word is the key.  0: empty. */
typedef struct { uint64_t *slots, match; size_t mask, used; int shift; } Memo; /* shift: 64 - log2(size) */

static int memo_init(Memo *m, size_t size, uint64_t match) {
    m->slots = calloc(size, sizeof *m->slots);
    m->match = match;
    m->used = 0;
    table_shape(size, &m->mask, &m->shift);
    return m->slots != NULL;
}

static void memo_free(Memo *m) { free(m->slots); }

static inline uint64_t *memo_slot(const Memo *m, uint64_t key) {
    size_t i = (size_t)((key * 0x9E3779B97F4A7C15ull) >> m->shift); /* the product's top bits */
    while (m->slots[i] && (m->slots[i] & m->match) != key) i = (i + 1) & m->mask;
    return &m->slots[i];
}

static inline int memo_get(const Memo *m, uint64_t key) {
    uint64_t word = *memo_slot(m, key);
    return word ? (int)(word >> 56) : NONE;
}

static int memo_put(Memo *m, uint64_t key, int k) {
    uint64_t *slot = memo_slot(m, key);
    if (!*slot) {
        if (2 * (m->used + 1) > m->mask + 1) { /* grow at half full */
            Memo bigger;
            if (!memo_init(&bigger, 2 * (m->mask + 1), m->match)) return -1;
            for (size_t j = 0; j <= m->mask; j++)
                if (m->slots[j]) *memo_slot(&bigger, m->slots[j] & m->match) = m->slots[j];
            bigger.used = m->used;
            memo_free(m);
            *m = bigger;
            slot = memo_slot(m, key);
        }
        m->used++;
    }
    *slot = key | (uint64_t)k << 56;
    return 0;
}

/* The draw limits, by the packed rank counts (a byte per rank, as in drawlimit.py). */
typedef struct { u128 key; int64_t val, pad; } LimitEntry; /* key 0: empty */
typedef struct { LimitEntry *slots; size_t mask, used; int shift; } LimitCache;

static int cache_init(LimitCache *c, size_t size) {
    c->slots = calloc(size, sizeof *c->slots);
    c->used = 0;
    table_shape(size, &c->mask, &c->shift);
    return c->slots != NULL;
}

static void cache_free(LimitCache *c) { free(c->slots); }

static inline LimitEntry *cache_slot(const LimitCache *c, u128 key) {
    uint64_t h = ((uint64_t)key * 0xC2B2AE3D27D4EB4Full ^ (uint64_t)(key >> 64)) * 0x9E3779B97F4A7C15ull;
    size_t i = (size_t)(h >> c->shift);
    while (c->slots[i].key && c->slots[i].key != key) i = (i + 1) & c->mask;
    return &c->slots[i];
}

/* -- a deal ------------------------------------------------------------------- */

typedef struct {
    int ranks[SLOTS], stock[MAX_STOCK], n, wrap, free_draw;
    uint32_t fits_on[15], fits_stock[MAX_STOCK], fits_slot[SLOTS];
    u128 one[SLOTS];
    int window_starts[3][13][30]; /* _window_tables: the windows' starts, by need */
    uint8_t priority[64][SLOTS];  /* per shuffle: each slot's key (a pass tries moves by increasing key) */
    Memo lost;
    LimitCache limits;
    /* the passes and budgets (search.py: _Search._checkpoint) */
    Budget budget;
    long long pass_end;
    uint64_t mix;
    /* the line, last action first; -1 is a draw */
    int line[SLOTS + MAX_STOCK + 1], line_len;
} Deal;

/* _starts(ranks)[c]: the largest k such that stock[k-1:] holds c cards with ranks in the mask. */
static int starts(const Deal *d, uint32_t ranks, int c) {
    if (c == 0) return d->n;
    for (int p = d->n - 1; p >= 0; p--)
        if (ranks >> d->stock[p] & 1 && --c == 0) return p + 1;
    return 0;
}

static int window_rank(int r, int wrap) {
    if (wrap) return ((r - 1) % 13 + 13) % 13 + 1;
    return r >= 1 && r <= 13 ? r : 14;
}

static uint32_t rank_mask(const int *ranks, int count) {
    uint32_t m = 1; /* bit 0: a joker starts anything */
    for (int i = 0; i < count; i++)
        if (ranks[i] != 14) m |= 1u << ranks[i];
    return m;
}

/* _windows and _window_tables: for each start a, the sources of the windows with 1, 3, 5 ranks in X. */
static void init_windows(Deal *d) {
    for (int a = 1; a <= 13; a++) {
        int neighbours[4] = {window_rank(a - 1, d->wrap), window_rank(a + 1, d->wrap)}, count = 2;
        uint32_t row[3];
        int rows = 0;
        row[rows++] = rank_mask(neighbours, 2);
        for (int m = 1; m < 3; m++) {
            int x = window_rank(a + 2 * m, d->wrap), nxt = window_rank(a + 2 * m + 1, d->wrap);
            if (x == 14) break;
            neighbours[count++] = nxt;
            row[rows++] = rank_mask(neighbours, count);
        }
        while (rows < 3) { row[rows] = row[rows - 1]; rows++; }
        for (int m = 0; m < 3; m++) { /* starts(row[m], c) for every c, in one scan from the end */
            int *table = d->window_starts[m][a - 1], c = 0;
            table[c++] = d->n;
            for (int p = d->n - 1; p >= 0 && c < 30; p--)
                if (row[m] >> d->stock[p] & 1) table[c++] = p + 1;
            while (c < 30) table[c++] = 0;
        }
    }
}

static int prev_rank(int r, int wrap) { return r > 1 ? r - 1 : (wrap ? 13 : 0); } /* 0: none */
static int next_rank(int r, int wrap) { return r < 13 ? r + 1 : (wrap ? 1 : 0); }

/* drawlimit.py's _DrawLimit._compute: the most cards that may have been drawn for the cards left to be clearable. */
static int compute_limit(const Deal *d, u128 left) {
    int n = d->n, c[19];
    for (int r = 0; r < 14; r++) c[r] = (int)(left >> (8 * r) & 0xFF);
    if (c[0]) return n; /* a joker may link any two ranks */
    int limit = n, needed = 0, wrap = d->wrap;
    uint32_t present = 0;
    for (int r = 1; r < 14; r++)
        if (c[r]) present |= 1u << r;
    /* _runs: the runs of consecutive ranks present; nothing for the whole cycle under Easy */
    if (!(wrap && present == 0x3FFE)) {
        for (int r = 1; r < 14; r++) {
            int prev = prev_rank(r, wrap);
            if (!(present >> r & 1) || (prev && present >> prev & 1)) continue;
            int run[13], len = 0, nxt = r;
            while (nxt && present >> nxt & 1) { run[len++] = nxt; nxt = next_rank(nxt, wrap); }
            uint32_t even_extra = 1, odd_extra = 1;
            int even = 0, odd = 0;
            for (int i = 0; i < len; i++) {
                if (i & 1) { even_extra |= 1u << run[i]; odd += c[run[i]]; }
                else { odd_extra |= 1u << run[i]; even += c[run[i]]; }
            }
            int before = prev_rank(run[0], wrap), after = next_rank(run[len - 1], wrap);
            if (before) even_extra |= 1u << before;
            if (after) {
                if (len & 1) even_extra |= 1u << after;
                else odd_extra |= 1u << after;
            }
            if (before && before == after) odd_extra |= 1u << before;
            int excess = even - odd, start;
            if (excess > 0) start = starts(d, even_extra, excess);
            else if (excess < 0) { excess = -excess; start = starts(d, odd_extra, excess); }
            else { excess = 1; start = starts(d, even_extra | odd_extra, 1); }
            if (start < limit) limit = start;
            needed += excess;
        }
    }
    if (n + 1 - needed < limit) limit = n + 1 - needed;
    /* the windows: byte i of the extended counts e (Easy: the Kings again below the Aces, A-5 above) */
    int e[20];
    for (int i = 0; i < 20; i++) e[i] = i < 14 ? c[i] : 0;
    if (wrap) {
        e[0] = c[13];
        for (int i = 14; i < 19; i++) e[i] = c[i - 13];
    }
    for (int a = 1; a <= 13; a++) {
        int n0 = e[a] - e[a - 1] - e[a + 1];
        int n1 = n0 + e[a + 2] - e[a + 3];
        int n2 = n1 + e[a + 4] - e[a + 5];
        int s;
        if (n0 > 0 && (s = d->window_starts[0][a - 1][n0]) < limit) limit = s;
        if (n1 > 0 && (s = d->window_starts[1][a - 1][n1]) < limit) limit = s;
        if (n2 > 0 && (s = d->window_starts[2][a - 1][n2]) < limit) limit = s;
    }
    return limit;
}

static int draw_limit(Deal *d, u128 left) {
    LimitCache *c = &d->limits;
    LimitEntry *e = cache_slot(c, left);
    if (e->key) return (int)e->val;
    int limit = compute_limit(d, left);
    if (2 * (c->used + 1) > c->mask + 1) { /* grow at half full */
        LimitCache bigger;
        if (!cache_init(&bigger, 2 * (c->mask + 1))) return limit; /* no room: just not cached */
        for (size_t j = 0; j <= c->mask; j++)
            if (c->slots[j].key) *cache_slot(&bigger, c->slots[j].key) = c->slots[j];
        bigger.used = c->used;
        cache_free(c);
        *c = bigger;
        e = cache_slot(c, left);
    }
    e->key = left;
    e->val = limit;
    c->used++;
    return limit;
}

/* _Search._checkpoint: a budget outcome, RESTART, or 0 with the next checkpoint set. */
static int take_checkpoint(Deal *d) {
    Budget *b = &d->budget;
    int spent = budget_spent(b);
    if (spent) return spent;
    if (b->nodes >= d->pass_end) return RESTART;
    long long step = b->has_deadline ? b->nodes + 1024 : d->pass_end;
    if (step > d->pass_end) step = d->pass_end;
    if (b->max_nodes >= 0 && step > b->max_nodes) step = b->max_nodes;
    b->checkpoint = step;
    return 0;
}

static inline uint64_t memo_key(const Deal *d, uint32_t removed, uint32_t moves, int k) {
    uint64_t key = (uint64_t)removed | (uint64_t)moves << 28;
    return d->free_draw ? key : key | (uint64_t)k << 56;
}

static inline void push_draws(Deal *d, int count) {
    while (count-- > 0) d->line[d->line_len++] = -1;
}

/* _Search.run's search(): the same states, in the same order. */
static int search(Deal *d, uint32_t removed, uint32_t open, int k, uint32_t moves, u128 left, int limit) {
    int r, n = d->n;
    if (++d->budget.nodes >= d->budget.checkpoint && (r = take_checkpoint(d)) != 0) return r;
    int order[SLOTS], count = 0;
    if (d->mix && (moves & (moves - 1))) {
        const uint8_t *key = d->priority[(unsigned)((u128)removed * d->mix >> 32) & 63];
        for (uint32_t rest = moves; rest; rest &= rest - 1) { /* insertion sort by the shuffle's key */
            int s = lowest_bit(rest), i = count++;
            for (; i > 0 && key[order[i - 1]] > key[s]; i--) order[i] = order[i - 1];
            order[i] = s;
        }
    } else {
        for (uint32_t rest = moves; rest; rest &= ~(1u << order[count++])) order[count] = highest_bit(rest);
    }
    for (int i = 0; i < count; i++) {
        int s = order[i];
        uint32_t bit = 1u << s, after = removed | bit;
        if (after == FULL) {
            d->line[d->line_len++] = s;
            return WON;
        }
        uint32_t open2 = (open ^ bit) | newly[s << 3 | (removed >> below[s] & 7)];
        uint32_t moves2 = open2 & d->fits_slot[s];
        u128 left2 = left - d->one[s];
        if (moves2) {
            int known = memo_get(&d->lost, memo_key(d, after, moves2, k));
            if (known == NONE || known > k) {
                if ((r = search(d, after, open2, k, moves2, left2, NONE)) < 0) return r;
                if (r) {
                    d->line[d->line_len++] = s;
                    return WON;
                }
            }
            continue;
        }
        int lim = draw_limit(d, left2), end = lim < n ? lim : n, j = k;
        while (j < end && !(open2 & d->fits_stock[j])) j++;
        if (j < end) {
            moves2 = open2 & d->fits_stock[j];
            j++;
            int known = memo_get(&d->lost, memo_key(d, after, moves2, j));
            if (known == NONE || known > j) {
                if ((r = search(d, after, open2, j, moves2, left2, lim)) < 0) return r;
                if (r) {
                    push_draws(d, j - k);
                    d->line[d->line_len++] = s;
                    return WON;
                }
            }
        }
    }
    if (d->free_draw) {
        if (limit == NONE) limit = draw_limit(d, left);
        int end = limit < n ? limit : n, j = k;
        while (j < end && !(open & d->fits_stock[j])) j++;
        if (j < end) {
            uint32_t moves2 = open & d->fits_stock[j];
            j++;
            int known = memo_get(&d->lost, memo_key(d, removed, moves2, 0));
            if (known == NONE || known > j) {
                if ((r = search(d, removed, open, j, moves2, left, limit)) < 0) return r;
                if (r) {
                    push_draws(d, j - k);
                    return WON;
                }
            }
        }
    }
    if (memo_put(&d->lost, memo_key(d, removed, moves, k), k) < 0) return NO_MEMORY;
    return LOST;
}

/* The pass schedule: search.py's FIRST_PASS_NODES, RESTART_GROWTH and LAST_PASS_FROM. */
typedef struct { long long first, last_from; double growth; } Passes;

/* Fills the deal's tables from its ranks, stock, wrap and free_draw: 0, or NO_MEMORY. */
static int deal_prepare(Deal *d) {
    for (int w = 0; w < 15; w++) {
        uint32_t m = 0;
        for (int s = 0; s < SLOTS; s++)
            if (fits(d->ranks[s], w, d->wrap)) m |= 1u << s;
        d->fits_on[w] = m;
    }
    for (int j = 0; j < d->n; j++) d->fits_stock[j] = d->fits_on[d->stock[j]];
    for (int s = 0; s < SLOTS; s++) {
        d->fits_slot[s] = d->fits_on[d->ranks[s]];
        d->one[s] = (u128)1 << (8 * d->ranks[s]);
    }
    init_windows(d);
    if (!memo_init(&d->lost, 1 << 12, d->free_draw ? ((uint64_t)1 << 56) - 1 : ~(uint64_t)0) ||
        !cache_init(&d->limits, 1 << 10))
        return NO_MEMORY;
    return 0;
}

static void deal_free(Deal *d) {
    memo_free(&d->lost);
    cache_free(&d->limits);
}

/* _Search.run from the removed slots and the waste code: WON, with the first *draws
 * draws and then d->line read backwards; LOST; or a budget outcome, PY_ERROR (the
 * clock failed) or NO_MEMORY.  *passes: the passes begun. */
static int deal_run(Deal *d, uint32_t removed, int waste, const Passes *cfg, int *draws, long long *passes) {
    u128 left = 0;
    for (int s = 0; s < SLOTS; s++)
        if (!(removed >> s & 1)) left += d->one[s];
    uint32_t open = uncovered(removed);
    int k = 0, n = d->n, status;
    uint32_t moves = open & d->fits_on[waste];
    while (!moves && k < n) moves = open & d->fits_stock[k++];
    if (removed == FULL) k = 0;
    long long pass_nodes = cfg->first;
    *passes = 1;
    d->pass_end = pass_nodes;
    status = take_checkpoint(d);
    if (status == 0 && removed == FULL) status = WON; /* won already: the empty line */
    while (status == 0) {
        d->line_len = 0;
        if (!moves || (k != 0 && k > draw_limit(d, left))) status = LOST;
        else status = search(d, removed, open, k, moves, left, NONE);
        if (status != RESTART) break;
        ++*passes;
        long long grown = (long long)((double)pass_nodes * cfg->growth);
        pass_nodes = grown > pass_nodes + 1 ? grown : pass_nodes + 1;
        if (pass_nodes < cfg->last_from) {
            d->pass_end = d->budget.nodes + pass_nodes;
            d->mix = (0x9E3779B97F4A7C15ull * (uint64_t)*passes) & 0xFFFFFFFFFFFFull;
            d->mix |= 1;
        } else {
            d->pass_end = (long long)1 << 62;
            d->mix = 0;
        }
        status = take_checkpoint(d);
    }
    *draws = k;
    return status;
}

#endif
