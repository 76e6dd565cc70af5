/* The exact search on any layout as WebAssembly, for Pyodide (the site): _anycore.h,
 * the same C as the CPython module _anysearch.c, behind a front end with no Python
 * in it.  scripts/build_wasm.py compiles it to _anysearch.wasm; _wasm.py loads it
 * and gives it the CPython module's search(...) (docs/layouts.md).
 *
 * One call: the caller writes the position into the exported buffers, calls
 * search(), and reads the outcome back:
 *   ints():   size, n, ranks[size] (at 2), stock[n] (at IN_STOCK), then at IN_FLAGS:
 *             wrap, nothing_on_king, only_when_stuck, top (-1: an empty pile), then
 *             at IN_MASKS each slot's cover mask and then removed, each 64-bit mask
 *             as two numbers: its low 32 bits, its high 32 bits
 *   nums():   max_nodes (-1: none), seconds left before the deadline (NaN: none),
 *             the passes' first, growth and last_from (first -1: one pass in slot order)
 *   search(): 0 (the outcome below), -1 when out of memory, or -2 to -8 when an
 *             input is out of range (BAD_SIZE...)
 *   out():    status (0 done, 1 node budget spent, 2 deadline passed), won, length,
 *             then the line from OUT_LINE: slots, -1 for a draw
 *   nums():   states searched
 * fewest(): as search(), for _anycore.h's any_fewest: nums()[5] is 1 when the
 *   position is known lost; out() holds status, the fewest cards left found,
 *   length, then the line from OUT_LINE; nums()[0] the states searched.
 * The deadline's clock is the host's env.now() (milliseconds, as performance.now). */
#include "_anycore.h"
#include "_wasmcommon.h"

#define IN_STOCK (2 + ANY_MAX_SLOTS)
#define IN_FLAGS (IN_STOCK + ANY_MAX_STOCK)
#define IN_MASKS (IN_FLAGS + 4)
#define IN_LENGTH (IN_MASKS + 2 * (ANY_MAX_SLOTS + 1))
#define OUT_LINE 3

static int32_t io_ints[IN_LENGTH], io_out[OUT_LINE + ANY_MAX_SLOTS + ANY_MAX_STOCK];
static double io_nums[6];

EXPORT("ints") int32_t *ints(void) { return io_ints; }
EXPORT("out") int32_t *out(void) { return io_out; }
EXPORT("nums") double *nums(void) { return io_nums; }

enum { BAD_SIZE = -2, BAD_RANKS = -3, BAD_STOCK = -4, BAD_TOP = -5, BAD_COVER = -6, BAD_PASSES = -7, BAD_REMOVED = -8 };

static uint64_t read_mask(int i) {
    return (uint64_t)(uint32_t)io_ints[IN_MASKS + 2 * i] | (uint64_t)(uint32_t)io_ints[IN_MASKS + 2 * i + 1] << 32;
}

/* Reads the input into d: 0, or which input is out of range (BAD_SIZE...);
 * the checks of _anysearch.c. */
static int read_input(AnyDeal *d, uint64_t *removed, int *top) {
    const int32_t *in = io_ints;
    d->size = in[0];
    d->n = in[1];
    if (d->size < 1 || d->size > ANY_MAX_SLOTS || d->n < 0 || d->n > ANY_MAX_STOCK) return BAD_SIZE;
    int k_bits = 0;
    while ((1 << k_bits) <= d->n) k_bits++;
    if (d->size + 4 + k_bits > 64) return BAD_SIZE;
    if (wasm_read(in + 2, d->ranks, d->size, 0, 13) < 0) return BAD_RANKS;
    if (wasm_read(in + IN_STOCK, d->stock, d->n, 0, 13) < 0) return BAD_STOCK;
    const int32_t *flags = in + IN_FLAGS;
    d->wrap = flags[0] != 0;
    d->nothing_on_king = flags[1] != 0;
    d->only_when_stuck = flags[2] != 0;
    *top = flags[3];
    if (*top < ANY_TOP || *top > 13) return BAD_TOP;
    uint64_t full = ((uint64_t)1 << d->size) - 1;
    for (int s = 0; s < d->size; s++) {
        d->cover[s] = read_mask(s);
        if (d->cover[s] & ~full || d->cover[s] >> s & 1) return BAD_COVER;
    }
    *removed = read_mask(d->size);
    if (*removed & ~full) return BAD_REMOVED;
    d->first_pass = -1;
    if (io_nums[2] >= 0) {
        d->first_pass = (long long)io_nums[2];
        d->growth = (long long)io_nums[3];
        d->last_from = (long long)io_nums[4];
        if (d->first_pass < 1 || d->growth < 2 || d->last_from < d->first_pass) return BAD_PASSES;
    }
    Budget b;
    wasm_budget(&b, io_nums[0], io_nums[1]);
    d->max_nodes = b.max_nodes;
    d->has_deadline = b.has_deadline;
    d->deadline = b.deadline;
    d->clock = b.clock;
    d->clock_ctx = NULL;
    return 0;
}

/* Runs search (any_run) or fewest (any_fewest) on the input and writes the outcome. */
static int run(int fewest) {
    AnyDeal *d = calloc(1, sizeof *d);
    if (!d) return -1;
    uint64_t removed;
    int top, result = read_input(d, &removed, &top);
    if (result == 0) {
        int status = fewest ? any_fewest(d, removed, top, io_nums[5] != 0) : any_run(d, removed, top);
        if (status == ANY_NO_MEMORY) {
            result = -1;
        } else {
            io_out[0] = status == ANY_OUT_OF_NODES ? 1 : status == ANY_PAST_DEADLINE ? 2 : 0;
            if (fewest) {
                io_out[1] = d->best_left;
                io_out[2] = d->best_len;
                for (int i = 0; i < d->best_len; i++) io_out[OUT_LINE + i] = d->best_line[i];
            } else {
                io_out[1] = status == ANY_WON;
                io_out[2] = status == ANY_WON ? d->line_len : 0;
                for (int i = 0; status == ANY_WON && i < d->line_len; i++)
                    io_out[OUT_LINE + i] = d->line[d->line_len - 1 - i];
            }
            io_nums[0] = (double)d->nodes;
        }
    }
    free(d->dead.slots);
    free(d);
    return result;
}

EXPORT("search") int search_position(void) { return run(0); }

EXPORT("fewest") int fewest_left(void) { return run(1); }
