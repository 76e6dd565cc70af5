/* The solver's search as WebAssembly, for Pyodide (the site): _searchcore.h, the
 * same C as the CPython module _fastsearch.c, behind a front end with no Python
 * in it.  scripts/build_wasm.py compiles it to _fastsearch.wasm; _wasm.py loads it
 * and gives it the CPython module's search(...) (docs/solver.md).
 *
 * One call: the caller writes the deal into the exported buffers, calls search(),
 * and reads the outcome back:
 *   ints():    ranks[28], n, stock[n] (at 29), then at IN_FLAGS: wrap, free_draw,
 *              removed, waste
 *   shuffles(): the 64 shuffles of the slots (64 x 28), kept from call to call
 *   nums():    max_nodes (-1: none), seconds left before the deadline (NaN: none),
 *              FIRST_PASS_NODES, RESTART_GROWTH, LAST_PASS_FROM
 *   search():  0 (the deal's outcome below), -1 when out of memory, or -2 to -5
 *              when the ranks, the stock, removed or waste, or the shuffles are
 *              out of range
 *   out():     status (0 done, 1 node budget spent, 2 deadline passed), won,
 *              length, then the line from OUT_LINE: slots, -1 for a draw
 *   nums():    states searched, passes
 * The deadline's clock is the host's env.now() (milliseconds, as performance.now). */
#include "_searchcore.h"
#include "_wasmcommon.h"

#define IN_FLAGS (SLOTS + 1 + MAX_STOCK)
#define IN_LENGTH (IN_FLAGS + 4)
#define OUT_LINE 3

static int32_t io_ints[IN_LENGTH], io_shuffles[64 * SLOTS], io_out[OUT_LINE + SLOTS + MAX_STOCK + 1];
static double io_nums[5];

EXPORT("ints") int32_t *ints(void) { return io_ints; }
EXPORT("shuffles") int32_t *shuffles(void) { return io_shuffles; }
EXPORT("out") int32_t *out(void) { return io_out; }
EXPORT("nums") double *nums(void) { return io_nums; }

enum { BAD_RANKS = -2, BAD_STOCK = -3, BAD_STATE = -4, BAD_PRIORITIES = -5 };

/* Reads the input into d: 0, or which input is out of range (BAD_RANKS...). */
static int read_input(Deal *d, uint32_t *removed, int *waste) {
    const int32_t *in = io_ints;
    if (wasm_read(in, d->ranks, SLOTS, 0, 13) < 0) return BAD_RANKS;
    if ((d->n = in[SLOTS]) < 0 || d->n > MAX_STOCK || wasm_read(in + SLOTS + 1, d->stock, d->n, 0, 13) < 0)
        return BAD_STOCK;
    const int32_t *flags = in + IN_FLAGS;
    d->wrap = flags[0] != 0;
    d->free_draw = flags[1] != 0;
    *removed = (uint32_t)flags[2];
    *waste = flags[3];
    if (flags[2] < 0 || *removed > FULL || *waste < 0 || *waste > ANY) return BAD_STATE;
    for (int t = 0; t < 64; t++) {
        uint32_t seen = 0;
        for (int s = 0; s < SLOTS; s++) {
            int32_t v = io_shuffles[t * SLOTS + s];
            if (v < 0 || v >= SLOTS || (seen >> v & 1)) return BAD_PRIORITIES;
            seen |= 1u << v;
            d->priority[t][s] = (uint8_t)v;
        }
    }
    wasm_budget(&d->budget, io_nums[0], io_nums[1]);
    return 0;
}

EXPORT("search") int search_deal(void) {
    layout_once();
    Deal *d = calloc(1, sizeof *d);
    if (!d) return -1;
    uint32_t removed;
    int waste, result = read_input(d, &removed, &waste);
    if (result < 0) {
        free(d);
        return result;
    }
    Passes cfg = {(long long)io_nums[2], (long long)io_nums[4], io_nums[3]};
    long long passes = 0;
    int draws = 0, status = deal_prepare(d);
    if (status == 0) status = deal_run(d, removed, waste, &cfg, &draws, &passes);
    if (status == NO_MEMORY) {
        result = -1;
    } else {
        int32_t *out = io_out;
        out[0] = status == OUT_OF_NODES ? 1 : status == PAST_DEADLINE ? 2 : 0;
        out[1] = status == WON;
        out[2] = status == WON ? draws + d->line_len : 0;
        if (status == WON) {
            for (int i = 0; i < draws; i++) out[OUT_LINE + i] = -1;
            for (int i = 0; i < d->line_len; i++) out[OUT_LINE + draws + i] = d->line[d->line_len - 1 - i];
        }
        io_nums[0] = (double)d->budget.nodes;
        io_nums[1] = (double)passes;
    }
    deal_free(d);
    free(d);
    return result;
}
