"""English for counts and names in messages: `1 skill`, `2 skills`, `an OpenAI API key`."""

from __future__ import annotations

import re

# Spelt-out letters that begin with a vowel sound: an AWS key, an SSH key, an HMAC (not a URL).
_VOWEL_LETTERS = frozenset("AEFHILMNORSX")
# Words whose first letter belies their first sound.
_A_BEFORE = ("one", "once", "uni", "use", "usu", "uti", "eu", "ewe")
_AN_BEFORE = ("hour", "honest", "honou", "heir")


def plural(count: int, one: str, many: str | None = None) -> str:
    """`count` and the noun it takes: `1 skill`, `0 skills`, `2 branches` (`many` if irregular)."""
    return f"{count:,} {one if count == 1 else many or one + 's'}"


def article(phrase: str) -> str:
    """`phrase` after the indefinite article its first sound takes: `an OpenAI API key`."""
    word = re.split(r"[\s,(/]", phrase.strip(), maxsplit=1)[0]
    return f"{'an' if _vowel_sound(word) else 'a'} {phrase}"


def _vowel_sound(word: str) -> bool:
    if not word:
        return False
    if word[0].isdigit():
        return re.match(r"(8|11|18)(\D|$|\d{3}\b)", word) is not None  # an 8, an 11, an 18
    letters = re.sub(r"[^A-Za-z]", "", word)
    if _spelt_out(letters):
        return letters[0].upper() in _VOWEL_LETTERS
    lower = word.lower()
    if lower.startswith(_AN_BEFORE):
        return True
    return lower[0] in "aeiou" and not lower.startswith(_A_BEFORE)


def _spelt_out(letters: str) -> bool:
    """An initialism read letter by letter: AWS, IBM, SSH, PKCS, xAI's `x`, npm (no vowel)."""
    if len(letters) >= 2 and letters.isupper() and letters not in {"JSON", "YAML", "NASA"}:
        return True
    if letters[:1].islower() and letters[1:2].isupper():  # xAI, iOS
        return True
    return letters.islower() and not re.search(r"[aeiouy]", letters)
