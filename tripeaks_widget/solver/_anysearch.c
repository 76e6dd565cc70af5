/* The exact search on any layout in C: an optional fast path for CPython, beside
 * the TriPeaks one (_fastsearch.c), which it leaves as it is.  The search is
 * _anycore.h, a port of anylayout.py's solve_any (the reference): the same line.
 *
 * search(cover, ranks, stock, wrap, nothing_on_king, only_when_stuck, removed, top,
 *        max_nodes, deadline, monotonic, passes, draw) -> (status, line, nodes)
 *   cover: for each slot the mask of the slots covering it (Layout.cover_mask);
 *   top: the pile's rank (0 a joker, 1-13), or -1 for an empty pile.
 *   passes: (first pass's states, growth, last_from), or None: one pass in slot order.
 *   status 0: line is the winning line (a list, draw for a draw) or None;
 *   1: node budget spent; 2: deadline passed.  max_nodes and deadline may be None.
 *   ValueError when the layout, the ranks or the stock do not fit the exact memo key.
 *
 * fewest(cover, ranks, stock, wrap, nothing_on_king, only_when_stuck, removed, top,
 *        max_nodes, deadline, monotonic, lost, draw) -> (status, left, line, nodes)
 *   the fewest cards a line from the position can leave (_anycore.h's any_fewest) and
 *   that line; lost: the position is known lost.  Status 1 or 2: the budget ran out,
 *   and left and line are the best found so far. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdlib.h>

#if defined(__GNUC__) /* _fastcommon.h's TriPeaks tables, which this module does not use */
#pragma GCC diagnostic ignored "-Wunused-function"
#endif
#include "_fastpy.h"
#include "_anycore.h"

/* Reads the arguments the two calls share into d and *removed: 0, or -1 with a Python error. */
static int read_deal(AnyDeal *d, uint64_t *removed, PyObject *cover_obj, PyObject *ranks_obj, PyObject *stock_obj,
                     int wrap, int nothing_on_king, int only_when_stuck, PyObject *removed_obj, int top,
                     PyObject *max_nodes, PyObject *deadline, PyObject *monotonic) {
    PyObject *fast = NULL;
    int ok = -1;
    if ((d->size = read_ints(ranks_obj, d->ranks, 1, ANY_MAX_SLOTS, 0, 13, "ranks")) < 0) goto done;
    if ((d->n = read_ints(stock_obj, d->stock, 0, ANY_MAX_STOCK, 0, 13, "stock")) < 0) goto done;
    int k_bits = 0;
    while ((1 << k_bits) <= d->n) k_bits++;
    if (d->size + 4 + k_bits > 64) {
        PyErr_SetString(PyExc_ValueError, "the layout and the stock do not fit a 64-bit memo key");
        goto done;
    }
    if (top < ANY_TOP || top > 13) {
        PyErr_SetString(PyExc_ValueError, "top: -1 (an empty pile) or a rank 0-13");
        goto done;
    }
    if (!(fast = PySequence_Fast(cover_obj, "cover"))) goto done;
    if (PySequence_Fast_GET_SIZE(fast) != d->size) {
        PyErr_SetString(PyExc_ValueError, "cover: one mask per slot");
        goto done;
    }
    uint64_t full = ((uint64_t)1 << d->size) - 1;
    for (int s = 0; s < d->size; s++) {
        d->cover[s] = PyLong_AsUnsignedLongLong(PySequence_Fast_GET_ITEM(fast, s));
        if (PyErr_Occurred()) goto done;
        if (d->cover[s] & ~full || d->cover[s] >> s & 1) {
            PyErr_SetString(PyExc_ValueError, "cover: a mask names a slot the layout does not have, or the slot itself");
            goto done;
        }
    }
    *removed = PyLong_AsUnsignedLongLong(removed_obj);
    if (PyErr_Occurred()) goto done;
    if (*removed & ~full) {
        PyErr_SetString(PyExc_ValueError, "removed: a slot the layout does not have");
        goto done;
    }
    d->wrap = wrap;
    d->nothing_on_king = nothing_on_king;
    d->only_when_stuck = only_when_stuck;
    Budget b = {0};
    if (budget_init(&b, max_nodes, deadline, monotonic) < 0) goto done;
    d->max_nodes = b.max_nodes;
    d->has_deadline = b.has_deadline;
    d->deadline = b.deadline;
    d->clock = b.clock;
    d->clock_ctx = b.clock_ctx;
    ok = 0;
done:
    Py_XDECREF(fast);
    return ok;
}

/* A line as a Python list, first action first: slots, and draw for a draw (-1). */
static PyObject *line_list(const int *actions, int length, PyObject *draw) {
    PyObject *line = PyList_New(length);
    if (!line) return NULL;
    for (int i = 0; i < length; i++) {
        PyObject *item = actions[i] < 0 ? (Py_INCREF(draw), draw) : PyLong_FromLong(actions[i]);
        if (!item) { Py_DECREF(line); return NULL; }
        PyList_SET_ITEM(line, i, item);
    }
    return line;
}

/* The arguments both calls share (all but their twelfth, *extra: passes or lost, and the last, *draw),
 * read into a new AnyDeal; NULL with a Python error when one is wrong.  The caller frees it. */
static AnyDeal *parse_deal(PyObject *args, uint64_t *removed, int *top, PyObject **extra, PyObject **draw) {
    PyObject *cover_obj, *ranks_obj, *stock_obj, *removed_obj, *max_nodes, *deadline, *monotonic;
    int wrap, nothing_on_king, only_when_stuck;
    if (!PyArg_ParseTuple(args, "OOOpppOiOOOOO", &cover_obj, &ranks_obj, &stock_obj, &wrap, &nothing_on_king,
                          &only_when_stuck, &removed_obj, top, &max_nodes, &deadline, &monotonic, extra, draw))
        return NULL;
    AnyDeal *d = calloc(1, sizeof *d);
    if (!d) return (AnyDeal *)PyErr_NoMemory();
    if (read_deal(d, removed, cover_obj, ranks_obj, stock_obj, wrap, nothing_on_king, only_when_stuck, removed_obj,
                  *top, max_nodes, deadline, monotonic) < 0) {
        free(d);
        return NULL;
    }
    return d;
}

/* The outcome's code for Python: 0 done, 1 node budget spent, 2 deadline passed; -1 with a Python error. */
static int outcome(int status) {
    if (status == ANY_NO_MEMORY) PyErr_NoMemory();
    if (status == ANY_NO_MEMORY || status == ANY_CLOCK_ERROR) return -1;
    return status == ANY_OUT_OF_NODES ? 1 : status == ANY_PAST_DEADLINE ? 2 : 0;
}

static PyObject *any_search_py(PyObject *self, PyObject *args) {
    PyObject *passes, *draw, *result = NULL, *line;
    uint64_t removed;
    int top;
    (void)self;
    AnyDeal *d = parse_deal(args, &removed, &top, &passes, &draw);
    if (!d) return NULL;
    d->first_pass = -1;
    if (passes != Py_None) {
        if (!PyArg_ParseTuple(passes, "LLL", &d->first_pass, &d->growth, &d->last_from)) goto done;
        if (d->first_pass < 1 || d->growth < 2 || d->last_from < d->first_pass) {
            PyErr_SetString(PyExc_ValueError, "passes: (first >= 1, growth >= 2, last_from >= first)");
            goto done;
        }
    }
    int status = any_run(d, removed, top), code = outcome(status);
    if (code < 0) goto done;
    if (status == ANY_WON) {
        int forward[ANY_MAX_SLOTS + ANY_MAX_STOCK];
        for (int i = 0; i < d->line_len; i++) forward[i] = d->line[d->line_len - 1 - i];
        if (!(line = line_list(forward, d->line_len, draw))) goto done;
    } else {
        line = Py_None;
        Py_INCREF(line);
    }
    result = Py_BuildValue("(iNL)", code, line, d->nodes);
done:
    free(d);
    return result;
}

static PyObject *any_fewest_py(PyObject *self, PyObject *args) {
    PyObject *lost, *draw, *result = NULL, *line;
    uint64_t removed;
    int top;
    (void)self;
    AnyDeal *d = parse_deal(args, &removed, &top, &lost, &draw);
    if (!d) return NULL;
    int known_lost = PyObject_IsTrue(lost);
    if (known_lost < 0) goto done;
    int code = outcome(any_fewest(d, removed, top, known_lost));
    if (code < 0 || !(line = line_list(d->best_line, d->best_len, draw))) goto done;
    result = Py_BuildValue("(iiNL)", code, d->best_left, line, d->nodes);
done:
    free(d);
    return result;
}

static PyMethodDef methods[] = {
    {"search", any_search_py, METH_VARARGS, "The exact search on any layout (anylayout.py's solve_any), in C."},
    {"fewest", any_fewest_py, METH_VARARGS, "The fewest cards a line can leave on any layout (_anycore.h's any_fewest)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_anysearch", "The exact search on any layout in C (CPython only).", -1, methods, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__anysearch(void) { return PyModule_Create(&module); }
