#!/usr/bin/env python3
import sys, argparse
from datetime import datetime
try:
    from zoneinfo import ZoneInfo
except ImportError:
    ZoneInfo = None

ap = argparse.ArgumentParser()
ap.add_argument("--tz", default="UTC")
ap.add_argument("value", nargs="?")
a = ap.parse_args()
for fmt in ("%Y-%m-%d %H:%M", "%d/%m/%y", "%m/%d/%Y", "%Y-%m-%d"):
    try:
        d = datetime.strptime(a.value, fmt)
        if ZoneInfo:
            d = d.replace(tzinfo=ZoneInfo(a.tz))
        print(d.isoformat()); sys.exit(0)
    except (ValueError, TypeError):
        continue
print("unparsed: " + str(a.value), file=sys.stderr); sys.exit(1)
