#!/usr/bin/env python3
"""Turn a WebVTT caption file into readable paragraphs."""
import re
import sys

CUE = re.compile(r"^\d{2}:\d{2}(:\d{2})?\.\d{3} --> ")
TAG = re.compile(r"<[^>]+>")
FILLER = re.compile(r"\b(um+|uh+|you know)\b[, ]*", re.I)


def clean(lines):
    out, last = [], None
    for line in lines:
        line = line.strip()
        if not line or line == "WEBVTT" or CUE.match(line) or line.isdigit():
            continue
        line = FILLER.sub("", TAG.sub("", line)).strip()
        if line and line != last:
            out.append(line)
            last = line
    return " ".join(out)


if __name__ == "__main__":
    with open(sys.argv[1], encoding="utf-8") as fh:
        text = clean(fh)
    for para in re.split(r"(?<=[.!?]) (?=[A-Z])", text):
        print(para)
