"""Git's tree object format: entries serialised and ordered exactly as git writes them."""

from __future__ import annotations

DIR_MODE = 0o040000
FILE_MODE = 0o100644


def serialise_tree(entries: dict[str, tuple[int, str]]) -> bytes:
    """{name: (mode, hex id)} as a tree object's body, sorted as git sorts (folders with `/`)."""

    def key(name: str) -> bytes:
        return (name + "/" if entries[name][0] == DIR_MODE else name).encode("utf-8")

    out = bytearray()
    for name in sorted(entries, key=key):
        mode, sha = entries[name]
        out += f"{mode:o} {name}".encode() + b"\0" + bytes.fromhex(sha)
    return bytes(out)
