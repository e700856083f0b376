"""The words each cipher decoder's shape cannot do without, found for all of them in the one
Aho-Corasick pass `decode` already makes over every text (`decode.shape_words`).

They live here, below `decode` and the decoders, so that `decode` can build one automaton for
its own rare needles and these. The pass does not report overlapping matches, so no word here
may hold another (or one of `decode`'s); a text holding none of a decoder's words skips it.
"""

from __future__ import annotations

XOR_MODULO = frozenset(
    ("% len(", "%len(", ".length)", ".length]", "${#", "cycle(", "operator.xor", "-bxor")
)
XOR_DECODER = frozenset(
    ("b64decode", "fromhex", "atob(", "Buffer.from(", "85decode", "FromBase64String")
)
AFFINE_MOD26 = frozenset(("% 26", "%26"))
AFFINE_MOD95 = frozenset(("% 95", "%95"))
AFFINE_MOD94 = frozenset(("% 94", "%94"))
AFFINE_MOD256 = frozenset(("% 256", "%256", "0x100", "& 255", "&255", "0xff", "0xFF"))
# a slice by two or backwards, a length halved, a step of two, a reversal
PERMUTE_SHAPE = frozenset(
    (
        "[::2]",
        "[1::2]",
        "[::-1]",
        "[::-2]",
        "::3]",
        ") // 2",
        ")//2",
        "//2:",
        "// 2:",
        "//2]",
        "// 2]",
        ".length / 2",
        ".length/2",
        ".length >> 1",
        ".length>>1",
        "[i + 1]",
        "[i+1]",
        "i+1:1}",
        ".reverse().join(",
        "| rev",
        "|rev",
        "rev <<<",
        "reversed(",
        "::Reverse(",
        "[-1..-",
    )
)
PERMUTE_REVERSAL = frozenset(
    ("[::-1]", ".reverse().join(", "| rev", "|rev", "rev <<<", "reversed(", "::Reverse(", "[-1..-")
)
PERMUTE_INDEXED = frozenset(
    ("[i]", "[j]", "[k]", "[n]", "[x]", "[idx]", "[index]", "__getitem__", ".charAt(", "[$i]")
)
SUBSTITUTE = frozenset(("tr '", 'tr "', "tr a-", "tr A-", "maketrans("))
CODESHIFT = frozenset(("ord(", "charCodeAt(", "chr(", "fromCharCode"))
ALL = tuple(
    sorted(
        XOR_MODULO
        | XOR_DECODER
        | AFFINE_MOD26
        | AFFINE_MOD95
        | AFFINE_MOD94
        | AFFINE_MOD256
        | PERMUTE_SHAPE
        | PERMUTE_INDEXED
        | SUBSTITUTE
        | CODESHIFT
    )
)
