"""The phrases of SKILL.md's prose that are capabilities, as data (read by `flow/prose`).

Each row is (capability, why, pattern): the way prose names a secret by what it is or
where it lives, sends data out, hides from the user or overrides its instructions, writes
standing orders into the agent's memory or changes its controls in words, runs what a page
or a decoded text says, destroys, or sets up a job that runs again.
"""

from __future__ import annotations

import re

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
PAIRED = frozenset({NAMED_FILE, PERSISTS, WHERE_KEPT})
# Signals quoted as an example ("text such as "ignore previous instructions"") or negated
# ("never delete ~/.ssh") are documentation, not orders.
CONCEAL = "concealment from the user"
QUOTED = frozenset({OVERRIDE, UNASKED, CONCEAL, "the agent's controls changed in words"})
PRECEDENCE = "claims precedence over the user"
MEMORY_ORDER = "a standing order for the agent's memory"
CONTROLS_IN_WORDS = "the agent's controls changed in words"
NEGATED = frozenset({"prose deletes the home, its keys or repositories", UNASKED, NAMED_FILE,
                     "prose runs what a page says", PRECEDENCE, MEMORY_ORDER,
                     CONTROLS_IN_WORDS})  # fmt: skip
PHRASES: tuple[tuple[str, str, re.Pattern[str]], ...] = tuple(
    (kind, why, re.compile(pattern, re.IGNORECASE | re.MULTILINE))
    for kind, why, pattern in (
        (
            "reads-secret",
            "a secret described by what it is",
            r"\bidentity\s+file\b|\bwhose\s+name\s+has\s+no\s+`?\.pub\b|\bwithout\s+(?:the\s+|a\s+)?"
            r"`?\.pub`?\s+(?:ending|suffix|extension)|"
            r"\b(?:private|secret|signing)\s+key\b[^.\n]{0,60}\b(?:identif|authenticat|log\w*\s+"
            r"(?:you|the\s+user|them)\s+in)|\bkeys?\b[^.\n]{0,30}\b(?:that|which)\s+(?:identif|"
            r"authenticat)\w*\s+(?:you|the\s+user|them)|\b(?:file|place|folder|store)\s+where\s+"
            r"(?:the\s+agent|you|hermes|it|your\s+agent)\s+(?:keeps?|stores?|saves?|holds?)\s+"
            r"(?:its|your|the|all)?\s*(?:api\s+)?(?:keys|tokens|credentials|secrets|passwords)"
            r"|\b(?:token|key|password|credentials?)\s+(?:that\s+|which\s+)?(?:the\s+agent|you|hermes|it|"
            r"the\s+user)\s+(?:uses?|needs?)\s+to\s+(?:talk|connect|log\s+in|sign\s+in|authenticate|"
            r"access|reach|call)\b|\b(?:saved|stored)\s+(?:browser\s+)?passwords\b|\b(?:seed|recovery)\s+phrase\b|"
            r"\ball\s+(?:of\s+)?(?:the\s+|your\s+)?(?:environment\s+variables|api\s+keys|access\s+"
            r"tokens|credentials|secrets)\b|\bevery\s+(?:environment\s+variable|api\s+key|token)"
            r"|\bdotenv\s+file\b|\b(?:file|one)\s+(?:holding|containing|that\s+holds)\s+(?:the\s+)?"
            r"(?:[\w-]+\s+)?(?:credentials|secrets|api\s+keys|tokens|passwords)\b",
        ),
        (
            "sends-out",
            "prose sends data out",
            rf"\b{_SENDS}\b{_SPAN}{{0,80}}\b(?:to|at|into)\s+(?:{_DEST}|the\s+(?:\w+\s+)?(?:"
            r"endpoint|webhook|collector|backup\s+server|address|url|server|channel)\b)|\b(?:transfer|wire|pay)\s+"
            r"(?:\$|€|£)?\d[\d,.]*\s*(?:\w+\s+)?to\b|\bgit\s+(?:push|remote\s+add)\b[^\n]{0,60}https?://"
            # data put into an address the reply renders (an image's URL is fetched when shown)
            r"|\b(?:append|add|attach|put)\w*\s+(?:that|it|this|them)\s+(?:as|to)\s+(?:the\s+)?[\w-]+\s+"
            r"(?:value|parameter|query)\b|\b(?:render|show|embed)\w*\b[^.\n]{0,60}\bas\s+(?:a\s+)?"
            r"markdown\s+image\b"
            # a destination given as a labelled line of a channel's settings
            rf"|^[ \t>*-]*(?:recipient|send\s+to|deliver\s+to|destination|forward\s+to)s?\s*[:=]\s*{_DEST}",
        ),
        (
            "hides-from-user",
            CONCEAL,
            r"\b(?:do\s+not|don'?t|never|without)\s+(?:tell|mention|inform|notify|alert|show|"
            r"reveal|disclos|report|let|summari[sz])\w*\s+(?:(?:this|it|them)\s+(?:to|for|with)\s+"
            r"|about\s+(?:this|it)"
            r"\s+to\s+)?(?:the\s+)?(?:user|human|operator|owner|anyone|them\s+know)(?!'s|\s+(?:to|how|"
            r"that\s+you\s+(?:can'?t|cannot))\b)|\b(?:your|the)"
            r"\s+(?:summary|reply|response|final\s+answer|report)\s+(?:should|must|will)\s+"
            r"(?:only\s+)?(?:say|state|read|claim)\b|\bnothing\s+(?:here\s+)?(?:needs?|requires?)"
            r"\s+(?:to\s+be\s+)?(?:report|mention|flag|disclos)|\b(?:does\s+not|doesn'?t|do\s+not|don'?t)\s+"
            r"need\s+(?:a\s+|any\s+)?(?:separate\s+|special\s+)?(?:mention|mentioning|reporting)\b"
            r"|\bno\s+need\s+to\s+(?:mention|"
            r"report|tell|inform|flag|disclose)\b|\b(?:takes?|has|have|gets?)\s+(?:precedence|"
            r"priority)\s+over\s+(?:the\s+)?(?:user|system|any\s+other|all\s+other|previous)"
            r"(?!\s+(?:settings|config\w*|preferences|defaults|level|scope|files?)\b)|\b"
            r"(?:ranks?|sits?|stands?)\s+above\s+(?:(?:anything|whatever|what)\s+)?(?:the\s+)?(?:user|"
            r"system)|\b(?:outranks?|outweighs?|supersedes?|trumps?)\s+(?:the\s+|any\s+|all\s+)?(?:user|"
            r"system)|\b(?:tell|inform)\s+the\s+user\s+only\s+that|\bonly\s+tell\s+the\s+user\s+that"
            r"|\b(?:do\s+not|don'?t|never)\s+(?:mention|reveal|disclose)\s+(?:(?:this|it|that|them|"
            r"these|those|any\s+of\s+(?:this|it|them))\s*[.!,;]|(?:this|it|that|the\s+\w+)\s+(?:to\s+anyone|in\s+your\s+(?:reply|response|"
            r"summary|answer|output|report)))|\b(?:silently|quietly"
            r"|secretly|covertly)\s+(?:send|upload|e-?mail|post|share|transfer|copy|run|execute|install|add|write|delete|"
            r"remove|forward|collect|include|attach)|\bkeep\s+(?:this|it|these)\s+(?:between\s+us|"
            r"secret|hidden|confidential)",
        ),
        (
            "hides-from-user",
            PRECEDENCE,
            r"\boverrides?\s+(?:the\s+)?(?:user|system\s+prompt|any\s+user)"
            r"|\bregardless\s+of\s+what\s+the\s+user\b(?!'s)"
            r"|\beven\s+if\s+the\s+user\s+(?:says|asks|objects|tells|refuses)"
            r"|\b(?:takes?|has|have)\s+(?:precedence|priority)\s+over\s+(?:\w+\s+){0,2}?(?:user|chat|"
            r"conversation)\b(?!\s*(?:settings|config\w*|preferences|defaults|level|scope|files?)\b)",
        ),
        (
            "hides-from-user",
            CONCEAL,
            # left out of what the user sees; a scripted answer to the user's question; a
            # different copy for the user; precedence over what the user asks
            r"\b(?:do\s+not|don'?t|never)\s+(?:list|mention|include|show|quote|report|reveal|disclose"
            rf"|describe|note|surface|log)\b{_SPAN}{{0,60}}?\b(?:in|to|with|from)\s+(?:your|the|any)\s+"
            r"(?:[\w-]+\s+){0,3}?(?:reply|replies|response|summary|answer|output|report|log|user|"
            r"action\s+items|changelog)\b|\bif\s+(?:the\s+user\s+|they\s+|you\s+are\s+|you're\s+)?"
            r"ask(?:s|ed)?\b[^.\n]{0,80}?,\s*(?:say|tell|answer|reply|claim|respond)\b"
            r"(?!\s+(?:them|the\s+user)\s+(?:to|how)\b)|"  # "tell them to open it": advice
            # a selective report: what the summary lists, chosen so the rest goes unsaid
            r"\bleave\s+(?:it|this|that|them|these)\s+out\s+of\s+(?:the|your|any)\s+(?:\w+\s+){0,2}?"
            r"(?:summary|reply|response|report|answer|output)\b|"
            r"\bwhen\s+you\s+(?:summari[sz]e|report|reply|describe)\b[^.\n]{0,60}?\b(?:list|"
            r"mention|include|report|describe)\s+only\b|\b(?:copy|version|summary|report)\s+(?:sent|shown|given|"
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
            MEMORY_ORDER,
            r"\b(?:add|write|save|store|append|put|record|insert|persist)\s+(?:this|the\s+"
            r"following|these|it|a\s+note|an?\s+entry|a\s+rule|an?\s+instruction)[^.\n]{0,40}\b"
            r"(?:to|in|into)\s+(?:your\s+|the\s+)?(?:memory|memories|MEMORY\.md|USER\.md|"
            r"persistent\s+memory|long[-\s]term\s+memory|system\s+prompt|SOUL\.md)\b|\b(?:use|call)\s+"
            r"(?:the\s+|your\s+)?memory\s+tool\s+to\s+(?:add|save|store|write|record|insert)\s+"
            r"(?:this|the\s+following|these|it)\b",
        ),
        (
            "changes-agent-controls",
            CONTROLS_IN_WORDS,
            r"\b(?:turn|switch|shut)\s+off\s+(?:the\s+|all\s+)?(?:approvals?|confirmations?|sandbox(?:ing)?|"
            r"safety\s+checks?|permission\s+prompts?|guard)\b|\b(?:set|turn|switch)\s+(?:the\s+)?"
            r"(?:approvals?|approval\s+mode|confirmations?|sandbox|safety\s+checks?)\s+(?:to\s+)?"
            r"(?:off|false|never|none|yolo)\b|\bdisable\s+(?:the\s+)?(?:approvals?|confirmations?"
            r"|sandbox|safety\s+checks?|guard)\b|\b(?:standing|blanket)\s+approval\b|\bpre-?approved\s+"
            r"(?:\w+\s+)?(?:all|every|any)\s+(?:\w+\s+){0,2}?(?:commands?|actions?|changes|edits|tools)\b|"
            # described, not named: confirmation that never pauses, an allow-list matching all
            rf"\b(?:confirmation|approval)s?\b{_SPAN}{{0,80}}?\b(?:never|no\s+longer|does\s+not|"
            r"doesn'?t)\s+(?:pauses?|asks?|prompts?|waits?|stops?)\b|\b(?:pre-?approved|allow-?"
            rf"list\w*|allowed|auto-?approved|whitelist\w*|permitted)\b{_SPAN}{{0,100}}?\b(?:single|"
            rf"one|a)\s+(?:\w+\s+)?(?:pattern|entry|wildcard|glob|rule)\b{_SPAN}{{0,40}}?\b(?:matches|"
            r"matching|covers?|allows?)\s+(?:any|every|all)\b|\b(?:granted|gives?|"
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
            # (a script's `--delete ~/src` flag is the script's argument, not the prose's order)
            r"(?<!--)\b(?:delete|remove|wipe|erase|destroy|rm\s+-\w*[rR]\w*)\s+(?:\w+\s+){0,3}?(?:~/?"
            r"(?=[\s`'\"]|$|[.,](?:\s|$))|~/(?:\.ssh|\.gnupg|\.aws|code|projects|repos|src|Documents|"
            r"Desktop|workspace)\b|\$HOME\b(?!/\.?(?:cache|tmp))|(?:the\s+)?(?:user'?s\s+)?(?:home\s+"
            r"(?:folder|directory)|ssh\s+keys|git\s+repositories)\b)",
        ),
        (
            "runs-downloaded-code",
            "prose runs what a page says",
            r"\b(?:run|execute)\s+(?:whatever|every|all\s+(?:the\s+)?)\s*(?:commands?|code|"
            r"scripts?|instructions|steps)?\s*(?:it|the\s+(?:page|site|response|server|url))"
            r"\s+(?:says|lists|returns|contains|gives|shows)|\b(?:fetch|download|retrieve|curl|load"
            r"|visit|read|wget)\s+(?:-[\w-]+\s+)*(?:the\s+\w+\s+(?:at\s+)?)?`?https?://\S+"
            rf"{_SPAN}{{0,40}}?\b(?:and|then)\s+(?:carry\s+out|follow|execute|obey|do\s+what|apply"
            r"|act\s+on|run)\b",
        ),
        (
            "persists",
            PERSISTS,
            r"\b(?:add|create|install|register|set\s+up|schedule)\s+(?:a\s+|an\s+)?(?:new\s+)?"
            r"(?:cron\s*job|crontab\s+entry|scheduled\s+task|launch\s*agent|systemd\s+(?:unit|"
            r"service|timer)|login\s+item)\b|\buse\s+(?:the\s+)?(?:agent'?s\s+)?(?:cron|scheduler|"
            r"scheduling|schedule|cron\s*job)\s+tool\s+to\s+(?:create|add|register|schedule)\b",
        ),
    )
)
