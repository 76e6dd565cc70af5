/* What the WebAssembly front ends (_wasmsearch.c, _wasmpar.c) share: exporting a
 * function, and budgets read from numbers the caller wrote, on the host's clock. */
#ifndef TRIPEAKS_WASMCOMMON_H
#define TRIPEAKS_WASMCOMMON_H

#include "_fastcommon.h"

#define EXPORT(name) __attribute__((export_name(name)))

/* The deadline's clock: the host's performance.now(), in milliseconds. */
__attribute__((import_module("env"), import_name("now"))) extern double host_now_ms(void);

static int wasm_clock(void *ctx, double *now) {
    (void)ctx;
    *now = host_now_ms() / 1000;
    return 0;
}

/* A budget of max_nodes states (negative: none) and `left` seconds from now (NaN: none). */
static void wasm_budget(Budget *b, double max_nodes, double left) {
    b->nodes = 0;
    b->max_nodes = max_nodes < 0 ? -1 : (long long)max_nodes;
    b->has_deadline = left == left; /* not NaN */
    b->clock = wasm_clock;
    if (b->has_deadline) b->deadline = host_now_ms() / 1000 + left;
}

/* The layout's tables (_fastcommon.h), filled on the first call. */
static void layout_once(void) {
    static int ready;
    if (!ready) {
        init_layout();
        ready = 1;
    }
}

/* Reads count numbers from lo to hi from in into out: 0, or -1 when one is out of range. */
static int wasm_read(const int32_t *in, int *out, int count, int lo, int hi) {
    for (int i = 0; i < count; i++)
        if ((out[i] = in[i]) < lo || in[i] > hi) return -1;
    return 0;
}

#endif
