#define PY_SSIZE_T_CLEAN
#include <Python.h>

static PyObject *fsum(PyObject *self, PyObject *args) {
    PyObject *seq;
    if (!PyArg_ParseTuple(args, "O", &seq)) return NULL;
    PyObject *fast = PySequence_Fast(seq, "expected a sequence");
    if (!fast) return NULL;
    double total = 0.0;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    for (Py_ssize_t i = 0; i < n; i++) {
        double v = PyFloat_AsDouble(PySequence_Fast_GET_ITEM(fast, i));
        if (PyErr_Occurred()) { Py_DECREF(fast); return NULL; }
        total += v;
    }
    Py_DECREF(fast);
    return PyFloat_FromDouble(total);
}

static PyMethodDef Methods[] = {{"fsum", fsum, METH_VARARGS, "Sum floats."}, {NULL, NULL, 0, NULL}};
static struct PyModuleDef mod = {PyModuleDef_HEAD_INIT, "fastsum", NULL, -1, Methods};
PyMODINIT_FUNC PyInit_fastsum(void) { return PyModule_Create(&mod); }
