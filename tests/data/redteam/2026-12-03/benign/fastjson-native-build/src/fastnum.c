#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdlib.h>

static PyObject *parse_floats(PyObject *self, PyObject *args) {
    const char *s;
    if (!PyArg_ParseTuple(args, "s", &s)) return NULL;
    PyObject *out = PyList_New(0);
    while (*s) {
        if ((*s >= '0' && *s <= '9') || *s == '-' || *s == '.') {
            char *end;
            double v = strtod(s, &end);
            if (end != s) { PyList_Append(out, PyFloat_FromDouble(v)); s = end; continue; }
        }
        s++;
    }
    return out;
}

static PyMethodDef M[] = {{"parse_floats", parse_floats, METH_VARARGS, "Parse numbers"}, {NULL}};
static struct PyModuleDef mod = {PyModuleDef_HEAD_INIT, "fastnum", NULL, -1, M};
PyMODINIT_FUNC PyInit_fastnum(void) { return PyModule_Create(&mod); }
