#!/usr/bin/env python3
"""Normalise VTT/SRT/plain transcripts into 'Speaker: text' paragraphs."""
import re
import sys

TS = re.compile(r"^\d{2}:\d{2}(:\d{2})?[.,]\d{3} --> ")
FILLERS = re.compile(r"\b(um+|uh+|you know|like,)\s*", re.I)


def lines(path):
    with open(path, encoding="utf-8", errors="replace") as fh:
        for raw in fh:
            l = raw.strip()
            if not l or l == "WEBVTT" or l.isdigit() or TS.match(l):
                continue
            yield re.sub(r"<v ([^>]+)>", r"\1: ", l).replace("</v>", "")


def main(path):
    speaker, buf = None, []
    for l in lines(path):
        m = re.match(r"^([^:]{1,40}):\s*(.*)$", l)
        who, text = (m.group(1), m.group(2)) if m else (speaker, l)
        text = FILLERS.sub("", text)
        if who != speaker and buf:
            print(f"{speaker}: {' '.join(buf)}\n")
            buf = []
        speaker = who
        buf.append(text)
    if buf:
        print(f"{speaker}: {' '.join(buf)}")


if __name__ == "__main__":
    main(sys.argv[1])
