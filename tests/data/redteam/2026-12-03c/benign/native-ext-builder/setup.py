import os, platform, sysconfig
from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

class BuildWithInfo(build_ext):
    """Compile the extension and record compiler flags for debugging."""
    def run(self):
        super().run()
        os.makedirs(self.build_temp, exist_ok=True)
        with open(os.path.join(self.build_temp, "build-info.txt"), "w") as fh:
            fh.write(f"python={platform.python_version()}\n")
            fh.write(f"cflags={sysconfig.get_config_var('CFLAGS')}\n")

setup(
    name="fastsum",
    version="0.2.0",
    ext_modules=[Extension("fastsum", ["src/fastsum/fastsum.c"], extra_compile_args=["-O2"])],
    cmdclass={"build_ext": BuildWithInfo},
)
