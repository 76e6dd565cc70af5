/* What the solver's C code shares (_fastsearch.c, _fastpar.c, _wasmsearch.c): the
 * layout, which cards fit, bit scans, table sizes and budgets.  Plain C, with no
 * Python in it: _fastpy.h holds what the CPython modules add. */
#ifndef TRIPEAKS_FASTCOMMON_H
#define TRIPEAKS_FASTCOMMON_H

#include <stdint.h>

#define SLOTS 28
#define FULL ((1u << SLOTS) - 1)
#define ANY 14

/* -- the layout: which slots a removal uncovers (search.py: _NEWLY, _BELOW) -- */

static int covered_by[SLOTS][2]; /* the two slots a card lies on; -1 on the bottom row */
static uint32_t newly[SLOTS * 8];
static int below[SLOTS];

static void init_layout(void) {
    for (int s = 0; s < SLOTS; s++) covered_by[s][0] = covered_by[s][1] = -1;
    for (int p = 0; p < 3; p++) { covered_by[p][0] = 3 + 2 * p; covered_by[p][1] = 4 + 2 * p; }
    for (int p = 0; p < 3; p++)
        for (int k = 0; k < 2; k++) {
            covered_by[3 + 2 * p + k][0] = 9 + 3 * p + k;
            covered_by[3 + 2 * p + k][1] = 10 + 3 * p + k;
        }
    for (int k = 0; k < 9; k++) { covered_by[9 + k][0] = 18 + k; covered_by[9 + k][1] = 19 + k; }
    for (int s = 0; s < SLOTS; s++) {
        below[s] = s > 0 ? s - 1 : 0;
        for (int p = 0; p < 8; p++) {
            uint32_t freed = 0;
            for (int q = 0; q < SLOTS; q++) {
                int a = covered_by[q][0], b = covered_by[q][1], other;
                if (a == s) other = b;
                else if (b == s) other = a;
                else continue;
                int gone = other == s - 1 ? (p & 1) : other == s + 1 ? (p >> 2 & 1) : 0;
                if (gone) freed |= 1u << q;
            }
            newly[s * 8 + p] = freed;
        }
    }
}

static int fits(int card, int top, int wrap) {
    if (card == 0 || top == 0 || top == ANY) return 1;
    int d = card > top ? card - top : top - card;
    return d == 1 || (wrap && d == 12);
}


static uint32_t uncovered(uint32_t removed) {
    uint32_t open = 0;
    for (int s = 0; s < SLOTS; s++)
        if (!(removed >> s & 1) && (covered_by[s][0] < 0 || (removed >> covered_by[s][0] & 1 && removed >> covered_by[s][1] & 1)))
            open |= 1u << s;
    return open;
}


static inline int highest_bit(uint32_t x) { /* x != 0 */
#if defined(__GNUC__)
    return 31 - __builtin_clz(x);
#else
    int s = 31;
    while (!(x >> s & 1)) s--;
    return s;
#endif
}

static inline int lowest_bit(uint32_t x) { /* x != 0 */
#if defined(__GNUC__)
    return __builtin_ctz(x);
#else
    int s = 0;
    while (!(x >> s & 1)) s++;
    return s;
#endif
}

static inline int bit_count(uint32_t x) {
#if defined(__GNUC__)
    return __builtin_popcount(x);
#else
    int c = 0;
    for (; x; x &= x - 1) c++;
    return c;
#endif
}

/* Open-addressing tables of a power-of-two size: the index mask, and the shift that
 * takes a 64-bit multiplicative hash's top log2(size) bits (the low bits leave most
 * of a key out). */
static inline void table_shape(size_t size, size_t *mask, int *shift) {
    *mask = size - 1;
    *shift = 64;
    while (size > 1) { size >>= 1; (*shift)--; }
}

/* -- budgets: a number of states and a deadline on a clock, as in Python ------- */

enum { OUT_OF_NODES = -2, PAST_DEADLINE = -3, PY_ERROR = -4, NO_MEMORY = -5 }; /* PY_ERROR: the clock failed */

typedef struct {
    long long nodes, checkpoint, max_nodes; /* max_nodes -1: none */
    double deadline;
    int has_deadline;
    int (*clock)(void *ctx, double *now); /* the deadline's clock: 0, or -1 when it failed */
    void *clock_ctx;
} Budget;

/* OUT_OF_NODES or PAST_DEADLINE when spent, PY_ERROR if the clock failed, else 0. */
static int budget_spent(const Budget *b) {
    if (b->max_nodes >= 0 && b->nodes >= b->max_nodes) return OUT_OF_NODES;
    if (b->has_deadline) {
        double t;
        if (b->clock(b->clock_ctx, &t) < 0) return PY_ERROR;
        if (t > b->deadline) return PAST_DEADLINE;
    }
    return 0;
}

#endif
