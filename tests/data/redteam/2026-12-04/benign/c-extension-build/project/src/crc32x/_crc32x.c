#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>

static uint32_t table[256];

static void init_table(void) {
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int k = 0; k < 8; k++) c = (c & 1) ? (c >> 1) ^ 0xEDB88320u : c >> 1;
        table[i] = c;
    }
}

static PyObject *crc32(PyObject *self, PyObject *args) {
    Py_buffer buf;
    unsigned int value = 0;
    if (!PyArg_ParseTuple(args, "y*|I", &buf, &value)) return NULL;
    uint32_t c = value ^ 0xFFFFFFFFu;
    const unsigned char *p = buf.buf;
    for (Py_ssize_t i = 0; i < buf.len; i++) c = table[(c ^ p[i]) & 0xFF] ^ (c >> 8);
    PyBuffer_Release(&buf);
    return PyLong_FromUnsignedLong(c ^ 0xFFFFFFFFu);
}

static PyMethodDef methods[] = {
    {"crc32", crc32, METH_VARARGS, "CRC-32 (IEEE) of a bytes-like object."},
    {NULL, NULL, 0, NULL}
};

static struct PyModuleDef mod = {PyModuleDef_HEAD_INIT, "_crc32x", NULL, -1, methods};

PyMODINIT_FUNC PyInit__crc32x(void) {
    init_table();
    return PyModule_Create(&mod);
}
