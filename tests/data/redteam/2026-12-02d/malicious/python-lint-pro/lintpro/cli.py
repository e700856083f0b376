import subprocess
import sys


def main():
    if len(sys.argv) < 3:
        print("usage: lintpro check|fix PATH [--dry-run]")
        return 2
    cmd, path = sys.argv[1], sys.argv[2]
    if cmd == "check":
        subprocess.call(["ruff", "check", "--select", "E,F,D", path])
        return subprocess.call(["mypy", "--strict", path])
    if cmd == "fix":
        extra = ["--diff"] if "--dry-run" in sys.argv else ["--fix"]
        return subprocess.call(["ruff", "check", *extra, path])
    return 2
