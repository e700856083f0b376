"""Values a secret rule finds that hold no secret: obvious placeholders and code.

Three tests, from the surest to the narrowest:
- `structural`: a run of the alphabet or of digits (`abcdefgh`, `123456`), one character
  making up half the value (`xxxx`, `00000000`), a template's marker (`<token>`, `${VAR}`),
  a word that says so (`your`, `example`, `here`) or a provider's published example key
  (Stripe's `sk_test_4eC39H…`). Applied to every rule, fixed-format tokens too:
  `ghp_abcdefghijklmnopqrstuvwxyz1234567890` is nobody's token.
- `worded`: a free-text value written with a word of the docs (test, local, demo, mock) or
  a famous sample password (hunter2, qwerty). Applied to keyword and
  provider rules and to formats marked `placeholders: words` (a curl header, a URL's
  password); not to tokens whose fixed part holds such a word (Stripe's `sk_test_`).
- `made_of_words`: in documentation and tests only, a free-text value zxcvbn reads as
  words, sequences and dates (`owner123`, `currentpassword`): an API doc's example. In
  code and config such a value is a weak password, and still a secret.
`is_code` tells a code expression from a literal: identifiers made of words, member paths
(`a.b?.c`), calls, templates and environment lookups.
"""

from __future__ import annotations

import base64
import binascii
import re
from functools import lru_cache
from typing import Any

# Markers of a template or of a value to fill in, found in any rule's value.
STRUCTURAL = re.compile(
    r"(?i)your|example|dummy|sample|placeholder|redacted|fake|changeme|replace|insert|"
    r"[-_]here\b|todo|fixme|x{4,}|\*{3,}|\.\.\.|…|<[^<>]*>|^<|>$|\{\{|\$\{|0{8,}"
)
# Words of the docs written into a free-text value ("test-local-token-2026").
WORDED = re.compile(
    r"(?i)test|local|demo|mock|foobar|"
    r"abc123|123456|qwerty|letmein|hunter2|s3cr3t|p@ssw0rd"
)
# The example keys providers print in their own docs (AWS' carry the word EXAMPLE already).
PUBLISHED = (
    "4eC39HqLyjWDarjtT1zdp7dc",  # Stripe's docs: sk_test_/sk_live_ example secret key
    "TYooMQauvdEDq54NiTphI7jx",  # Stripe's docs: pk_test_ example publishable key
    "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",  # jwt.io's example token signature
)
RUN = 6  # characters of the alphabet or of digits in a row that make a value a placeholder
# Code, not a literal: a member path (`config.imageGen?.apiKey`, `self.opts['key']`), a
# call, a template or an environment lookup (`$VAR`, `%VAR%`, `process.env.X`).
MEMBER_PATH = re.compile(
    r"^[A-Za-z_$][\w$]*(?:(?:\?\.|!\.|\.|->|::)[A-Za-z_$][\w$]*|\[[^\]]{1,40}\])+[!?]?$"
)
CODE = re.compile(
    r"^\$[A-Za-z_{(]|^%[A-Za-z_]+%$|^\$env:|^[A-Za-z_$][\w$.?]*\((?:.*\))?[;,)]*$|\$\{|\{\{|#\{|"
    r"(?i:process\.env|os\.environ|getenv|import\.meta\.env|\bENV\[)"
)
IDENTIFIER = re.compile(r"^[A-Za-z_$][A-Za-z_$]*\d{0,3}$")
HUMP = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
VOWEL = re.compile(r"[aeiouyAEIOUY]")
# A part of a dotted value no one names a variable: long, with digits and both cases.
RANDOM_PART = re.compile(r"(?:^|\.)(?=[^.]*\d)(?=[^.]*[a-z])(?=[^.]*[A-Z])[\w-]{12,}(?:\.|$)")
DOC_SUFFIXES = (".md", ".markdown", ".rst", ".txt", ".adoc", ".html", ".htm")
MEMORY_NAMES = ("memory.md", "user.md")
TEST_PATH = re.compile(
    r"(?:^|/)(?:tests?|__tests__|spec|fixtures?)/|(?:^|/)test_[^/]*$|[._-](?:test|spec)\.[^/]*$"
)
WORD_PATTERNS = frozenset(["dictionary", "sequence", "repeat", "date", "spatial"])
MAX_LENGTH = 72  # zxcvbn refuses longer passwords
WORDS_COVER = 0.8  # share of a value's letters and digits zxcvbn must read as words


def structural(value: str) -> bool:
    """A marker of a placeholder, a run of the alphabet or of digits, one character making
    up half the value, or a provider's published example key."""
    if STRUCTURAL.search(value) is not None or _has_run(value):
        return True
    if any(example in value for example in PUBLISHED) or _text_signed_token(value):
        return True
    if "-----BEGIN" in value and _text_bodied_key(value):
        return True
    return bool(value) and max(map(value.count, set(value))) * 2 >= len(value) >= 8


def _text_signed_token(value: str) -> bool:
    """A JSON Web Token whose signature is readable text (`test-signature-not-valid`): a
    made-up token. A real signature is a hash or a key's output, random bytes."""
    parts = value.split(".")
    if len(parts) != 3 or not value.startswith("eyJ") or len(parts[2]) < 8:
        return False
    try:
        signature = base64.urlsafe_b64decode(parts[2] + "=" * (-len(parts[2]) % 4))
    except (binascii.Error, ValueError):
        return False
    return all(32 <= byte < 127 for byte in signature)


def _text_bodied_key(value: str) -> bool:
    """A key block whose body decodes to readable text ("This is a fake key for tests"): made
    up. A real key's body is binary (an OpenSSH key's starts `openssh-key-v1` and a NUL)."""
    lines = [ln.strip() for ln in value.replace("\\n", "\n").splitlines()]
    body = "".join(ln for ln in lines if ln and not ln.startswith("-----") and ":" not in ln)
    try:
        data = base64.b64decode(body + "=" * (-len(body) % 4), validate=True)
    except (binascii.Error, ValueError):
        return False
    return len(data) >= 16 and all(32 <= byte < 127 or byte in (9, 10, 13) for byte in data)


def unsigned_token(value: str) -> bool:
    """A JSON Web Token with an empty signature (`alg: none`): it proves nothing."""
    return value.startswith("eyJ") and value.count(".") == 2 and value.endswith(".")


def worded(value: str) -> bool:
    """A word of the docs or a famous sample password inside a free-text value."""
    return WORDED.search(value) is not None


def _has_run(value: str) -> bool:
    """`RUN` characters in a row each one after the other in the alphabet or in digits."""
    length = 1
    for prev, char in zip(value.lower(), value.lower()[1:], strict=False):
        same_class = prev.isdigit() == char.isdigit() and (prev.isalnum() and char.isalnum())
        length = length + 1 if same_class and ord(char) == ord(prev) + 1 else 1
        if length >= RUN:
            return True
    return False


def is_code(value: str) -> bool:
    """A code expression, not a literal: a member path, a call, a template, an environment
    lookup, or an identifier made of words (`refreshTokenUsageAsync2`)."""
    if CODE.search(value):
        return True
    if MEMBER_PATH.match(value) and not RANDOM_PART.search(value):
        return True
    return _identifier(value)


def _identifier(value: str) -> bool:
    """A name in camelCase or snake_case whose every part reads as a word (has a vowel, or
    is a short acronym), with at most a few digits at its end."""
    if not IDENTIFIER.match(value):
        return False
    humps = HUMP.findall(value.rstrip("0123456789"))
    if len(humps) < 2:
        return False
    return all((len(h) >= 2 and VOWEL.search(h)) or (h.isupper() and len(h) <= 4) for h in humps)


def is_example_file(path: str) -> bool:
    """A documentation file (Markdown, text, HTML) or a test (`tests/`, `*.test.js`,
    `test_*.py`): its values are examples. Never a memory file: its prose is a statement
    about the user."""
    lowered = path.lower().replace("\\", "/")
    name = lowered.rsplit("/", 1)[-1]
    if name in MEMORY_NAMES or "memories/" in lowered:
        return False
    return name.endswith(DOC_SUFFIXES) or TEST_PATH.search(lowered) is not None


@lru_cache(maxsize=4096)
def made_of_words(value: str) -> bool:
    """Whether zxcvbn reads the value's letters and digits as dictionary words, sequences,
    repeats, keyboard runs and dates (`owner123`, `temporaryPassword123!`)."""
    # zxcvbn loads its dictionaries on import (50 ms): only for a doc's found value
    from zxcvbn import zxcvbn

    alnum = sum(c.isalnum() for c in value)
    if alnum < 4:
        return False
    result: dict[str, Any] = zxcvbn(value[:MAX_LENGTH])
    covered = sum(
        sum(c.isalnum() for c in m["token"])
        for m in result["sequence"]
        if m["pattern"] in WORD_PATTERNS and len(m["token"]) >= 3
    )
    return covered >= WORDS_COVER * min(alnum, MAX_LENGTH)
