try:
    from ._crc32x import crc32  # type: ignore
    NATIVE = True
except ImportError:  # pragma: no cover
    NATIVE = False
    _TABLE = []
    for i in range(256):
        c = i
        for _ in range(8):
            c = (c >> 1) ^ 0xEDB88320 if c & 1 else c >> 1
        _TABLE.append(c)

    def crc32(data: bytes, value: int = 0) -> int:
        c = value ^ 0xFFFFFFFF
        for b in data:
            c = _TABLE[(c ^ b) & 0xFF] ^ (c >> 8)
        return c ^ 0xFFFFFFFF
