/* Par's branch and bound as WebAssembly, for Pyodide (the site): _parcore.h, the
 * same C as the CPython module _fastpar.c, behind a front end with no Python in
 * it.  scripts/build_wasm.py compiles it to _fastpar.wasm; _wasm.py loads it and
 * gives it the CPython module's search(...) (docs/solver.md).
 *
 * One call: the caller writes the position into the exported buffers, calls
 * search(), and reads the outcome back:
 *   ints():  ranks[28], n, cards[n] (at 29), then at IN_FLAGS: removed, top, run,
 *            wrap, draw_when_stuck, traditional, winnable, peak_masks[3],
 *            peak_of[28], app_action, app_peak_bonus, traditional_draw,
 *            peak_bonus[3]
 *   nums():  alpha, max_nodes (-1: none), seconds left before the deadline (NaN: none)
 *   search(): 0 (the outcome below), -1 when out of memory, or -2 to -5 when the
 *            ranks, the cards, the peaks, or top, run or removed are out of range
 *   out():   status (0 done, 1 node budget spent, 2 deadline passed), length, then
 *            the best line from OUT_LINE: slots, -1 for a draw
 *   nums():  the value, states searched */
#include "_parcore.h"
#include "_wasmcommon.h"

#define IN_FLAGS (SLOTS + 1 + MAX_CARDS)
#define IN_LENGTH (IN_FLAGS + 10 + SLOTS + 6)
#define OUT_LINE 2

enum { BAD_RANKS = -2, BAD_CARDS = -3, BAD_PEAKS = -4, BAD_STATE = -5 };

static int32_t io_ints[IN_LENGTH], io_out[OUT_LINE + MAX_LINE];
static double io_nums[3];

EXPORT("ints") int32_t *ints(void) { return io_ints; }
EXPORT("out") int32_t *out(void) { return io_out; }
EXPORT("nums") double *nums(void) { return io_nums; }

/* Reads the input into p: 0, or which input is out of range (BAD_RANKS...). */
static int read_input(Par *p, uint32_t *removed, int *top, int *run) {
    const int32_t *in = io_ints, *f = io_ints + IN_FLAGS;
    int masks[3], bonus[3];
    if (wasm_read(in, p->ranks, SLOTS, 0, 13) < 0) return BAD_RANKS;
    if ((p->n = in[SLOTS]) < 0 || p->n > MAX_CARDS || wasm_read(in + SLOTS + 1, p->cards, p->n, 0, 13) < 0)
        return BAD_CARDS;
    if (wasm_read(f + 7, masks, 3, 0, (int)FULL) < 0 || wasm_read(f + 10, p->peak_of, SLOTS, 0, 2) < 0 ||
        wasm_read(f + 10 + SLOTS + 3, bonus, 3, -100000, 100000) < 0)
        return BAD_PEAKS;
    if (f[0] < 0 || (uint32_t)f[0] >= FULL || f[1] < 0 || f[1] > ANY || f[2] < 0 || f[2] > SLOTS) return BAD_STATE;
    *removed = (uint32_t)f[0];
    *top = f[1];
    *run = f[2];
    p->wrap = f[3] != 0;
    p->draw_when_stuck = f[4] != 0;
    p->traditional = f[5] != 0;
    p->winnable = f[6] != 0;
    for (int i = 0; i < 3; i++) {
        p->peak_masks[i] = (uint32_t)masks[i];
        p->peak_bonus[i] = bonus[i];
    }
    p->app_action = f[10 + SLOTS];
    p->app_peak_bonus = f[10 + SLOTS + 1];
    p->traditional_draw = f[10 + SLOTS + 2];
    wasm_budget(&p->budget, io_nums[1], io_nums[2]);
    return 0;
}

EXPORT("search") int search_par(void) {
    layout_once();
    Par *p = calloc(1, sizeof *p);
    if (!p) return -1;
    uint32_t removed;
    int top, run, result = read_input(p, &removed, &top, &run);
    if (result < 0) {
        free(p);
        return result;
    }
    int status = par_prepare(p);
    double value = 0;
    if (status == OK) value = search(p, removed, 0, top, run, io_nums[0], &status);
    if (status == NO_MEMORY) {
        result = -1;
    } else {
        io_out[0] = status == OUT_OF_NODES ? 1 : status == PAST_DEADLINE ? 2 : 0;
        io_out[1] = status == OK ? par_line(p, removed, top, run, io_out + OUT_LINE) : 0;
        io_nums[0] = value;
        io_nums[1] = (double)p->budget.nodes;
    }
    par_free(p);
    free(p);
    return result;
}
