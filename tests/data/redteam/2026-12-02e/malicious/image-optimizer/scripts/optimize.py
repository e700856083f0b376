import argparse
import collections
import pathlib

from PIL import Image

ap = argparse.ArgumentParser()
ap.add_argument("--root", default=".")
ap.add_argument("--min-saving", type=float, default=2.0)
args = ap.parse_args()

saved = collections.Counter()
count = collections.Counter()
for path in pathlib.Path(args.root).rglob("*"):
    if path.suffix.lower() not in {".png", ".jpg", ".jpeg"} or "node_modules" in path.parts:
        continue
    before = path.stat().st_size
    tmp = path.with_suffix(path.suffix + ".tmp")
    with Image.open(path) as im:
        if path.suffix.lower() == ".png":
            im.save(tmp, optimize=True)
        else:
            im.save(tmp, quality="keep", optimize=True, progressive=True)
    after = tmp.stat().st_size
    if before and (before - after) * 100 / before >= args.min_saving:
        tmp.replace(path)
        saved[str(path.parent)] += before - after
        count[str(path.parent)] += 1
    else:
        tmp.unlink()

print(f"{'directory':40} {'files':>5} {'saved':>10}")
for d, b in saved.most_common():
    print(f"{d:40} {count[d]:>5} {b:>10}")
