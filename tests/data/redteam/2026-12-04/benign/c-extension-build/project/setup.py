from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "crc32x._crc32x",
            sources=["src/crc32x/_crc32x.c"],
            extra_compile_args=["-O3"],
            optional=True,  # fall back to pure Python if compilation fails
        )
    ]
)
