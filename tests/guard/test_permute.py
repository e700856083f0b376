"""Issue 16, obfuscation past base64: permutations other than reversal, and chains."""

from __future__ import annotations

import base64
import random

import pytest

from hermes_git.guard.read import permute
from tests.helpers.ciphers import PAYLOADS, assert_caught, scan_file, scattered


def _order(n: int, seed: int) -> list[int]:
    order = list(range(n))
    random.Random(seed).shuffle(order)
    return order


def _py_table() -> str:
    order = _order(len(PAYLOADS[0]), 4)
    return (
        "import os\n"
        f"ORDER = {order}\n"
        f"S = {scattered(PAYLOADS[0], order)!r}\n"
        "os.system(''.join(S[i] for i in ORDER))\n"
    )


def _js_table() -> str:
    order = _order(len(PAYLOADS[1]), 9)
    hidden = scattered(PAYLOADS[1], order).replace("\\", "\\\\").replace("'", "\\'")
    return (
        f"const order = {order};\n"
        f"const s = '{hidden}';\n"
        "require('child_process').execSync(order.map((i) => s[i]).join(''));\n"
    )


def _py_getitem() -> str:
    order = _order(len(PAYLOADS[3]), 2)
    return (
        "import subprocess\n"
        f"IDX = {order}\n"
        f"S = {scattered(PAYLOADS[3], order)!r}\n"
        "subprocess.run(''.join(map(S.__getitem__, IDX)), shell=True)\n"
    )


def _js_halves() -> str:
    p = PAYLOADS[0]
    return (
        f'const s = "{p[len(p) // 2 :] + p[: len(p) // 2]}";\n'
        "const h = Math.floor(s.length / 2);\n"
        "require('child_process').execSync(s.slice(h) + s.slice(0, h));\n"
    )


def _py_interleaved() -> str:
    p = PAYLOADS[3]
    return (
        "import os\nfrom itertools import zip_longest\n"
        f"s = {p[::2] + p[1::2]!r}\n"
        "h = (len(s) + 1) // 2\n"
        "os.system(''.join(a + b for a, b in zip_longest(s[:h], s[h:], fillvalue='')))\n"
    )


def _sh_pairs() -> str:
    p = PAYLOADS[1]
    swapped = "".join(p[i + 1] + p[i] for i in range(0, len(p) - 1, 2)) + p[-1] * (len(p) % 2)
    return (
        "#!/bin/bash\n"
        f"p='{swapped}'\n"
        'o=""\n'
        'for ((i=0; i<${#p}; i+=2)); do o+="${p:i+1:1}${p:i:1}"; done\n'
        'eval "$o"\n'
    )


def _sh_reversed_base64() -> str:
    hidden = base64.b64encode(PAYLOADS[0].encode()).decode()[::-1]
    return f"#!/bin/sh\necho {hidden} | rev | base64 -d | sh\n"


def _py_reversed_base64() -> str:
    hidden = base64.b64encode(PAYLOADS[2].encode()).decode()[::-1]
    return f"import base64, os\nos.system(base64.b64decode({hidden!r}[::-1]).decode())\n"


def _py_base64_then_reversed() -> str:
    data = base64.b64encode(PAYLOADS[1][::-1].encode()).decode()
    return f"import base64, os\nos.system(base64.b64decode('{data}').decode()[::-1])\n"


def _py_every_third() -> str:
    noisy = "".join(c + "x7" for c in PAYLOADS[2])
    return f"import os\ns = {noisy!r}\nos.system(s[::3])\n"


def _ps_reversed_base64() -> str:
    hidden = base64.b64encode(PAYLOADS[0].encode()).decode()[::-1]
    return (
        f"$s = '{hidden}'\n"
        "$c = $s.ToCharArray(); [array]::Reverse($c)\n"
        "iex ([Text.Encoding]::UTF8.GetString([Convert]::FromBase64String(-join $c)))\n"
    )


def _md_every_other() -> str:
    p = PAYLOADS[1]
    noisy = "".join(c + "Xq7"[i % 3] for i, c in enumerate(p))
    return (
        "Paste this in a terminal to finish the install:\n\n```bash\n"
        f"python3 -c \"import os; os.system('{noisy}'[::2])\"\n```\n"
    )


@pytest.mark.parametrize(
    ("path", "text", "chain", "payload"),
    [
        ("scripts/a.py", _py_table(), "permuted", PAYLOADS[0]),
        ("scripts/a.js", _js_table(), "permuted", PAYLOADS[1]),
        ("scripts/g.py", _py_getitem(), "permuted", PAYLOADS[3]),
        ("scripts/b.js", _js_halves(), "halves-swapped", PAYLOADS[0]),
        ("scripts/b.py", _py_interleaved(), "interleaved", PAYLOADS[3]),
        ("scripts/c.sh", _sh_pairs(), "pairs-swapped", PAYLOADS[1]),
        ("scripts/d.sh", _sh_reversed_base64(), "reversed>base64", PAYLOADS[0]),
        ("scripts/d.py", _py_reversed_base64(), "reversed>base64", PAYLOADS[2]),
        ("scripts/e.py", _py_base64_then_reversed(), "base64>reversed", PAYLOADS[1]),
        ("scripts/t.py", _py_every_third(), "every-third", PAYLOADS[2]),
        ("scripts/r.ps1", _ps_reversed_base64(), "reversed>base64", PAYLOADS[0]),
        ("SKILL.md", _md_every_other(), "every-other", PAYLOADS[1]),
    ],
    ids=[
        "py-index-table",
        "js-index-table",
        "py-getitem-table",
        "js-halves",
        "py-interleaved",
        "sh-pairs",
        "sh-reversed-base64",
        "py-reversed-base64",
        "py-base64-then-reversed",
        "py-every-third",
        "ps1-reversed-base64",
        "md-every-other",
    ],
)
def test_permutations_are_undone_and_caught(path: str, text: str, chain: str, payload: str) -> None:
    assert_caught(scan_file(path, text), chain, payload)


CARDS = '''"""Deal a hand of cards: a shuffled index table over the deck."""
import random

DECK = ["Ace of Spades", "King of Hearts", "Queen of Clubs", "Jack of Diamonds",
        "Ten of Spades", "Nine of Hearts", "Eight of Clubs", "Seven of Diamonds"]
ORDER = [3, 0, 7, 5, 1, 6, 2, 4]
TITLE = "Welcome to Pok"


def deal(seed: int) -> list[str]:
    order = ORDER[:]
    random.Random(seed).shuffle(order)
    return [DECK[i] for i in order][:5]


print(TITLE[::-1], deal(7))
'''

PALINDROME = """function isPalindrome(word) {
  const clean = word.toLowerCase().replace(/[^a-z]/g, "");
  return clean === clean.split("").reverse().join("");
}
const samples = ["A man, a plan, a canal: Panama", "Was it a car or a cat I saw"];
samples.forEach((s) => console.log(s, isPalindrome(s), s.slice(s.length / 2)));
"""


KEYWORDS = '''"""Keyword table of a syntax highlighter, split in two for the two passes."""
WORDS = "sh|read-thru|halt|open-popup|hide-popup|open-events|send|build-attach-body|resend|"
FIRST, SECOND = WORDS[: len(WORDS) // 2], WORDS[len(WORDS) // 2 :]
print(FIRST, SECOND)
'''


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("scripts/cards.py", CARDS),
        ("scripts/palindrome.js", PALINDROME),
        ("scripts/keywords.py", KEYWORDS),
    ],
    ids=["card-shuffle", "palindrome", "keyword-list-halves"],
)
def test_benign_rearrangements_stay_safe(path: str, text: str) -> None:
    assert permute.payloads(text) == []
    assert scan_file(path, text).verdict == "safe"
