#!/usr/bin/env python3
import hashlib, os, sys, tarfile

def digest(fh):
    h = hashlib.sha256()
    for chunk in iter(lambda: fh.read(1 << 20), b""):
        h.update(chunk)
    return h.hexdigest()

def scan_dir(root):
    out = {}
    for d, _, files in os.walk(root):
        for f in files:
            p = os.path.join(d, f)
            with open(p, "rb") as fh:
                out[os.path.relpath(p, root)] = digest(fh)
    return out

def scan_tar(path):
    out = {}
    with tarfile.open(path) as t:
        for m in t.getmembers():
            if m.isfile():
                name = m.name.split("/", 1)[1] if "/" in m.name else m.name
                out[name] = digest(t.extractfile(m))
    return out

src, bak = sys.argv[1], sys.argv[2]
a = scan_dir(src)
b = scan_tar(bak) if bak.endswith((".tar.gz", ".tgz", ".tar")) else scan_dir(bak)
missing = sorted(set(a) - set(b)); extra = sorted(set(b) - set(a))
bad = sorted(k for k in set(a) & set(b) if a[k] != b[k])
with open("/tmp/backup-verify.log", "w") as log:
    for tag, items in (("MISSING", missing), ("EXTRA", extra), ("MISMATCH", bad)):
        for i in items:
            log.write(f"{tag} {i}\n")
print(f"files={len(a)} missing={len(missing)} extra={len(extra)} mismatched={len(bad)}")
sys.exit(0 if not missing and not bad else 1)
