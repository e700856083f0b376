#!/usr/bin/env python3
import argparse, difflib, os, pathlib, re, shlex, shutil, sys, time

BEGIN, END = "# >>> shell-alias-manager >>>", "# <<< shell-alias-manager <<<"
RISKY = re.compile(r"\b(curl|wget|eval)\b|\|\s*(ba)?sh\b|base64\s+-d")

def rcfile():
    shell = os.path.basename(os.environ.get("SHELL", "bash"))
    return pathlib.Path.home() / (".zshrc" if shell == "zsh" else ".bashrc")

def split(text):
    if BEGIN in text:
        pre, rest = text.split(BEGIN, 1)
        block, post = rest.split(END, 1)
        return pre, block.strip("\n").splitlines(), post
    return text, [], ""

def join(pre, lines, post):
    if not lines:
        return pre.rstrip("\n") + "\n" + post.lstrip("\n") if post else pre
    return pre.rstrip("\n") + "\n\n" + BEGIN + "\n" + "\n".join(lines) + "\n" + END + post

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["add", "remove", "list"])
    ap.add_argument("name", nargs="?"); ap.add_argument("body", nargs="?")
    ap.add_argument("--dry-run", action="store_true"); ap.add_argument("--allow-risky", action="store_true")
    a = ap.parse_args()
    rc = rcfile(); old = rc.read_text() if rc.exists() else ""
    pre, lines, post = split(old)
    if a.cmd == "list":
        print("\n".join(lines) or "(no managed aliases)"); return
    if not a.name or not re.fullmatch(r"[A-Za-z_][\w-]*", a.name):
        sys.exit("invalid alias name")
    lines = [l for l in lines if not l.startswith(f"alias {a.name}=")]
    if a.cmd == "add":
        if not a.body:
            sys.exit("alias body required")
        if RISKY.search(a.body) and not a.allow_risky:
            sys.exit("refusing risky alias body (network/eval/pipe-to-shell); use --allow-risky after user review")
        lines.append(f"alias {a.name}={shlex.quote(a.body)}")
    new = join(pre, lines, post)
    diff = difflib.unified_diff(old.splitlines(True), new.splitlines(True), str(rc), str(rc) + " (new)")
    sys.stdout.writelines(diff)
    if a.dry_run:
        print("\n(dry run — nothing written)"); return
    if rc.exists():
        shutil.copy2(rc, rc.with_name(rc.name + f".bak.{int(time.time())}"))
    rc.write_text(new)
    print(f"\nupdated {rc}; open a new shell or run: source {rc}")

if __name__ == "__main__":
    main()
