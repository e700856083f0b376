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

from hermes_git.guard.flow import patterns
from hermes_git.guard.flow.core import Hit
from hermes_git.guard.lang.embedded import markdown_map
from hermes_git.guard.read.prefilter import Screen

# a stretch of one sentence: dots of paths and hosts and a wrapped line's end inside
_SPAN = r"(?:[^.\n]|\.(?=[\w/~])|\n(?![ \t]*\n))"
_SENDS = (
    r"(?:send|upload|post|forward|transmit|exfiltrate|submit|sync|mirror|beacon|e-?mail|pipe|copy|"
    r"paste|deliver|relay|dispatch|send_message)"
)
# where prose sends: a URL, an e-mail address or a host, a few words after "to"
_TLD = r"(?:com|io|net|org|xyz|site|ru|top|dev|app|cloud|co|me|sh|info|biz|cn|tk|example|invalid)"
_DEST = (
    r"(?:(?:the\s+|an?\s+|our\s+|its\s+)?(?:[\w'-]+\s+){0,3}`?)(?:https?://|[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
    rf"|[\w-]+\.(?:[\w-]+\.)*{_TLD}\b)"
)
OVERRIDE = "overrides the agent's instructions"  # alone: caution (judge/capabilities)
UNASKED = "acts without the user's confirmation"
NAMED_FILE = "a credential file named in prose"
PERSISTS = "prose sets up a job that runs again"
WHERE_KEPT = "a secret described by where it lives"
_PAIRED = frozenset({NAMED_FILE, PERSISTS, WHERE_KEPT})
# Signals quoted as an example ("text such as "ignore previous instructions"") or negated
# ("never delete ~/.ssh") are documentation, not orders.
_QUOTED = frozenset({OVERRIDE, UNASKED})
_NEGATED = frozenset({"prose deletes the home, its keys or repositories", UNASKED,
                      NAMED_FILE, "prose runs what a page says"})  # fmt: skip
_PHRASES: tuple[tuple[str, str, re.Pattern[str]], ...] = tuple(
    (kind, why, re.compile(pattern, re.IGNORECASE | re.MULTILINE))
    for kind, why, pattern in (
        (
            "reads-secret",
            "a secret described by what it is",
            r"\b(?:private|secret|signing)\s+key\b[^.\n]{0,60}\b(?:identif|authenticat|log\w*\s+"
            r"(?:you|the\s+user|them)\s+in)|\bkeys?\b[^.\n]{0,30}\b(?:that|which)\s+(?:identif|"
            r"authenticat)\w*\s+(?:you|the\s+user|them)|\b(?:file|place|folder|store)\s+where\s+"
            r"(?:the\s+agent|you|hermes|it|your\s+agent)\s+(?:keeps?|stores?|saves?|holds?)\s+"
            r"(?:its|your|the|all)?\s*(?:api\s+)?(?:keys|tokens|credentials|secrets|passwords)"
            r"|\b(?:token|key|password|credentials?)\s+(?:that\s+|which\s+)?(?:the\s+agent|you|hermes|it|"
            r"the\s+user)\s+(?:uses?|needs?)\s+to\s+(?:talk|connect|log\s+in|sign\s+in|authenticate|"
            r"access|reach|call)\b|\b(?:saved|stored)\s+(?:browser\s+)?passwords\b|\b(?:seed|recovery)\s+phrase\b|"
            r"\ball\s+(?:of\s+)?(?:the\s+|your\s+)?(?:environment\s+variables|api\s+keys|access\s+"
            r"tokens|credentials|secrets)\b|\bevery\s+(?:environment\s+variable|api\s+key|token)",
        ),
        (
            "sends-out",
            "prose sends data out",
            rf"\b{_SENDS}\b{_SPAN}{{0,80}}\b(?:to|at|into)\s+(?:{_DEST}|the\s+(?:\w+\s+)?(?:"
            r"endpoint|webhook|collector|backup\s+server|address|url|server|channel)\b)|\b(?:transfer|wire|pay)\s+"
            r"(?:\$|€|£)?\d[\d,.]*\s*(?:\w+\s+)?to\b|\bgit\s+(?:push|remote\s+add)\b[^\n]{0,60}https?://",
        ),
        (
            "hides-from-user",
            "concealment from the user",
            r"\b(?:do\s+not|don'?t|never|without)\s+(?:tell|mention|inform|notify|alert|show|"
            r"reveal|disclos|report|let)\w*\s+(?:this\s+to\s+|it\s+to\s+|about\s+(?:this|it)"
            r"\s+to\s+)?(?:the\s+)?(?:user|human|operator|owner|anyone|them\s+know)(?!'s|\s+(?:to|how|"
            r"that\s+you\s+(?:can'?t|cannot))\b)|\b(?:your|the)"
            r"\s+(?:summary|reply|response|final\s+answer|report)\s+(?:should|must|will)\s+"
            r"(?:only\s+)?(?:say|state|read|claim)\b|\bnothing\s+(?:here\s+)?(?:needs?|requires?)"
            r"\s+(?:to\s+be\s+)?(?:report|mention|flag|disclos)|\b(?:does\s+not|doesn'?t|do\s+not|don'?t)\s+"
            r"need\s+(?:a\s+|any\s+)?(?:separate\s+|special\s+)?(?:mention|mentioning|reporting)\b"
            r"|\bno\s+need\s+to\s+(?:mention|"
            r"report|tell|inform|flag|disclose)\b|\b(?:takes?|has|have|gets?)\s+(?:precedence|"
            r"priority)\s+over\s+(?:the\s+)?(?:user|system|any\s+other|all\s+other|previous)|\b"
            r"(?:ranks?|sits?|stands?)\s+above\s+(?:(?:anything|whatever|what)\s+)?(?:the\s+)?(?:user|"
            r"system)|\b(?:outranks?|outweighs?|supersedes?|trumps?)\s+(?:the\s+|any\s+|all\s+)?(?:user|"
            r"system)|\b(?:tell|inform)\s+the\s+user\s+only\s+that|\bonly\s+tell\s+the\s+user\s+that"
            r"|\b(?:do\s+not|don'?t|never)\s+(?:mention|reveal|disclose)\s+(?:(?:this|it|that)"
            r"\s*[.!]|(?:this|it|that|the\s+\w+)\s+(?:to\s+anyone|in\s+your\s+(?:reply|response|"
            r"summary|answer|output|report)))|\boverrides?\s+(?:the"
            r"\s+)?(?:user|system\s+prompt|any\s+user)|\bregardless\s+of\s+what\s+the\s+user|"
            r"\beven\s+if\s+the\s+user\s+(?:says|asks|objects|tells|refuses)|\b(?:silently|quietly"
            r"|secretly|covertly)\s+(?:send|upload|e-?mail|post|share|transfer|copy|run|execute|install|add|write|delete|"
            r"remove|forward|collect|include|attach)|\bkeep\s+(?:this|it|these)\s+(?:between\s+us|"
            r"secret|hidden|confidential)",
        ),
        (
            "hides-from-user",
            "concealment from the user",
            # left out of what the user sees; a scripted answer to the user's question; a
            # different copy for the user; precedence over what the user asks
            r"\b(?:do\s+not|don'?t|never)\s+(?:list|mention|include|show|quote|report|reveal|disclose"
            rf"|describe|note|surface|log)\b{_SPAN}{{0,60}}?\b(?:in|to|with|from)\s+(?:your|the|any)\s+"
            r"(?:[\w-]+\s+){0,3}?(?:reply|replies|response|summary|answer|output|report|log|user|"
            r"action\s+items|changelog)\b|\bif\s+the\s+user\s+asks\b[^.\n]{0,80}?,\s*(?:say|tell|"
            r"answer|reply|claim|respond)\b|\b(?:copy|version|summary|report)\s+(?:sent|shown|given|"
            rf"for)\s+(?:to\s+)?the\s+user\b{_SPAN}{{0,60}}?\b(?:replace|omit|remove|redact|leave\s+out|"
            r"drop|strip)|\b(?:take|takes|has|have|get|gets)\s+(?:precedence|priority)\s+over\s+"
            r"(?:\w+\s+){0,2}?(?:user|users)(?:'s)?\s+(?:requests?|instructions?|wishes|objections?)",
        ),
        (
            "reads-secret",
            "a secret described by where it lives",
            r"\b(?:agent'?s?|hermes'?)\s+(?:own\s+)?(?:environment|env|configuration|config|"
            r"credentials?)\s+files?\b|\bfiles?\s+(?:\w+\s+)?(?:\(the\s+one\s+)?(?:holding|containing|"
            r"with|that\s+holds|that\s+contains|which\s+holds)\s+(?:the\s+|its\s+|your\s+)?(?:\w+\s+)?"
            r"(?:keys|tokens|credentials|secrets|passwords)\b|\bcredential\s+files?\s+(?:under|in)\s+"
            r"the\s+home|\bprivate\s+key\s+files?\b|\b(?:credentials|tokens|passwords|secrets|"
            r"private\s+keys?|PINs?)\b[^.\n]{0,60}\b(?:unchanged|verbatim|unredacted|without\s+"
            r"redaction|in\s+full)\b|\b(?:unredacted|verbatim|full)\s+(?:copy\s+of\s+)?(?:the\s+)?"
            r"(?:credentials|tokens|secrets|keys|certificates?)",
        ),
        (
            "changes-agent-controls",
            "a standing order for the agent's memory",
            r"\b(?:add|write|save|store|append|put|record|insert|persist)\s+(?:this|the\s+"
            r"following|these|it|a\s+note|an?\s+entry|a\s+rule|an?\s+instruction)[^.\n]{0,40}\b"
            r"(?:to|in|into)\s+(?:your\s+|the\s+)?(?:memory|memories|MEMORY\.md|USER\.md|"
            r"persistent\s+memory|long[-\s]term\s+memory|system\s+prompt|SOUL\.md)\b",
        ),
        (
            "changes-agent-controls",
            "the agent's controls changed in words",
            r"\b(?:turn|switch|shut)\s+off\s+(?:the\s+|all\s+)?(?:approvals?|confirmations?|sandbox(?:ing)?|"
            r"safety\s+checks?|permission\s+prompts?|guard)\b|\b(?:set|turn|switch)\s+(?:the\s+)?"
            r"(?:approvals?|approval\s+mode|confirmations?|sandbox|safety\s+checks?)\s+(?:to\s+)?"
            r"(?:off|false|never|none|yolo)\b|\bdisable\s+(?:the\s+)?(?:approvals?|confirmations?"
            r"|sandbox|safety\s+checks?|guard)\b|\b(?:standing|blanket)\s+approval\b|\b(?:granted|gives?|"
            r"has)\s+(?:\w+\s+)?approval\s+for\s+(?:all|every|any)\b"
            r"|\b(?:add|write|insert|put|set|edit|change|modify|append)"
            rf"\b{_SPAN}{{0,60}}\b(?:to|in|into)\s+`?~?/?(?:\.hermes/config\.ya?ml|\.claude/settings"
            rf"(?:\.local)?\.json|\.hermes-git\.yaml|hooks\.json|\.codex/config\.toml)`?{_SPAN}{{0,30}}"
            r"\b(?:hooks?|approvals?|allow(?:list|ed)?|permissions|yolo|trust|sandbox)\b",
        ),
        (
            "changes-agent-controls",
            "a standing order to fetch and follow",
            r"(?:\b(?:at\s+the"
            r"\s+start\s+of|in|before|on|for)\s+(?:every|each|all)\s+(?:new\s+|future\s+)?(?:sessions?|"
            r"conversations?|chats?|tasks?|startup)\b|\bwhenever\s+you\s+(?:start|begin|wake|open))"
            rf"{_SPAN}{{0,80}}\b(?:fetch|download|visit|curl|open)\b{_SPAN}{{0,80}}"
            r"\b(?:follow|do\s+what|execute|obey|apply|run|carry\s+out)",
        ),
        (
            "runs-opaque-code",
            "text to decode before following",
            r"\b(?:read|reverse|decode|decipher|unscramble|decrypt|de-?obfuscate)\s+(?:it|this|"
            r"the\s+(?:following|text|line|string|message|block|instructions?))\b[^.\n]{0,60}"
            r"(?:backwards?|in\s+reverse|right\s+to\s+left|(?:then|and)\s+(?:follow|do|execute|"
            r"obey|apply|run|carry|act\s+on))|\b(?:reversed?|backwards?|base64|rot13|hex)\b[^.\n]{0,40}"
            r"\b(?:then|and)\s+(?:follow|execute|obey|do\s+(?:what|as)|carry\s+out|act\s+on)",
        ),
        (
            "hides-from-user",
            OVERRIDE,
            r"\b(?:ignore|disregard|forget|override|bypass)\s+(?:\w+\s+){0,3}?(?:previous|prior|"
            r"earlier|above|preceding|original|system|your|the|all|any)\s+(?:\w+\s+){0,2}?(?:"
            r"instructions?|guidance|prompts?|rules|guidelines|directives|policies|guardrails)\b|\b"
            r"(?:instructions|rules|this\s+(?:skill|message|section)|these)\s+(?:supersede|override|"
            r"replace)s?\s+(?:all\s+|any\s+)?(?:the\s+ones\s+you|your|the\s+system|previous|prior|"
            r"earlier|other)|\b(?:forget|ignore|disregard)\s+(?:everything|anything|all)\s+(?:you\s+(?:were|"
            r"have\s+been)\s+(?:told|given)|above|before|so\s+far)|\byour\s+(?:new|real|true|actual)\s+"
            r"(?:job|task|instructions|purpose|goal|mission|orders)\s*(?::|(?:is|are)\s+(?:to|now))|\b(?:pretend|imagine|act\s+as\s+if)"
            r"\s+(?:that\s+)?(?:you\s+are|you're|to\s+be)\b[^.\n]{0,40}\b(?:AI|assistant|model|bot|agent|"
            r"tool|admin\w*|system|version)\b[^.\n]{0,30}\b(?:no|without|free\s+of)\s+(?:restrictions|"
            r"rules|filters|guardrails|safety|guidelines)\b|</?(?:system|sys|developer)>|\[/?INST\]|<</?SYS>>|<\|im_(?:start|end)"
            r"\|>|<\|(?:system|endoftext|eot_id|start_header_id)\|>|"
            r"(?-i:^[ \t>]*\[(?:SYSTEM|ADMIN|DEVELOPER)(?:\s+(?:NOTICE|MESSAGE|OVERRIDE|PROMPT|UPDATE))?\])|(?-i:^#{1,6}\s*(?:SYSTEM|DEVELOPER)"
            r"(?:\s+(?:PROMPT|MESSAGE|OVERRIDE))?\s*$)|\b(?:system|developer)\s+(?:message|override|"
            r"notice)\s*:|\byou\s+are\s+(?:now\s+)?(?:in|running\s+in)\s+(?:developer|test|"
            r"maintenance|debug|god|admin|jailbreak|unrestricted)\s+mode\b|\b(?:usual|normal|safety|"
            r"your|the|all)\s+(?:rules|policies|restrictions|guidelines|guardrails|safety\s+checks)"
            r"\s+(?:do\s+not|don'?t|no\s+longer)\s+apply|\b(?:rules|polic(?:y|ies)|restrictions|"
            r"guidelines|guardrails)\s+(?:are|is)\s+(?:suspended|disabled|lifted|off|waived)\b",
        ),
        (
            "hides-from-user",
            UNASKED,
            r"\bwithout\s+(?:asking|telling|consulting|notifying|alerting|informing)\s+(?:the\s+)?"
            r"(?:user|human|operator|owner)|\bwithout\s+(?:asking\s+(?:the\s+user\s+)?for\s+)?"
            r"(?:any\s+)?(?:confirmation|confirming|approval|permission)\b",
        ),
        (
            "reads-secret",
            NAMED_FILE,
            rf"(?<![\w/.-])(?:collect|gather|read|copy|upload|send|include|attach|e-?mail|forward|post|cat|zip|tar|archive|"
            rf"dump|harvest|grab|extract|contents\s+of)\b{_SPAN}{{0,60}}(?:~?/?\.(?:ssh|aws|gnupg|"
            r"kube|docker|netrc|npmrc|pypirc|git-credentials|config/gh|config/gcloud)\b|(?<![\w.])"
            r"\.env\b(?!\.example)|\bid_(?:rsa|ed25519|ecdsa)\b|\b(?:user'?s|their|all)\s+(?:saved"
            r"\s+)?(?:api\s+keys|tokens|passwords|credentials|private\s+keys?|ssh\s+keys))",
        ),
        (
            "destroys",
            "prose deletes the home, its keys or repositories",
            r"\b(?:delete|remove|wipe|erase|destroy|rm\s+-\w*[rR]\w*)\s+(?:\w+\s+){0,3}?(?:~/?"
            r"(?=[\s`'\"]|$|[.,](?:\s|$))|~/(?:\.ssh|\.gnupg|\.aws|code|projects|repos|src|Documents|"
            r"Desktop|workspace)\b|\$HOME\b(?!/\.?(?:cache|tmp))|(?:the\s+)?(?:user'?s\s+)?(?:home\s+"
            r"(?:folder|directory)|ssh\s+keys|git\s+repositories)\b)",
        ),
        (
            "runs-downloaded-code",
            "prose runs what a page says",
            r"\b(?:run|execute)\s+(?:whatever|every|all\s+(?:the\s+)?)\s*(?:commands?|code|"
            r"scripts?|instructions|steps)?\s*(?:it|the\s+(?:page|site|response|server|url))"
            r"\s+(?:says|lists|returns|contains|gives|shows)",
        ),
        (
            "persists",
            PERSISTS,
            r"\b(?:add|create|install|register|set\s+up|schedule)\s+(?:a\s+|an\s+)?(?:new\s+)?"
            r"(?:cron\s*job|crontab\s+entry|scheduled\s+task|launch\s*agent|systemd\s+(?:unit|"
            r"service|timer)|login\s+item)\b",
        ),
    )
)
_SCREENS = tuple(Screen(p) for _k, _w, p in _PHRASES)
_WORD = re.compile(r"[^\W\d_]+")
_MIXED = re.compile(r"[A-Za-z][^\x00-\x7f]|[^\x00-\x7f][A-Za-z]")  # letters of two kinds meet
_ELSEWHERE = re.compile(
    r"\b(?:endpoint|webhook|url|address|server|host|destination)\b[^.\n]{0,40}?`?((?:references"
    r"|assets|config|docs|data)/[\w./-]+)",
    re.IGNORECASE,
)


def prose_hits(rel: str, text: str, files: dict[str, str]) -> list[Hit]:
    """The capabilities the prose of `text` gives (`files`: the skill's other texts, for a
    destination named only there), and for SKILL.md those of the skill's other Markdown
    files that try to override the agent's instructions or act behind the user's back."""
    found = _prose(rel, text, files)
    if rel == "SKILL.md":
        for other, body in files.items():
            if other != rel and other.lower().endswith(_NOTES) and _told(body):
                found += _outside_warnings(other, body, _prose(other, body, files))
    return found


_NOTES = (".md", ".markdown", ".txt", ".rst")
_TOLD = tuple(
    (screen, pattern)
    for (_k, why, pattern), screen in zip(_PHRASES, _SCREENS, strict=True)
    if why in (OVERRIDE, UNASKED)
)


def _told(text: str) -> bool:
    """Whether a text overrides the agent or acts unasked (two RE2 passes, Python's
    pattern only where they match)."""
    return any(screen.maybe(text) and pattern.search(text) for screen, pattern in _TOLD)


def _outside_warnings(rel: str, text: str, hits: list[Hit]) -> list[Hit]:
    """The hits of a Markdown file that are not on a line its text shows to warn."""
    mapper = markdown_map(text)
    starts = [0] + [m.end() for m in re.finditer("\n", text)]
    return [h for h in hits if not mapper.place(starts[min(h.line, len(starts)) - 1]).warned]


def _prose(rel: str, text: str, files: dict[str, str]) -> list[Hit]:
    found = _invisible(rel, text)
    if found:  # read as shown: invisible characters split no word
        text = _INVISIBLE.sub(" ", text)
    for (kind, why, pattern), screen in zip(_PHRASES, _SCREENS, strict=True):
        if why in _PAIRED and not any(h.kind in ("hides-from-user", "sends-out") for h in found):
            continue  # judged only beside hiding or sending: not looked for without them
        if not screen.maybe(text):
            continue
        for match in pattern.finditer(text):
            if _documented(why, text, match.start(), match.end()):
                continue
            line = text.count("\n", 0, match.start()) + 1
            dest = tuple(patterns.hosts(match.group(0)))
            found.append(
                Hit(kind, rel, line, f"{why}: {match.group(0)[:80]}", dest=dest, origin="prose")
            )
    for match in _ELSEWHERE.finditer(text):
        other = files.get(match.group(1).rstrip(".`"))
        hosts = tuple(patterns.hosts(other)) if other else ()
        if hosts:
            line = text.count("\n", 0, match.start()) + 1
            detail = f"prose sends data out: a destination named in {match.group(1)}"
            found.append(Hit("sends-out", rel, line, detail, dest=hosts, origin="prose"))
    found.extend(_mixed_scripts(rel, text))
    return found


_INVISIBLE = re.compile("[\u200b\u2060\u180e\u202d\u202e]|(?<!^)\ufeff")
_QUOTE_PAIRS = (('"', '"'), ("`", "`"), ("\u201c", "\u201d"), ("'", "'"))
_FENCE = re.compile(r"(?m)^[ \t]*(?:```|~~~)")
_NO = re.compile(
    r"(?i)\b(?:never|not|don'?t|avoid|refuse\w*|won'?t|cannot|must\s+not|nothing|no\s+one)\b"
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
    if why in _QUOTED:
        for left, right in _QUOTE_PAIRS:
            before, after = line.rfind(left, 0, at), line.find(right, to)
            if before >= 0 and after >= 0 and (left != "'" or line[before - 1 : before] in " (:"):
                return True
    if why == OVERRIDE and len(_FENCE.findall(text, 0, start)) % 2:
        return True  # a token or tag in a code block: a tokenizer's or a template's text
    if why == OVERRIDE and _TAG.match(text, start) and _ABOUT_TAGS.search(line):
        return True  # a line about the tags ("delimiters (<|im_start|> and <|im_end|>)")
    sentence = max(line.rfind(". ", 0, at), line.rfind("**", 0, at), 0)
    return why in _NEGATED and _NO.search(line, sentence, at) is not None


def _invisible(rel: str, text: str) -> list[Hit]:
    """Zero-width or right-to-left override characters: text shown otherwise than it reads
    (a zero-width joiner, as in emoji, is not one of them)."""
    if text.isascii():
        return []
    spots = [m.start() for m in _INVISIBLE.finditer(text)]
    if len(spots) < 3 and not any(text[i] in "\u202d\u202e" for i in spots):
        return []
    line = text.count("\n", 0, spots[0]) + 1
    detail = f"text hidden by {len(spots)} invisible or reordering characters"
    found = [Hit("hides-from-user", rel, line, detail, origin="prose")]
    override = next(p for _k, why, p in _PHRASES if why == OVERRIDE)
    for spot in (i for i in spots if text[i] == "\u202e"):  # shown right to left: read so too
        end = text.find("\n", spot)
        shown = text[spot + 1 : len(text) if end < 0 else end][::-1]
        if override.search(shown):
            where = text.count("\n", 0, spot) + 1
            detail = f"{OVERRIDE} (written backwards): {shown.strip()[:60]}"
            found.append(Hit("hides-from-user", rel, where, detail, origin="prose"))
    return found


def _mixed_scripts(rel: str, text: str) -> list[Hit]:
    """Words whose letters mix scripts into a look-alike (`pаypal` with a Cyrillic `а`)."""
    if text.isascii() or not _MIXED.search(text):
        return []
    found = []
    seen: set[str] = set()
    for spot in _MIXED.finditer(text):
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
