/* The solver's search in C: an optional fast path for CPython.
 *
 * The search itself is _searchcore.h, a line-for-line port of _Search.run in
 * search.py, which stays the reference: the same states in the same order, the
 * same memo, the same bounds, the same restart passes and the same budget checks,
 * so it returns the same line and counts the same states.  tests/test_fastsearch.py
 * checks that on thousands of positions.  This file is its CPython module; the
 * same core runs in Pyodide as WebAssembly (_wasmsearch.c).
 *
 * search(ranks, stock, wrap, free_draw, removed, waste, max_nodes, deadline,
 *        monotonic, priorities, passes, draw) -> (status, line, nodes, passes)
 *   passes: (FIRST_PASS_NODES, RESTART_GROWTH, LAST_PASS_FROM).
 *   status 0: line is the winning line (a list) or None; 1: node budget spent;
 *   2: deadline passed.  max_nodes and deadline may be None.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdlib.h>

#include "_fastpy.h"
#include "_searchcore.h"

static PyObject *fast_search(PyObject *self, PyObject *args) {
    PyObject *ranks_obj, *stock_obj, *max_nodes_obj, *deadline_obj, *monotonic, *priorities, *draw;
    int wrap, free_draw, waste;
    unsigned long removed;
    long long first_pass, last_pass_from;
    double growth;
    (void)self;
    if (!PyArg_ParseTuple(args, "OOppkiOOOO(LdL)O", &ranks_obj, &stock_obj, &wrap, &free_draw, &removed, &waste,
                          &max_nodes_obj, &deadline_obj, &monotonic, &priorities, &first_pass, &growth,
                          &last_pass_from, &draw))
        return NULL;
    Deal *d = calloc(1, sizeof *d);
    if (!d) return PyErr_NoMemory();
    PyObject *result = NULL;
    if (read_ints(ranks_obj, d->ranks, SLOTS, SLOTS, 0, 13, "ranks") < 0) goto done;
    if ((d->n = read_ints(stock_obj, d->stock, 0, MAX_STOCK, 0, 13, "stock")) < 0) goto done;
    if (waste < 0 || waste > ANY || removed > FULL) {
        PyErr_SetString(PyExc_ValueError, "waste or removed out of range");
        goto done;
    }
    d->wrap = wrap;
    d->free_draw = free_draw;
    if (budget_init(&d->budget, max_nodes_obj, deadline_obj, monotonic) < 0) goto done;
    /* priorities: 64 shuffles of the slots; a pass sorts the moves by shuffle[slot] */
    if (PySequence_Length(priorities) != 64) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "priorities: expected 64 shuffles");
        goto done;
    }
    for (int t = 0; t < 64; t++) {
        PyObject *row = PySequence_GetItem(priorities, t);
        if (!row) goto done;
        PyObject *fast = PySequence_Fast(row, "priorities");
        Py_DECREF(row);
        if (!fast) goto done;
        if (PySequence_Fast_GET_SIZE(fast) != SLOTS) {
            Py_DECREF(fast);
            PyErr_SetString(PyExc_ValueError, "priorities: expected shuffles of the 28 slots");
            goto done;
        }
        uint32_t seen = 0;
        for (int s = 0; s < SLOTS; s++) {
            long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, s));
            if (v < 0 || v >= SLOTS || (seen >> v & 1)) {
                Py_DECREF(fast);
                if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "priorities: not a shuffle of the slots");
                goto done;
            }
            seen |= 1u << v;
            d->priority[t][s] = (uint8_t)v;
        }
        Py_DECREF(fast);
    }
    if (deal_prepare(d) < 0) {
        PyErr_NoMemory();
        goto done;
    }
    Passes cfg = {first_pass, last_pass_from, growth};
    long long passes;
    int k, status = deal_run(d, (uint32_t)removed, waste, &cfg, &k, &passes);
    if (status == NO_MEMORY) PyErr_NoMemory();
    if (status == PY_ERROR || status == NO_MEMORY) goto done;
    PyObject *line;
    if (status == WON) {
        line = PyList_New(k + d->line_len);
        if (!line) goto done;
        for (int i = 0; i < k; i++) { Py_INCREF(draw); PyList_SET_ITEM(line, i, draw); }
        for (int i = 0; i < d->line_len; i++) {
            int a = d->line[d->line_len - 1 - i];
            PyObject *item = a < 0 ? (Py_INCREF(draw), draw) : PyLong_FromLong(a);
            if (!item) { Py_DECREF(line); goto done; }
            PyList_SET_ITEM(line, k + i, item);
        }
    } else {
        line = Py_None;
        Py_INCREF(line);
    }
    int code = status == OUT_OF_NODES ? 1 : status == PAST_DEADLINE ? 2 : 0;
    result = Py_BuildValue("(iNLL)", code, line, d->budget.nodes, passes);
done:
    deal_free(d);
    free(d);
    return result;
}

static PyMethodDef methods[] = {
    {"search", fast_search, METH_VARARGS, "The solver's search (search.py's _Search.run), in C."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_fastsearch", "The solver's search in C (CPython only).", -1, methods, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__fastsearch(void) {
    init_layout();
    return PyModule_Create(&module);
}
