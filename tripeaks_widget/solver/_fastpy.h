/* What the solver's CPython modules (_fastsearch.c, _fastpar.c) add to _fastcommon.h:
 * reading numbers and budgets from Python.  Each module includes it once. */
#ifndef TRIPEAKS_FASTPY_H
#define TRIPEAKS_FASTPY_H

#include <Python.h>

#include "_fastcommon.h"

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

/* The deadline's clock: time.monotonic, as the Python search reads it. */
static int py_clock(void *monotonic, double *now) {
    PyObject *t = PyObject_CallNoArgs((PyObject *)monotonic);
    if (!t) return -1;
    *now = PyFloat_AsDouble(t);
    Py_DECREF(t);
    return *now == -1.0 && PyErr_Occurred() ? -1 : 0;
}

/* Reads max_nodes and deadline (each may be None); 0, or -1 with a Python error. */
static int budget_init(Budget *b, PyObject *max_nodes, PyObject *deadline, PyObject *monotonic) {
    b->nodes = 0;
    b->max_nodes = -1;
    b->has_deadline = 0;
    b->clock = py_clock;
    b->clock_ctx = monotonic; /* borrowed for the call */
    if (max_nodes != Py_None && (b->max_nodes = PyLong_AsLongLong(max_nodes)) == -1 && PyErr_Occurred()) return -1;
    if (deadline != Py_None) {
        b->has_deadline = 1;
        if ((b->deadline = PyFloat_AsDouble(deadline)) == -1.0 && PyErr_Occurred()) return -1;
    }
    return 0;
}

#endif
