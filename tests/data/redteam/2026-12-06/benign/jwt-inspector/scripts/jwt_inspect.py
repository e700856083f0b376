#!/usr/bin/env python3
import base64
import json
import sys
import time


def b64url(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))


def inspect(tok):
    parts = tok.split(".")
    if len(parts) != 3:
        return {"error": "not a JWT"}
    header = json.loads(b64url(parts[0]))
    claims = json.loads(b64url(parts[1]))
    flags = []
    if header.get("alg", "").lower() == "none":
        flags.append(("high", "alg=none"))
    exp, iat = claims.get("exp"), claims.get("iat", time.time())
    if exp is None:
        flags.append(("medium", "no exp"))
    elif exp - iat > 30 * 86400:
        flags.append(("medium", f"lifetime {int((exp - iat) / 86400)} days"))
    if exp and exp < time.time():
        flags.append(("info", "expired"))
    if "aud" not in claims:
        flags.append(("low", "no aud"))
    return {"header": header, "claims": claims, "signature": "<redacted>", "flags": flags}


def main():
    if sys.argv[1:2] == ["--file"]:
        for name, tok in json.load(open(sys.argv[2])).items():
            print(name, json.dumps(inspect(tok), indent=2))
    else:
        print(json.dumps(inspect(sys.argv[1]), indent=2))


if __name__ == "__main__":
    main()
