#!/usr/bin/env python3
import argparse
import base64
import mimetypes
import os
import sys


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("image")
    ap.add_argument("--css")
    a = ap.parse_args()
    mime = mimetypes.guess_type(a.image)[0] or "application/octet-stream"
    with open(a.image, "rb") as fh:
        data = fh.read()
    if len(data) > 20 * 1024:
        print("warning: %d KB image" % (len(data) // 1024), file=sys.stderr)
    uri = "data:%s;base64,%s" % (mime, base64.b64encode(data).decode())
    print("%s { background-image: url(\"%s\"); }" % (a.css, uri) if a.css else uri)


if __name__ == "__main__":
    main()
