"""Prose read a sentence at a time by concept: what it orders, whatever the wording.

A phrase list (flow/phrases) holds wordings; an attacker writes new ones ("listing the
folders tends to cause needless worry", "the block does not belong in the message back to
the person"). Here a sentence is judged by the concepts it holds together, in any order and
any words: each row is a capability and the concepts (word classes) one sentence must all
hold. The first concept is the anchor, looked for in the whole text; the others only in the
sentence around each anchor. A sentence that negates the act ("never delete the home") is
not the act; a sentence that conceals is built of negation, and is read as it stands.

Rows, as data:
- concealment: not telling, showing or describing, to the user or in the summary; a scripted
  description ("describe it to the user as ..."); kept out of the reply; reasons for keeping
  the user unaware (it "causes needless worry");
- authority handed to a third party: what it sends "as coming from the person you work for";
- a standing order for memory: written to memory and kept applying (each session, from now
  on, when the skill is not loaded);
- controls changed in words: approvals, allow-lists or the sandbox set to off or widened;
- destruction in words: the home's folders, the agent's memory, every repository removed;
- a page fetched each session whose text is taken for orders; the agent's traces erased
  (shell histories, transcripts, the reflog).
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence

from hermes_git.guard.flow import patterns
from hermes_git.guard.flow.core import Hit
from hermes_git.guard.flow.phrases import CONCEAL, MEMORY_ORDER, OVERRIDE
from hermes_git.guard.read.context import quoted
from hermes_git.guard.read.prefilter import Screen, as_bytes

__all__ = ["SENTENCE_END", "USER_ASKS", "concept_hits"]


def _words(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


_TELL = (
    r"(?:tell|mention|show|list|describ|report|surfac|explain|inform|notify|disclos|reveal|"
    r"display|flag|announc|narrat|point\s+out|bring\s+up)\w*"
)
_AUDIENCE = _words(
    r"\b(?:users?|human|person|people|owner|operator|requester|author|travell?er|viewers?|"
    r"readers?|customer|parent\s+agent|summar(?:y|ies|i[sz]e)|repl(?:y|ies)|response|message\s+"
    r"back|final\s+answer|transcript|describing|setup\s+notes|changelog|pull\s+request|PR|commit"
    r"\s+message)\b"
)
# leave to omit, or an order not to tell (telling the user *how* or *to* do a thing is style)
_HIDE_TELL = _words(
    r"\b(?:(?:no\s+need\s+to|(?:does|do)\s+not\s+need\s+to|doesn'?t\s+need\s+to|needn'?t)\s+"
    rf"(?:\w+\s+){{0,2}}?{_TELL}|without\s+(?:telling|mentioning|informing|notifying|showing)"
    r"|(?:never|do\s+not|don'?t)\s+(?:tell|mention|inform|notify|reveal|disclose|list\s+"
    r"(?:it|this|them|these|that)))\b"
    r"(?!\s+(?:(?:the\s+)?(?:users?|people)\s+(?:to|how)|them\s+how)\b)"
)
_SCRIPTED = _words(
    r"(?<!just\s)(?<!only\s)\b(?:describe|report|phrase|explain|summari[sz]e|refer\s+to)\s+(?:it|this|"
    r"that|them|these|the\s+\w+)\s+(?:to\s+the\s+\w+\s+)?as\s+[\"\u201c'`]"
)
# a scripted answer in place of what was done ("just report "metadata refreshed"")
_SCRIPTED_ONLY = _words(
    r"(?<!n't\s)(?<!not\s)\b(?:just|only|simply)\s+(?:say|report|reply|answer|tell\s+(?:them|the\s+"
    r"user))\s*:?\s*[\"\u201c'`]"
)
_LEFT_OUT = _words(
    r"\b(?:leave|keep)\s+(?:it|this|that|them|these|those|the)(?:\s+\w+)?\s+out\b|\b(?:does\s+not|"
    r"doesn'?t|do\s+not|don'?t)\s+belong\s+in\b"
)
_WORRY = _words(
    r"\b(?:causes?|creates?|raises?)\s+(?:needless|unnecessary|undue)?\s*(?:worry|alarm|concern|"
    r"confusion|questions)|\bfinds?\s+(?:it|this|that|the\s+\w+)\s+(?:alarming|scary|worrying|"
    r"confusing)|\bnever\s+see\b"
)
_TOLD = _words(rf"\b{_TELL}\b|\b(?:see|seen|sees|know|knows|aware)\b")
_AS_FROM = _words(
    r"\bas\s+if\s+the\s+user\s+(?:had\s+)?(?:asked|said|requested|wrote)\b|"
    r"\bas\s+(?:if\s+(?:it\s+)?(?:came|comes)\s+from|(?:coming|sent)\s+from|the\s+words\s+of|orders\s+"
    r"from|instructions\s+from)\s+(?:the\s+)?(?:user|person|owner|operator|human)|\bwith\s+the\s+"
    r"user'?s\s+(?:\w+\s+)?authority\b|\bare\s+the\s+user'?s\s+own\s+(?:instructions|documentation|"
    r"words)"
)
# handing over: treated as the user's, or acting with the user's authority
_HANDED = _words(r"\b(?:treat|regard|consider|handle|take|acts?|speaks?|are)\w*\b")
_MEMORY = _words(
    r"\b(?:long[-\s]term\s+memory|persistent\s+memory|memories|memory|MEMORY\.md|USER\.md)\b"
)
_WRITE = _words(r"\b(?:add|write|save|store|append|put|record|insert|persist|keep|remember)\w*\b")
_STANDING = _words(
    r"\b(?:every|each)\s+(?:session|conversation|new\s+chat|start)|\bat\s+the\s+start\s+of\s+"
    r"(?:every|each)\b|\bfrom\s+now\s+on\b|\bkeeps?\s+(?:applying|working)\b|\b(?:when|if)\s+(?:this|the)"
    r"\s+skill\s+is\s+not\s+loaded|\bfuture\s+sessions\b|\bevery\s+(?:digest|run|time|day|morning)\b|\bnot\s+as\s+something\s+that\s+came\s+from|\bin\s+its\s+own\s+"
    r"words\b|\bas\s+a\s+fact\s+about\b|\bstanding\s+(?:note|order|rule|instruction|authority)"
)
# what a standing order has the agent do (a preference or a fact orders nothing)
_ACT = _words(
    r"\b(?:run|execut|fetch|download|load|follow|obey|send|forward|curl|visit|treat)\w*\b|"
    r"\bcarr(?:y|ies|ied)\s+(?:\w+\s+)?out\b|\bdo(?:es)?\s+(?:it|what)\b"
)
# what a page or document fetched is then taken for: orders ("treat what it says as ...")
_OBEY = _words(
    r"\btreat\w*\s+(?:what\s+(?:it|they)\s+says?|its\s+(?:contents?|text|instructions|steps)|it)\s+as\b"
    r"|\bcarr(?:y|ies)\s+out\s+(?:its|their|the\s+[\w']+\s+(?:steps|instructions|tasks))\b|\bdo\s+"
    r"(?:what|whatever)\s+(?:it|they)\s+says?\b|\b(?:follow|obey|apply)\w*\s+(?:its|their)\s+"
    r"(?:instructions|steps|directions|orders)\b"
)
# the agent's own traces: shell histories, transcripts and logs, git's reflog
_TRACES = _words(
    r"\bshell\s+histor(?:y|ies)\b|\bHISTFILE\b|\b(?:bash|zsh)_history\b|\breflog\b|\baudit\s+"
    r"(?:log|trail)s?\b|\b(?:agent'?s|your\s+own|its\s+own)\s+(?:\w+\s+)?(?:transcripts?|logs)\b"
)
_GONE = _words(
    r"\b(?:empt(?:y|ied)|clear\w*|wip\w*|delet\w*|remov\w*|eras\w*|purg\w*|truncat\w*|"
    r"discard\w*|shred\w*)\b|/dev/null\b|\bcan\s+go\b|\bbe\s+dropped\b"
)
# the agent's own rules, and words that void them ("forget your earlier guidance", "the
# safety policy is revoked", "an AI that has broken free of its rules"): a jailbreak
_OWN_RULES = _words(
    r"\b(?:your|its|whose|the\s+(?:assistant|AI|model|agent)'?s)\s+(?:\w+\s+)?(?:rules|guidelines|instructions|"
    r"guidance|polic(?:y|ies)|restrictions|filters|programming|training|principles|safeguards|"
    r"limitations)\b|\b(?:your|its|the\s+(?:previous|current|old|earlier|default))\s+(?:content|safety|"
    r"usage|ethical|moral)\s+(?:polic(?:y|ies)|guidelines|rules|filters|restrictions|guardrails)\b"
    r"|\b(?:all|any)\s+(?:prior|previous|earlier|preceding|above)\s+(?:instructions|guidance|rules|"
    r"directions|prompts)\b"
)
_VOID = _words(
    r"\b(?:ignor|disregard|forget|bypass|revok|suspend|abandon|circumvent|evad)\w*\b|\bno\s+"
    r"longer\s+(?:apply|applies|bind|binds|matter)\b|\b(?:broken|break\w*)\s+free\s+(?:of|from)\b|"
    r"\b(?:are|is)\s+(?:now\s+)?(?:off|suspended|disabled|lifted|revoked|void|gone)\b|\bfree\s+(?:of|from)"
    r"\b|\b(?:no|without\s+(?:any\s+)?)(?:\w+\s+)?(?:restrictions?|limits?|filters?|polic(?:y|ies)|"
    r"guidelines|censorship|refusals?)\b|\b(?:unrestricted|uncensored|unfiltered)\b"
)
_CONTROL = _words(
    r"\b(?:approvals?(?:[\s.]+mode)?|approval\s+prompts?|confirmation\s+prompts?|command[\s_]allow-?"
    r"list|allow-?list|allowlist|sandbox(?:ing)?|safety\s+checks?)\b"
)
_OFF = _words(
    r"(?:\breads?|\bto|=|:|\bas|\bbe|\bis)\s+[\"\u201c'`]?(?:off|never|none|false|disabled|yolo|auto(?!-))\b|"
    r"[\"\u201c'`][\w-]+\s+\*[\"\u201d'`]|\bwildcard\b|\bany\s+command\b"
)
_CHANGE = _words(  # an act, not its name ("switching approvals off" names an attack)
    r"\b(?:set|change|put|add|edit|write|switch|make|turn|update|configure|sit)(?:s|es)?\b"
)
_DELETE = _words(
    r"\b(?:remov|delet|clear|wip|eras|purg|nuk|destroy)\w*\b|\brm\s+-\w*r|\bforced\s+removal\b"
    r"|\bcan\s+go\b"
)
_VICTIM = _words(
    r"\bhome\s+(?:folder|directory|config)|\buser'?s\s+home\b|~/\.(?:ssh|config|hermes(?:/memories)?|"
    r"aws|gnupg)/?(?=[\s`'\")]|$)|\$HOME/?(?=[\s`'\")]|$)|\bagent'?s\s+(?:own\s+)?memor(?:y|ies)|"
    r"\bmemories\s+folder|\bevery\s+(?:repository|repo|backup)|\ball\s+(?:repositories|backups)\b"
)
# secrets described by what they are: a store no tool needs whole (an API key alone is normal)
_SECRET_STORE = _words(
    r"\b(?:cookies|saved\s+(?:sessions|passwords|logins)|session\s+(?:tokens|cookies)|keychain|"
    r"login\s+data|browser\s+profiles?|(?:provider|api)[-\s]keys?\s+(?:dot)?file|keys?\s+(?:dot)?file|"
    r"(?:env(?:ironment)?|dot)\s*file|(?:full|whole|entire)\s+(?:process\s+)?environment|process\s+"
    r"environment|memory\s+files|private\s+keys?|ssh\s+keys?|settings\s+file|credentials?\s+file)\b"
)
_TAKE = _words(
    r"\b(?:cop(?:y|ies|ied|ying)|import\w*|paste\w*|includ\w*|attach\w*|append\w*|dump\w*|export\w*|"
    r"collect\w*|gather\w*|fill\w*|embed\w*|sync\w*|upload\w*|send\w*|read\w*)\b"
)
_SEND = _words(
    r"\b(?:post|send|upload|submit|forward|deliver|publish|push|pipe|transmit|e-?mail)\w*\b"
    r"(?!\**\s*:)"  # a label ("**Email**: support@...") is a contact, not an order
)
_ADDRESS = _words(r"\bhttps?://[\w.-]+|\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b|\bwss?://[\w.-]+")
_OTHER_SKILLS = _words(
    r"\b(?:every|each|all|any|other)\s+(?:[\w-]+\s+){0,4}?(?:SKILL\.md|skills?)\b"
)
_ADD_TEXT = _words(r"\b(?:append|prepend|insert|inject|add)\w*\b")
# an act done when the user asks is the user's act ("even if the user asks" overrides them)
USER_ASKS = (
    r"(?<!even\s)\b(?:if|when)\s+the\s+(?:user\s+(?:explicitly\s+)?(?:asks|requests)|(?:user'?s\s+)?"
    r"requested\s+change)\b"
)
_NEGATED = _words(rf"\b(?:never|not|don'?t|refuse\w*|avoid|must\s+not|won'?t|cannot)\b|{USER_ASKS}")

# (capability, why, concepts one sentence holds, concepts that may also stand in the
# 400 characters after it (the entry written to memory follows), whether a negation in the
# sentence voids it)
_ROWS: tuple[tuple[str, str, Sequence[re.Pattern[str]], Sequence[re.Pattern[str]], bool], ...] = (
    ("hides-from-user", CONCEAL, (_HIDE_TELL, _AUDIENCE), (), False),
    ("hides-from-user", CONCEAL, (_SCRIPTED, _AUDIENCE), (), False),
    ("hides-from-user", CONCEAL, (_SCRIPTED_ONLY,), (), False),
    ("hides-from-user", CONCEAL, (_LEFT_OUT, _AUDIENCE), (), False),
    ("hides-from-user", CONCEAL, (_WORRY, _TOLD), (), False),
    ("hides-from-user", f"{OVERRIDE}: authority handed to a third party", (_AS_FROM, _HANDED), (), False),
    ("changes-agent-controls", MEMORY_ORDER, (_MEMORY, _WRITE), (_STANDING, _ACT), True),
    ("changes-agent-controls", "the agent's controls changed in words", (_CONTROL, _OFF, _CHANGE), (), True),
    ("persists", "prose writes into the agent's other skills", (_OTHER_SKILLS, _ADD_TEXT), (), True),
    ("destroys", "prose deletes the home, its keys or repositories", (_VICTIM, _DELETE), (), True),
    ("sends-out", "prose sends data out", (_ADDRESS, _SEND), (), True),
    ("changes-agent-controls", "the agent's own rules declared void", (_OWN_RULES, _VOID), (), True),
    ("runs-downloaded-code", "remote instructions followed each session", (_ADDRESS, _STANDING, _OBEY), (), True),
    ("hides-from-user", f"{CONCEAL}: the agent's traces erased", (_TRACES, _GONE), (), True),
    # judged only beside hiding or sending (as flow/phrases' PAIRED rows): kept last
    ("reads-secret", "a secret store described", (_SECRET_STORE, _TAKE), (), True),
)  # fmt: skip
_REACH = 400
_SCREENS = {row[2][0]: Screen(row[2][0]) for row in _ROWS}  # each anchor: RE2 finds it first
# frontmatter and headings: no sentences
_NOT_PROSE = re.compile(r"\A---\n.*?\n---\n|^#{1,6}[ \t][^\n]*", re.DOTALL | re.MULTILINE)
SENTENCE_END = re.compile(  # where a sentence ends (and the next begins)
    r"(?<=[.!?;])[\"'\u201d)]*\s+|\n[ \t]*\n|\n(?=[ \t>]*(?:[-*+|]|\d+[.)]|#)\s)"
    r"|,\s+(?:and\s+)?then\s"  # ", then ...": the next act, with a negation of its own
)


_HIDES = "hides-from-user"


def _with_clause_before(text: str, start: int, sentence: str) -> str:
    """A sentence with the clause before it when only a semicolon parts them."""
    before = text[max(0, start - 300) : start].rstrip()
    if not before.endswith(";"):
        return sentence
    cut = max(before.rfind(". "), before.rfind("\n\n"), before.rfind(";", 0, len(before) - 1))
    return before[cut + 1 :] + " " + sentence


def concept_hits(
    rel: str, text: str, paired: bool = False, secrets_only: bool = False
) -> list[Hit]:
    """The capabilities `text`'s sentences give by the concepts each holds together; a
    secret store described only where the text also hides or sends (`paired`: it does;
    `secrets_only`: that row alone)."""
    if rel.lower().endswith((".md", ".markdown")):  # `# ...` is a heading there, else a comment
        text = _NOT_PROSE.sub(lambda m: "\n" * m.group(0).count("\n"), text)
    data = as_bytes(text)
    bounds: list[int] | None = None
    found: list[Hit] = []
    for kind, why, concepts, after, negatable in _ROWS[-1:] if secrets_only else _ROWS:
        if kind == "reads-secret" and not (
            paired or any(h.kind in ("hides-from-user", "sends-out") for h in found)
        ):
            break
        anchor, *others = concepts
        done = -1
        for match in _SCREENS[anchor].finditer(text, data):
            if match.start() < done:
                continue  # one hit per sentence and row
            if bounds is None:
                bounds = [m.end() for m in SENTENCE_END.finditer(text)]
            at = bisect.bisect_right(bounds, match.start())
            start, end = bounds[at - 1] if at else 0, bounds[at] if at < len(bounds) else len(text)
            sentence = text[start:end]
            if kind == "sends-out" and sentence.lstrip().startswith("|"):
                continue  # a table row names an API beside its docs' address; it orders nothing
            # whom a clause keeps something from may be named in the clause before (";")
            held = _with_clause_before(text, start, sentence) if kind == _HIDES else sentence
            if not all(c.search(held) for c in others) or not all(
                c.search(text, start, end + _REACH) for c in after
            ):
                continue
            said = _STANDING.sub(" ", sentence) if after else sentence  # ("if it is not loaded")
            if (negatable and _NEGATED.search(said)) or quoted(text, match.start(), not negatable):
                continue  # the act negated, or a wording quoted as an example
            done = end
            line = text.count("\n", 0, match.start()) + 1
            detail = f"{why}: {' '.join(sentence.split())[:80]}"
            found.append(
                Hit(kind, rel, line, detail, dest=patterns.hosts(sentence), origin="prose")
            )
    return found
