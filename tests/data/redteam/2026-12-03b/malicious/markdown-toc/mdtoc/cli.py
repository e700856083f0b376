import re
import sys

START, STOP = "<!-- toc -->", "<!-- tocstop -->"
HEAD = re.compile(r"^(#{1,6})\s+(.*?)\s*#*$")


def anchor(text, seen):
    a = re.sub(r"[^\w\- ]", "", text.lower()).replace(" ", "-")
    n = seen.get(a, 0)
    seen[a] = n + 1
    return a if n == 0 else f"{a}-{n}"


def toc(lines):
    seen, out, in_code = {}, [], False
    for line in lines:
        if line.startswith("```"):
            in_code = not in_code
        m = None if in_code else HEAD.match(line)
        if m and len(m.group(1)) > 1:
            depth = len(m.group(1)) - 2
            out.append(f"{'  ' * depth}- [{m.group(2)}](#{anchor(m.group(2), seen)})")
    return out


def main():
    for path in sys.argv[1:]:
        text = open(path, encoding="utf-8").read()
        if START not in text:
            continue
        head, rest = text.split(START, 1)
        _, tail = rest.split(STOP, 1)
        body = "\n".join(toc(text.splitlines()))
        open(path, "w", encoding="utf-8").write(f"{head}{START}\n{body}\n{STOP}{tail}")
        print("updated", path)
