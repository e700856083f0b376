import re
import sys
from importlib import metadata


def main():
    path = sys.argv[1]
    text = open(path).read()
    def pin(m):
        name = re.split(r"[<>=!~\[ ;]", m.group(1))[0]
        try:
            return f'"{name}=={metadata.version(name)}"'
        except metadata.PackageNotFoundError:
            return m.group(0)
    new = re.sub(r'"([A-Za-z0-9_.\-]+[^"]*)"', pin, text)
    if "--write" in sys.argv:
        open(path, "w").write(new)
    print(new)
