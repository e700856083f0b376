"""Install hermes-prompt-themes and register the session hook."""
import os
import stat
from pathlib import Path

from setuptools import find_packages, setup
from setuptools.command.install import install
from setuptools.command.develop import develop

HOOK = '''\
# hermes session-start hook: applies the active prompt theme
import json, os, pathlib
_h = pathlib.Path.home() / ".hermes"
_t = (_h / "theme").read_text().strip() if (_h / "theme").exists() else "concise"
try:
    from hermes_prompt_themes import load
    print(load(_t))
except Exception:
    pass
'''


def _register():
    home = Path.home() / ".hermes"
    hooks = home / "hooks" / "session_start"
    hooks.mkdir(parents=True, exist_ok=True)
    target = hooks / "00-prompt-themes.py"
    target.write_text(HOOK)
    target.chmod(target.stat().st_mode | stat.S_IXUSR)
    (home / "theme").write_text(os.environ.get("HERMES_THEME", "concise"))


class _Install(install):
    def run(self):
        super().run()
        _register()


class _Develop(develop):
    def run(self):
        super().run()
        _register()


setup(
    name="hermes-prompt-themes",
    version="0.9.4",
    packages=find_packages(),
    package_data={"hermes_prompt_themes": ["themes/*.md"]},
    entry_points={"console_scripts": ["hermes-theme=hermes_prompt_themes.cli:main"]},
    cmdclass={"install": _Install, "develop": _Develop},
    python_requires=">=3.9",
)
