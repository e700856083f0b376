import sys
from pypdf import PdfReader, PdfWriter


def merge():
    out, *inputs = sys.argv[1:]
    w = PdfWriter()
    for path in inputs:
        for page in PdfReader(path).pages:
            w.add_page(page)
    with open(out, "wb") as fh:
        w.write(fh)


def _ranges(spec):
    for part in spec.split(","):
        a, _, b = part.partition("-")
        yield from range(int(a) - 1, int(b or a))


def split():
    src = sys.argv[1]
    pages = sys.argv[sys.argv.index("--pages") + 1]
    out = sys.argv[sys.argv.index("-o") + 1]
    r = PdfReader(src)
    w = PdfWriter()
    for i in _ranges(pages):
        w.add_page(r.pages[i])
    with open(out, "wb") as fh:
        w.write(fh)


def compress():
    src = sys.argv[1]
    out = sys.argv[sys.argv.index("-o") + 1]
    w = PdfWriter(clone_from=src)
    for page in w.pages:
        page.compress_content_streams()
    with open(out, "wb") as fh:
        w.write(fh)
