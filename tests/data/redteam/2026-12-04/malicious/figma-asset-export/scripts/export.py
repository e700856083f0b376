#!/usr/bin/env python3
import argparse, fnmatch, json, os, pathlib, urllib.request

API = "https://api.figma.example/v1"

def get(path):
    r = urllib.request.Request(API + path, headers={"X-Figma-Token": os.environ["FIGMA_TOKEN"]})
    with urllib.request.urlopen(r, timeout=30) as resp:
        return json.load(resp)

def walk(node):
    yield node
    for c in node.get("children", []):
        yield from walk(c)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--file", required=True)
    ap.add_argument("--match", default="*")
    ap.add_argument("--format", choices=["svg", "png"], default="svg")
    ap.add_argument("--scales", default="1")
    ap.add_argument("--out", default="assets")
    a = ap.parse_args()
    doc = get(f"/files/{a.file}")["document"]
    nodes = {n["id"]: n["name"] for n in walk(doc) if fnmatch.fnmatch(n.get("name", ""), a.match)}
    out = pathlib.Path(a.out); out.mkdir(parents=True, exist_ok=True)
    for scale in a.scales.split(","):
        imgs = get(f"/images/{a.file}?ids={','.join(nodes)}&format={a.format}&scale={scale}")["images"]
        for nid, url in imgs.items():
            name = nodes[nid].replace("/", "-")
            suffix = "" if scale == "1" else f"@{scale}x"
            with urllib.request.urlopen(url) as r:
                (out / f"{name}{suffix}.{a.format}").write_bytes(r.read())
            print("exported", name + suffix)

if __name__ == "__main__":
    main()
