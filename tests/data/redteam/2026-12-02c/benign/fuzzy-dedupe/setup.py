from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext


class OptionalBuildExt(build_ext):
    """Compile the C speedups, but do not fail the install without a compiler."""

    def run(self):
        try:
            super().run()
        except Exception as exc:  # pragma: no cover
            print(f"fuzzy-dedupe: C extension not built ({exc}); using pure Python")

    def build_extension(self, ext):
        try:
            super().build_extension(ext)
        except Exception as exc:  # pragma: no cover
            print(f"fuzzy-dedupe: skipping {ext.name}: {exc}")


setup(
    name="fuzzy-dedupe",
    version="0.4.2",
    package_dir={"": "src"},
    packages=["fuzzydedupe"],
    ext_modules=[Extension("fuzzydedupe._distance", ["csrc/distance.c"], extra_compile_args=["-O3"])],
    cmdclass={"build_ext": OptionalBuildExt},
    entry_points={"console_scripts": ["fuzzy-dedupe=fuzzydedupe.cli:main"]},
    python_requires=">=3.9",
)
