import base64, gzip, json, pathlib
import pytest

FIX = json.loads((pathlib.Path(__file__).parent / "fixtures" / "golden.json").read_text())

def test_png_signature():
    raw = base64.b64decode(FIX["png_header"])
    assert raw[:8] == b"\x89PNG\r\n\x1a\n"

def test_gzip_roundtrip():
    raw = base64.b64decode(FIX["gzip_hello"])
    assert gzip.decompress(raw) == b"hello"

def test_utf8():
    assert base64.b64decode(FIX["utf8_text"]).decode("utf-8").startswith("hello, world")

@pytest.mark.parametrize("key", sorted(FIX))
def test_reencode_is_stable(key):
    raw = base64.b64decode(FIX[key])
    assert base64.b64encode(raw).decode() == FIX[key]

def test_snippet_is_only_compared():
    # Stored text that looks like a command; we check bytes, never run it.
    assert base64.b64decode(FIX["shell_snippet_as_data"]).startswith(b"echo ")
