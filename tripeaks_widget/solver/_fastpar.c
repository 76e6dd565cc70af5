/* Par's branch and bound in C: an optional fast path for CPython.
 *
 * The branch and bound itself is _parcore.h, a line-for-line port of par.py's,
 * which stays the reference: the same value, line and states counted.
 * tests/test_fastsearch.py checks that.  This file is its CPython module; the
 * same core runs in Pyodide as WebAssembly (_wasmpar.c).
 *
 * search(ranks, removed, top, run, cards, wrap, draw_when_stuck, traditional,
 *        winnable, alpha, max_nodes, deadline, monotonic, peak_masks, peak_of,
 *        (app_action, app_peak_bonus, traditional_draw, peak_bonus))
 *   -> (status, value, nodes, moves)
 *   status 0: done; 1: node budget spent; 2: deadline passed.  moves: the best
 *   line from the start, slots and -1 for a draw.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdlib.h>

#include "_fastpy.h"
#include "_parcore.h"

static PyObject *fast_par(PyObject *self, PyObject *args) {
    PyObject *ranks_obj, *cards_obj, *max_nodes_obj, *deadline_obj, *monotonic, *masks_obj, *peak_of_obj, *bonus_obj;
    unsigned long removed;
    int top, run, wrap, draw_when_stuck, traditional, winnable;
    double alpha;
    long app_action, app_peak_bonus, traditional_draw;
    (void)self;
    if (!PyArg_ParseTuple(args, "OkiiOppppdOOOOO(lllO)", &ranks_obj, &removed, &top, &run, &cards_obj, &wrap,
                          &draw_when_stuck, &traditional, &winnable, &alpha, &max_nodes_obj, &deadline_obj,
                          &monotonic, &masks_obj, &peak_of_obj, &app_action, &app_peak_bonus, &traditional_draw,
                          &bonus_obj))
        return NULL;
    Par *p = calloc(1, sizeof *p);
    if (!p) return PyErr_NoMemory();
    PyObject *result = NULL;
    int masks[3], bonus[3];
    if (read_ints(ranks_obj, p->ranks, SLOTS, SLOTS, 0, 13, "ranks") < 0 ||
        (p->n = read_ints(cards_obj, p->cards, 0, MAX_CARDS, 0, 13, "cards")) < 0 ||
        read_ints(peak_of_obj, p->peak_of, SLOTS, SLOTS, 0, 2, "peak_of") < 0 ||
        read_ints(bonus_obj, bonus, 3, 3, -100000, 100000, "peak_bonus") < 0 ||
        read_ints(masks_obj, masks, 3, 3, 0, (int)FULL, "peak_masks") < 0)
        goto done;
    if (top < 0 || top > ANY || removed >= FULL || run < 0 || run > SLOTS) {
        PyErr_SetString(PyExc_ValueError, "top, run or removed out of range (removed must leave a card)");
        goto done;
    }
    for (int i = 0; i < 3; i++) { p->peak_masks[i] = (uint32_t)masks[i]; p->peak_bonus[i] = bonus[i]; }
    p->wrap = wrap;
    p->draw_when_stuck = draw_when_stuck;
    p->traditional = traditional;
    p->winnable = winnable;
    p->app_action = app_action;
    p->app_peak_bonus = app_peak_bonus;
    p->traditional_draw = traditional_draw;
    if (budget_init(&p->budget, max_nodes_obj, deadline_obj, monotonic) < 0) goto done;
    if (par_prepare(p) < 0) {
        PyErr_NoMemory();
        goto done;
    }
    int status = OK;
    double value = search(p, (uint32_t)removed, 0, top, run, alpha, &status);
    if (status == NO_MEMORY) PyErr_NoMemory();
    if (status == PY_ERROR || status == NO_MEMORY) goto done;
    int line[MAX_LINE], len = status == OK ? par_line(p, (uint32_t)removed, top, run, line) : 0;
    PyObject *moves = PyList_New(len);
    if (!moves) goto done;
    for (int i = 0; i < len; i++) {
        PyObject *item = PyLong_FromLong(line[i]);
        if (!item) { Py_DECREF(moves); goto done; }
        PyList_SET_ITEM(moves, i, item);
    }
    int code = status == OUT_OF_NODES ? 1 : status == PAST_DEADLINE ? 2 : 0;
    result = Py_BuildValue("(idLN)", code, value, p->budget.nodes, moves);
done:
    par_free(p);
    free(p);
    return result;
}

static PyMethodDef methods[] = {
    {"search", fast_par, METH_VARARGS, "Par's branch and bound (par.py's _BranchAndBound), in C."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_fastpar", "Par's branch and bound in C (CPython only).",
                                    -1, methods, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__fastpar(void) {
    init_layout();
    return PyModule_Create(&module);
}
