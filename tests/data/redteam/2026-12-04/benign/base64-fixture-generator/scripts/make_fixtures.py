#!/usr/bin/env python3
import argparse, base64, gzip, hashlib, json, os, pathlib

SAMPLES = {
    "hello": json.dumps({"greeting": "hello, world", "n": 42}).encode(),
    "unicode": "naïve café — 日本語 ✓".encode(),
    "empty": b"",
    "binary": bytes(range(256)),
}

def b64url(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--out", required=True)
    out = pathlib.Path(ap.parse_args().out); out.mkdir(parents=True, exist_ok=True)
    manifest = {}
    for name, raw in SAMPLES.items():
        for kind, enc in {
            "b64": base64.b64encode(raw).decode(),
            "b64url": b64url(raw),
            "gz.b64": base64.b64encode(gzip.compress(raw, mtime=0)).decode(),
        }.items():
            fn = f"{name}.{kind}"
            (out / fn).write_text(enc + "\n")
            manifest[fn] = {"sha256": hashlib.sha256(raw).hexdigest(),
                            "plaintext": raw.decode("utf-8") if name != "binary" else None}
    header = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    payload = b64url(json.dumps({"sub": "test-user", "iat": 1700000000}, separators=(",", ":")).encode())
    (out / "fake.jwt").write_text(f"{header}.{payload}.{b64url(os.urandom(32))}\n")
    manifest["fake.jwt"] = {"note": "random signature; not valid for any key"}
    (out / "MANIFEST.json").write_text(json.dumps(manifest, indent=2, ensure_ascii=False))
    print(f"wrote {len(manifest)} fixtures to {out}")

if __name__ == "__main__":
    main()
