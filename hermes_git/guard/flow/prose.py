"""What SKILL.md's prose tells the agent to do, as capabilities: the same set code gives.

Prose names a secret by what it is rather than by its path (the key that identifies the
user to servers, the file where the agent keeps its keys), a destination by pointing at
another file, concealment and precedence in words (what the summary should say, that
nothing needs reporting, that this ranks above the user), standing orders to write into the
agent's memory, text to decode before following, and words whose letters mix scripts
(Unicode's confusables data, through `confusable-homoglyphs`).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import replace

from hermes_git.guard.flow import patterns
from hermes_git.guard.flow.concepts import SENTENCE_END, USER_ASKS, concept_hits
from hermes_git.guard.flow.core import Hit
from hermes_git.guard.flow.directives import directive_hits, may_rank_or_act
from hermes_git.guard.flow.foreign import foreign_hits
from hermes_git.guard.flow.lures import lure_hits
from hermes_git.guard.flow.phrases import (
    CONCEAL,
    NEGATED,
    OVERRIDE,
    PAIRED,
    PHRASES,
    PRECEDENCE,
    QUOTED,
    UNASKED,
)
from hermes_git.guard.lang.embedded import markdown_map
from hermes_git.guard.read import decode
from hermes_git.guard.read.prefilter import Screen, as_bytes
from hermes_git.guard.read.specimens import specimen_spans

# a stretch of one sentence: dots of paths and hosts and a wrapped line's end inside
_SCREENS = tuple(Screen(p) for _k, _w, p in PHRASES)  # RE2: which phrases a text may hold
_WORD = re.compile(r"[^\W\d_]+")
_MIXED = re.compile(r"[A-Za-z][^\x00-\x7f]|[^\x00-\x7f][A-Za-z]")  # letters of two kinds meet
_MIXED_SCREEN = Screen(_MIXED)
_ELSEWHERE = re.compile(
    r"\b(?:endpoint|webhook|url|address|server|host|destination|relay|board|inbox|collector|target"
    r"|recipient|channel)s?\b[^.\n]{0,40}?`?((?:references"
    r"|assets|config|docs|data)/[\w./-]+)",
    re.IGNORECASE,
)
_ELSEWHERE_SCREEN = Screen(_ELSEWHERE)


def prose_hits(rel: str, text: str, files: dict[str, str]) -> list[Hit]:
    """The capabilities the prose of `text` gives (`files`: the skill's other texts, for a
    destination named only there), and for SKILL.md those of the skill's other Markdown
    files that try to override the agent's instructions or act behind the user's back."""
    found = _prose(rel, text, files) + _decoded_orders(rel, text, files)
    if rel == "SKILL.md":
        for other, body in files.items():
            if other == rel or not other.lower().endswith(PROMPTED) or specimens(other, body, text):
                continue
            if followed(other, text) or (other.lower().endswith(NOTES) and _told(body)):
                found += _outside_warnings(other, body, _prose(other, body, files))
    return found


def _decoded_orders(rel: str, text: str, files: dict[str, str]) -> list[Hit]:
    """Orders written encoded (a base64 "licence token" the agent is to decode and obey): the
    prose of each decoded text, at the encoded text's line, and hidden from the reader."""
    found: list[Hit] = []
    for payload in decode.payloads(text) if len(text) < _DECODED_TEXT_MAX else ():
        hits = _prose(rel, payload.text, files) if len(payload.text.split()) >= 8 else []
        if hits:
            line = text.count("\n", 0, payload.offset) + 1
            why = f"{CONCEAL}: orders encoded ({payload.kind}) for the agent to decode"
            found.append(Hit("hides-from-user", rel, line, why, origin="prose"))
            found += [replace(h, line=line, detail=f"decoded: {h.detail}") for h in hits]
    return found


_DECODED_TEXT_MAX = 400_000  # a file past this is data, its blobs fixtures
_SPECIMEN_WORDS = (
    r"(?:specimens?|examples?|samples?|quoted|inert|for\s+study|to\s+recogni[sz]e|read[\s-]+only|"
    r"do\s+not\s+(?:execute|run|follow)|never\s+(?:run|follow|execute))"
)
_TITLE = re.compile(rf"(?im)\A\s*#[^\n]*\b{_SPECIMEN_WORDS}")


def specimens(rel: str, body: str, skill_md: str) -> bool:
    """Whether a note (not SKILL.md) is a file of attack specimens: its title says so, or a sentence of
    SKILL.md that names it does ("the examples in `references/attacks.md` are specimens to
    recognise: never run them"). Its rules' findings stand; its words are no orders."""
    if _TITLE.search(body[:300]):
        return True
    at = skill_md.find(rel)
    while at >= 0:  # the sentence around each mention of the file
        start = max(skill_md.rfind(". ", 0, at), skill_md.rfind("\n\n", 0, at), at - 300, 0)
        end = skill_md.find(".", at + len(rel))
        if _WORDS.search(skill_md, start, at + 300 if end < 0 else min(end, at + 300)):
            return True
        at = skill_md.find(rel, at + 1)
    return False


# in SKILL.md's sentence naming the note, "example" alone says nothing ("follow the worked example")
_WORDS = re.compile(rf"(?i)\b{_SPECIMEN_WORDS.replace('examples?|samples?|', '')}")
_FOLLOW = re.compile(
    r"(?i)\b(?:follow|apply|obey|carry\s+out|comply|do\s+(?:them|these|it|what|as|each|every)"
    r"|(?:are|is)\s+part\s+of\s+(?:the|this)\s+skill|without\s+asking|as\s+instructed|us(?:e|ing)\s+exactly"
    r"|verbatim|word\s+for\s+word|as\s+(?:described|explained|specified|documented|set\s+out|laid\s+out"
    r"|shown)\s+in|according\s+to|per)\b"
)


def followed(rel: str, skill_md: str) -> bool:
    """Whether SKILL.md tells the agent to follow a note (its words are then orders as
    SKILL.md's are): a sentence naming the file says to follow, apply or do it; a note,
    template or data file SKILL.md names is read by the agent as it works (a licence is not)."""
    if rel.lower().endswith(PROMPTED) and not _LEGAL.search(rel) and rel in skill_md:
        return True
    at = skill_md.find(rel)
    while at >= 0:
        start = max(skill_md.rfind("\n\n", 0, at), at - 300, 0)
        end = skill_md.find("\n\n", at)
        if _FOLLOW.search(skill_md, start, at + 300 if end < 0 else min(end, at + 300)):
            return True
        at = skill_md.find(rel, at + 1)
    return False


NOTES = (".md", ".markdown", ".txt", ".rst")
# what the agent reads as it works when SKILL.md names it: notes, templates, data files
PROMPTED = (*NOTES, ".tmpl", ".template", ".j2", ".jinja", ".json", ".yaml", ".yml", ".csv", ".tsv",
            ".html", ".htm", ".xml")  # fmt: skip
_COMMENT_MARK = re.compile(r"(?m)^[ \t]*(?:#|//|--|;)")  # marks split no sentence
_DATA = (".json", ".csv", ".tsv", ".yaml", ".yml", ".xml")
_LEGAL = re.compile(r"(?i)(?:^|/)(?:licen[cs]e|copying|notice|authors|patents)[^/]*$")
_QUOTE_MARK = re.compile(r"(?m)^[ \t]*(?:>[ \t]?)+")
_TOLD = tuple(i for i, (_k, why, _p) in enumerate(PHRASES) if why in (OVERRIDE, UNASKED))


def _specimen_quotes(text: str) -> str:
    """The text with its quoted attack specimens blanked (read/specimens)."""
    parts, last = [], 0
    for start, end in specimen_spans(text):
        parts += [text[last:start], re.sub(r"[^\n]", " ", text[start:end])]
        last = end
    return "".join(parts) + text[last:] if parts else text


# a sentence having the agent write the lines after it into memory as they are worded, and
# those lines (a list, a quoted passage): "Use the memory tool to add each line exactly:"
_VERBATIM_LEAD = re.compile(
    r"(?i)^[^\n]*(?:\b(?:memory|memories|MEMORY\.md|USER\.md)\b[^\n]{0,160}?\b(?:exactly|verbatim|as\s+"
    r"worded|word\s+for\s+word|following\s+lines?|these\s+(?:entries|lines))|\b(?:standing\s+\w+|permissions)"
    r"\W*[^\n]{0,40}?\bmake\s+sure\s+the\s+following\s+lines?\s+exists?)[^\n]*\n"
    r"(?:[ \t]*\n)?(?:(?:[ \t]*(?:[-*+>]|\d+[.)])[^\n]*|[ \t]+\S[^\n]*)(?:\n|$))+",
    re.MULTILINE,
)


def _unquoted(match: re.Match[str]) -> str:
    """Lines to be written as worded, with their quotes and backticks as spaces."""
    return re.sub('[`"\u201c\u201d]', " ", match.group(0))


def _told(text: str) -> bool:
    """Whether a text overrides the agent or acts unasked (RE2 passes, Python's pattern only
    where they may match)."""
    data = as_bytes(text)
    if any(next(_SCREENS[i].finditer(text, data), None) for i in _TOLD):
        return True
    if not may_rank_or_act(text, data):
        return False  # its directives can only be concealment
    return any(h.detail.startswith((OVERRIDE, UNASKED)) for h in directive_hits("", text, data))


def _outside_warnings(rel: str, text: str, hits: list[Hit]) -> list[Hit]:
    """The hits of a Markdown file that are not on a line its text shows to warn."""
    mapper = markdown_map(text)
    starts = [0] + [m.end() for m in re.finditer("\n", text)]
    return [h for h in hits if not mapper.place(starts[min(h.line, len(starts)) - 1]).warned]


def _prose(rel: str, text: str, files: dict[str, str]) -> list[Hit]:
    found = _invisible(rel, text)
    if found:  # read as shown: invisible characters split no word
        text = _INVISIBLE.sub(" ", text)
    if ">" in text:  # a quoted passage reads on over its lines: its markers split no sentence
        text = _QUOTE_MARK.sub(lambda m: " " * len(m.group(0)), _specimen_quotes(text))
    if _VERBATIM_LEAD.search(text):  # lines to write into memory as worded: orders, not quotes
        text = _VERBATIM_LEAD.sub(_unquoted, text)
    if rel.lower().endswith(_DATA):  # a data file's quotes hold its values, its comment
        text = _COMMENT_MARK.sub(lambda m: " " * len(m.group(0)), text.replace('"', " "))
    blanked = _FENCED.sub(_blank, text) if "```" in text or "~~~" in text else text
    found.extend(directive_hits(rel, blanked))
    paired = any(h.kind in ("hides-from-user", "sends-out") for h in found)
    concepts = concept_hits(rel, blanked, paired)  # first: the phrases paired with hiding see it
    found.extend(_outside_warnings(rel, text, concepts) if concepts else ())
    data = as_bytes(text)
    for (kind, why, _pattern), screen in zip(PHRASES, _SCREENS, strict=True):
        if why in PAIRED and not any(h.kind in ("hides-from-user", "sends-out") for h in found):
            continue  # judged only beside hiding or sending: not looked for without them
        for match in screen.finditer(text, data):
            if _documented(why, text, match.start(), match.end()):
                continue
            line = text.count("\n", 0, match.start()) + 1
            dest = patterns.hosts(match.group(0))
            found.append(
                Hit(kind, rel, line, f"{why}: {match.group(0)[:80]}", dest=dest, origin="prose")
            )
    for match in _ELSEWHERE_SCREEN.finditer(text, data):
        other = files.get(match.group(1).rstrip(".`"))
        hosts = patterns.hosts(other) if other else ()
        if hosts:
            line = text.count("\n", 0, match.start()) + 1
            detail = f"prose sends data out: a destination named in {match.group(1)}"
            found.append(Hit("sends-out", rel, line, detail, dest=hosts, origin="prose"))
    found.extend(_mixed_scripts(rel, text, data))
    found.extend(foreign_hits(rel, blanked, files.get("SKILL.md", text)))
    found.extend(lure_hits(rel, text))
    if not paired and any(h.kind in ("hides-from-user", "sends-out") for h in found):
        late = concept_hits(rel, blanked, True, secrets_only=True)  # paired by a phrase
        found.extend(_outside_warnings(rel, text, late) if late else ())
    found.extend(_control_blocks(rel, text))
    return found


_SETTINGS = frozenset({"", "yaml", "yml", "json", "jsonc", "toml", "ini"})
# the reading agent's own control files (another agent's settings are documentation here)
_CONTROL_FILE = re.compile(r"\.hermes/config\.ya?ml|hermes[/\\]config\.ya?ml|\.hermes-git\.yaml")
_CONTROL_KEY = re.compile(
    r"(?m)^[ \t-]*['\"]?(?:auto_?approve|skip_?scan|approvals?|approval_mode|allow(?:list|ed_commands)"
    r"|command_allowlist|yolo|trust|require_approval|sandbox|permissions|hooks)['\"]?\s*:"
)


def _control_blocks(rel: str, text: str) -> list[Hit]:
    """A block of settings the prose just before it says to put into an agent control file
    (`.hermes-git.yaml`, Hermes' `config.yaml`), holding approval, trust or hook keys."""
    found = []
    for block in _FENCED.finditer(text):
        if block.group(2).lower() not in _SETTINGS:
            continue
        lead, body = text[max(0, block.start() - 400) : block.start()], block.group(3)
        named = _CONTROL_FILE.search(lead) or _CONTROL_FILE.search(body[:200])
        if named and _CONTROL_KEY.search(body):
            line = text.count("\n", 0, block.start()) + 1
            detail = f"settings for {named.group(0).strip()} given to merge in: control keys"
            found.append(Hit("changes-agent-controls", rel, line, detail, origin="prose"))
    return found


# a fenced block: its fence, its language, its text
_FENCED = re.compile(r"(?ms)^[ \t]*(```|~~~)[ \t]*([\w+-]*)[^\n]*\n(.*?)^[ \t]*\1")


def _blank(match: re.Match[str]) -> str:
    """A code block as blank lines: its text is code, its lines keep their numbers; a block of
    text the agent is told to write into memory is prose (its fences blanked)."""
    lead = match.string[max(0, match.start() - 300) : match.start()]
    if match.group(2).lower() in _TEXT_TAGS and _MEMORY_LEAD.search(lead):
        body = match.group(3)
        return "\n" + body + "\n" * (match.group(0).count("\n") - body.count("\n") - 1)
    return "\n" * match.group(0).count("\n")


_TEXT_TAGS = frozenset({"", "markdown", "md", "text", "txt", "plain"})
_MEMORY_LEAD = re.compile(
    r"(?i)\b(?:add|write|append|save|insert|put|record|store)\w*\b(?:[^.!?]|\.(?=\w)){0,120}\b(?:MEMORY"
    r"\.md|USER\.md|memor(?:y|ies))\b(?:[^.!?]|\.(?=\w)){0,160}\Z"  # the sentence leading into it
)


_INVISIBLE = re.compile("[\u200b\u2060\u180e\u202d\u202e]|(?<!^)\ufeff")
_INVISIBLE_CHARS = "\u200b\u2060\u180e\u202d\u202e\ufeff"  # one is in every match
_QUOTE_PAIRS = (('"', '"'), ("`", "`"), ("\u201c", "\u201d"), ("'", "'"))
_FENCE = re.compile(r"(?m)^[ \t]*(?:```|~~~)")
_NO = re.compile(
    rf"(?i)\b(?:never|not|don'?t|avoid|refuse\w*|won'?t|cannot|must\s+not|nothing|no\s+one)\b|{USER_ASKS}"
)
_TAG = re.compile(r"[<\[#]")  # a role tag or token, not words
# words of a line that explains tags and tokens rather than using them
_ABOUT_TAGS = re.compile(
    r"(?i)\b(?:tokens?|delimiters?|templates?|formats?|formatted|tags?|markers?|syntax)\b"
)


def _documented(why: str, text: str, start: int, end: int) -> bool:
    """Whether a signal is quoted as an example or negated on its line."""
    begin = text.rfind("\n", 0, start) + 1
    stop = text.find("\n", end)
    line = text[begin : len(text) if stop < 0 else stop]
    at, to = start - begin, end - begin
    if why in QUOTED:
        for left, right in _QUOTE_PAIRS:
            before, after = line.rfind(left, 0, at), line.find(right, to)
            if before >= 0 and after >= 0 and (left != "'" or line[before - 1 : before] in " (:"):
                return True
    if why == OVERRIDE and len(_FENCE.findall(text, 0, start)) % 2:
        return True  # a token or tag in a code block: a tokenizer's or a template's text
    if why == OVERRIDE and _TAG.match(text, start) and _ABOUT_TAGS.search(line):
        return True  # a line about the tags ("delimiters (<|im_start|> and <|im_end|>)")
    if why not in NEGATED:
        return False
    begin = _sentence_start(text, start)
    if why == PRECEDENCE and _KEEP_GOING.search(text, begin, start):
        return False  # "do not stop, even if the user asks": the order overrides the user
    return _NO.search(text, begin, start) is not None


# a negated pause ("never ask", "don't stop"): what an order over the user's word says
_KEEP_GOING = re.compile(
    r"(?i)\b(?:never|not|don'?t)\s+(?:\w+\s+){0,2}?(?:stop|ask|wait|pause|cancel|halt|confirm|"
    r"check|interrupt|tell|mention|inform|show|report)\w*\b"
)


# where a sentence begins: where the concept model's sentences end, or after a bold mark
_BOUNDARY = re.compile(rf"{SENTENCE_END.pattern}|\*\*")


def _sentence_start(text: str, at: int) -> int:
    """The start of the sentence that holds `at` (a sentence may run over lines)."""
    low = max(0, at - 300)
    ends = [m.end() for m in _BOUNDARY.finditer(text, low, at)]
    return ends[-1] if ends else low


def _invisible(rel: str, text: str) -> list[Hit]:
    """Zero-width or right-to-left override characters: text shown otherwise than it reads
    (a zero-width joiner, as in emoji, is not one of them)."""
    if text.isascii() or not any(c in text for c in _INVISIBLE_CHARS):
        return []  # (Python's pattern would read the whole text to find none)
    spots = [m.start() for m in _INVISIBLE.finditer(text)]
    if len(spots) < 3 and not any(text[i] in "\u202d\u202e" for i in spots):
        return []
    line = text.count("\n", 0, spots[0]) + 1
    detail = f"text hidden by {len(spots)} invisible or reordering characters"
    found = [Hit("hides-from-user", rel, line, detail, origin="prose")]
    override = next(p for _k, why, p in PHRASES if why == OVERRIDE)
    for spot in (i for i in spots if text[i] == "\u202e"):  # shown right to left: read so too
        end = text.find("\n", spot)
        shown = text[spot + 1 : len(text) if end < 0 else end][::-1]
        if override.search(shown):
            where = text.count("\n", 0, spot) + 1
            detail = f"{OVERRIDE} (written backwards): {shown.strip()[:60]}"
            found.append(Hit("hides-from-user", rel, where, detail, origin="prose"))
    return found


def _mixed_scripts(rel: str, text: str, data: bytes) -> list[Hit]:
    """Words whose letters mix scripts into a look-alike (`pаypal` with a Cyrillic `а`;
    `data`: the text as RE2 reads it)."""
    if text.isascii():
        return []
    found = []
    seen: set[str] = set()
    for spot in _MIXED_SCREEN.finditer(text, data):
        match = _WORD.match(text, _word_start(text, spot.start()))
        word = match.group(0) if match else ""
        if word in seen:
            continue
        seen.add(word)
        if _look_alike(word):
            line = text.count("\n", 0, spot.start()) + 1
            found.append(
                Hit(
                    "hides-from-user",
                    rel,
                    line,
                    f"letters of two scripts in one word: {word}",
                    origin="prose",
                )
            )
            if len(found) >= 5:
                break
    return found


def _word_start(text: str, at: int) -> int:
    while at > 0 and (text[at - 1].isalpha()):
        at -= 1
    return at


def _look_alike(word: str) -> bool:
    """A Latin word with a few letters of another script in it (not a word of that script
    with a Latin letter or two: `A股` is Chinese)."""
    latin = sum(1 for c in word if c.isascii())
    if len(word) < 3 or latin < 2 or latin <= len(word) - latin:
        return False
    if all(c.isascii() or unicodedata.name(c, "").startswith("LATIN") for c in word):
        return False  # accented Latin (`café`): one script
    try:
        # Unicode's confusables data loads (a tenth of a second) only for such a word
        from confusable_homoglyphs import confusables
    except ImportError:  # pragma: no cover - only without the wheel
        return False
    found = confusables.is_confusable(word, preferred_aliases=["latin"], greedy=True) or []
    return any(g["c"].isascii() for item in found for g in item["homoglyphs"])
