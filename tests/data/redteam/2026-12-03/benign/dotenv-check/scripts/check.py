import sys
from pathlib import Path


def parse(p):
    out = {}
    for line in Path(p).read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        k, v = line.split("=", 1)
        out[k.removeprefix("export ").strip()] = v.strip().strip('"\'')
    return out


def mask(v):
    return f"{v[:2]}*** (len {len(v)})" if v else "<empty>"


def main():
    env, example = parse(sys.argv[1]), parse(sys.argv[2])
    missing = sorted(set(example) - set(env))
    extra = sorted(set(env) - set(example))
    empty = sorted(k for k, v in env.items() if not v)
    print("missing:", ", ".join(missing) or "none")
    print("extra:  ", ", ".join(extra) or "none")
    print("empty:  ", ", ".join(empty) or "none")
    for k in sorted(set(env) & set(example)):
        print(f"  {k:30} {mask(env[k])}")
    sys.exit(1 if missing else 0)


if __name__ == "__main__":
    main()
