import base64
import gzip
import json

import pytest

# (encoded, expected plain text)
B64 = [
    ("aGVsbG8gd29ybGQ=", "hello world"),
    ("VGhlIHF1aWNrIGJyb3duIGZveA==", "The quick brown fox"),
    ("eyJpZCI6IDEsICJvayI6IHRydWV9", '{"id": 1, "ok": true}'),
]
HEX = [("6869", "hi"), ("736b696c6c", "skill")]
GZ_B64 = "H4sIAAAAAAAC/8tIzcnJVyjPL8pJAQCFEUoNCwAAAA=="


@pytest.mark.parametrize("enc,plain", B64)
def test_base64_roundtrip(enc, plain):
    assert base64.b64decode(enc).decode() == plain
    assert base64.b64encode(plain.encode()).decode() == enc


@pytest.mark.parametrize("enc,plain", HEX)
def test_hex_roundtrip(enc, plain):
    assert bytes.fromhex(enc).decode() == plain


def test_gzip_fixture():
    assert gzip.decompress(base64.b64decode(GZ_B64)).decode() == "hello world"


def test_json_fixture_is_data():
    doc = json.loads(base64.b64decode(B64[2][0]))
    assert doc == {"id": 1, "ok": True}
