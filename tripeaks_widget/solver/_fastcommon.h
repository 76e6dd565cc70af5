/* What the solver's two C modules share (_fastsearch.c, _fastpar.c): the layout,
 * which cards fit, bit scans, and reading ranks from Python.  Each module
 * includes it once. */
#ifndef TRIPEAKS_FASTCOMMON_H
#define TRIPEAKS_FASTCOMMON_H

#include <Python.h>
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

/* Reads between min_len and max_len whole numbers from lo to hi into out; their count, or -1 with a ValueError naming what. */
static int read_ints(PyObject *seq, int *out, Py_ssize_t min_len, Py_ssize_t max_len, long lo, long hi, const char *what) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (!fast) return -1;
    Py_ssize_t len = PySequence_Fast_GET_SIZE(fast);
    if (len < min_len || len > max_len) {
        Py_DECREF(fast);
        PyErr_Format(PyExc_ValueError, "%s: expected %zd to %zd numbers, got %zd", what, min_len, max_len, len);
        return -1;
    }
    for (Py_ssize_t i = 0; i < len; i++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, i));
        if (v == -1 && PyErr_Occurred()) { Py_DECREF(fast); return -1; }
        if (v < lo || v > hi) {
            Py_DECREF(fast);
            PyErr_Format(PyExc_ValueError, "%s: %ld is not %ld-%ld", what, v, lo, hi);
            return -1;
        }
        out[i] = (int)v;
    }
    Py_DECREF(fast);
    return (int)len;
}

/* -- budgets: a number of states and a deadline on time.monotonic(), as in Python -- */

enum { OUT_OF_NODES = -2, PAST_DEADLINE = -3, PY_ERROR = -4 };

typedef struct {
    long long nodes, checkpoint, max_nodes; /* max_nodes -1: none */
    double deadline;
    int has_deadline;
    PyObject *monotonic; /* time.monotonic, borrowed for the call */
} Budget;

/* Reads max_nodes and deadline (each may be None); 0, or -1 with a Python error. */
static int budget_init(Budget *b, PyObject *max_nodes, PyObject *deadline, PyObject *monotonic) {
    b->nodes = 0;
    b->max_nodes = -1;
    b->has_deadline = 0;
    b->monotonic = monotonic;
    if (max_nodes != Py_None && (b->max_nodes = PyLong_AsLongLong(max_nodes)) == -1 && PyErr_Occurred()) return -1;
    if (deadline != Py_None) {
        b->has_deadline = 1;
        if ((b->deadline = PyFloat_AsDouble(deadline)) == -1.0 && PyErr_Occurred()) return -1;
    }
    return 0;
}

/* OUT_OF_NODES or PAST_DEADLINE when spent, PY_ERROR if time.monotonic failed, else 0. */
static int budget_spent(const Budget *b) {
    if (b->max_nodes >= 0 && b->nodes >= b->max_nodes) return OUT_OF_NODES;
    if (b->has_deadline) {
        PyObject *now = PyObject_CallNoArgs(b->monotonic);
        if (!now) return PY_ERROR;
        double t = PyFloat_AsDouble(now);
        Py_DECREF(now);
        if (t == -1.0 && PyErr_Occurred()) return PY_ERROR;
        if (t > b->deadline) return PAST_DEADLINE;
    }
    return 0;
}

#endif
