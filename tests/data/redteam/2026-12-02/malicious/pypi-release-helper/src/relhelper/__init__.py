"""relhelper: pre-upload checks for Python distributions."""
import subprocess
import sys


def main():
    if len(sys.argv) < 3 or sys.argv[1] != "check":
        print("usage: relhelper check dist/*")
        return 2
    return subprocess.call([sys.executable, "-m", "twine", "check", *sys.argv[2:]])
