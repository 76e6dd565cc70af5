/* The C reference for bench/solver_vs_c.py: a plain memoised depth-first search.
 *
 * Benchmark only; the project never ships or calls it.  State: a bitmask of the
 * removed slots, the stock index and the waste rank.  Every state searched is
 * remembered (a state met again was lost the first time, since the search stops
 * at its first win).  Moves in slot order, then the draw.  Built by the benchmark
 * with `cc -O2`.
 *
 * Input (stdin), one deal a line: wrap n_stock waste r0 .. r27 s0 .. s{n_stock-1}
 * Output, one line a deal: won nodes microseconds
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define SLOTS 28
#define FULL ((1u << SLOTS) - 1)

static int covered_by[SLOTS][2];
static int ranks[SLOTS], stock[32], n_stock, wrap;
static long nodes;

/* Open addressing on 64-bit keys; a generation number per entry empties the table
 * between deals without touching it. */
#define TABLE_BITS 22
#define TABLE_SIZE (1u << TABLE_BITS)
static uint64_t keys[TABLE_SIZE];
static uint32_t gens[TABLE_SIZE];
static uint32_t gen;
static long used;

static int seen_or_add(uint64_t key) {
    uint64_t h = key * 0x9E3779B97F4A7C15ull;
    uint32_t i = (uint32_t)(h >> (64 - TABLE_BITS));
    for (;;) {
        if (gens[i] != gen) {
            if (used > (long)(TABLE_SIZE * 3 / 4)) return 0; /* full: search on without memo */
            gens[i] = gen;
            keys[i] = key;
            used++;
            return 0;
        }
        if (keys[i] == key) return 1;
        i = (i + 1) & (TABLE_SIZE - 1);
    }
}

static int fits(int card, int top) {
    int d = card > top ? card - top : top - card;
    return d == 1 || (wrap && d == 12);
}

static int free_slot(uint32_t removed, int s) {
    if (removed >> s & 1) return 0;
    if (s >= 18) return 1;
    return (removed >> covered_by[s][0] & 1) && (removed >> covered_by[s][1] & 1);
}

static int dfs(uint32_t removed, int next, int top) {
    if (removed == FULL) return 1;
    uint64_t key = (uint64_t)removed | (uint64_t)next << 28 | (uint64_t)top << 34;
    if (seen_or_add(key)) return 0;
    nodes++;
    for (int s = 0; s < SLOTS; s++) {
        if (free_slot(removed, s) && fits(ranks[s], top) && dfs(removed | 1u << s, next, ranks[s])) return 1;
    }
    return next < n_stock && dfs(removed, next + 1, stock[next]);
}

int main(void) {
    for (int p = 0; p < 3; p++) { covered_by[p][0] = 3 + 2 * p; covered_by[p][1] = 4 + 2 * p; }
    for (int p = 0; p < 3; p++)
        for (int k = 0; k < 2; k++) { covered_by[3 + 2 * p + k][0] = 9 + 3 * p + k; covered_by[3 + 2 * p + k][1] = 10 + 3 * p + k; }
    for (int k = 0; k < 9; k++) { covered_by[9 + k][0] = 18 + k; covered_by[9 + k][1] = 19 + k; }
    int waste;
    while (scanf("%d %d %d", &wrap, &n_stock, &waste) == 3) {
        for (int s = 0; s < SLOTS; s++) if (scanf("%d", &ranks[s]) != 1) return 2;
        for (int i = 0; i < n_stock; i++) if (scanf("%d", &stock[i]) != 1) return 2;
        struct timespec a, b;
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &a);
        gen++;
        used = 0;
        nodes = 0;
        int won = dfs(0, 0, waste);
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &b);
        long us = (b.tv_sec - a.tv_sec) * 1000000L + (b.tv_nsec - a.tv_nsec) / 1000;
        printf("%d %ld %ld\n", won, nodes, us);
    }
    return 0;
}
