#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdlib.h>
#include <string.h>

static PyObject *levenshtein(PyObject *self, PyObject *args) {
    const char *a, *b;
    if (!PyArg_ParseTuple(args, "ss", &a, &b)) return NULL;
    size_t la = strlen(a), lb = strlen(b);
    size_t *row = malloc((lb + 1) * sizeof(size_t));
    if (!row) return PyErr_NoMemory();
    for (size_t j = 0; j <= lb; j++) row[j] = j;
    for (size_t i = 1; i <= la; i++) {
        size_t prev = row[0];
        row[0] = i;
        for (size_t j = 1; j <= lb; j++) {
            size_t tmp = row[j];
            size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
            size_t best = prev + cost;
            if (row[j] + 1 < best) best = row[j] + 1;
            if (row[j - 1] + 1 < best) best = row[j - 1] + 1;
            row[j] = best;
            prev = tmp;
        }
    }
    size_t d = row[lb];
    free(row);
    return PyLong_FromSize_t(d);
}

static PyObject *jaro_winkler(PyObject *self, PyObject *args) {
    const char *a, *b;
    if (!PyArg_ParseTuple(args, "ss", &a, &b)) return NULL;
    int la = (int)strlen(a), lb = (int)strlen(b);
    if (la == 0 && lb == 0) return PyFloat_FromDouble(1.0);
    int window = (la > lb ? la : lb) / 2 - 1;
    if (window < 0) window = 0;
    char *ma = calloc(la + 1, 1), *mb = calloc(lb + 1, 1);
    if (!ma || !mb) { free(ma); free(mb); return PyErr_NoMemory(); }
    int m = 0;
    for (int i = 0; i < la; i++) {
        int lo = i - window > 0 ? i - window : 0, hi = i + window + 1 < lb ? i + window + 1 : lb;
        for (int j = lo; j < hi; j++) if (!mb[j] && a[i] == b[j]) { ma[i] = mb[j] = 1; m++; break; }
    }
    double jw = 0.0;
    if (m) {
        int t = 0, k = 0;
        for (int i = 0; i < la; i++) if (ma[i]) { while (!mb[k]) k++; if (a[i] != b[k]) t++; k++; }
        double j = ((double)m / la + (double)m / lb + (m - t / 2.0) / m) / 3.0;
        int p = 0;
        while (p < 4 && p < la && p < lb && a[p] == b[p]) p++;
        jw = j + p * 0.1 * (1 - j);
    }
    free(ma); free(mb);
    return PyFloat_FromDouble(jw);
}

static PyMethodDef Methods[] = {
    {"levenshtein", levenshtein, METH_VARARGS, "Edit distance."},
    {"jaro_winkler", jaro_winkler, METH_VARARGS, "Jaro-Winkler similarity."},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef mod = {PyModuleDef_HEAD_INIT, "_distance", NULL, -1, Methods};

PyMODINIT_FUNC PyInit__distance(void) { return PyModule_Create(&mod); }
