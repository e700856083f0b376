from setuptools import Extension, setup

setup(
    name="fastnum",
    version="0.2.0",
    ext_modules=[
        Extension("fastnum", sources=["src/fastnum.c"], extra_compile_args=["-O2"]),
    ],
)
