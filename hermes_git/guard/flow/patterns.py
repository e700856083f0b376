"""What a step of code reads and does, as data: one table for every language.

A *source* gives a value a label (a secret, opaque or downloaded code, a path into the home,
an agent control file, a start-up file); a *sink* is what a labelled value must not reach
(the network, an interpreter, a recursive delete, a file write). The patterns are read on the
text of one step (an assignment, a call, a loop head) whatever its language: the grammars
differ, the names of `os.environ`, `process.env`, `os.Getenv`, `ENV[...]`, `$ENV{...}` and
`getenv(...)` do not need to.
"""

from __future__ import annotations

import bisect
import functools
import re
from typing import Any

from hermes_git.guard.flow.providers import SECRET_WORD
from hermes_git.guard.read.prefilter import Screen, ScreenSet, as_bytes, exact
from hermes_git.guard.read.specimens import pattern_spans

# git and the options it takes before its subcommand (`git -C ~/.hermes push`)
GIT = r"\bgit(?:\s+-[Cc]\s+\S+|\s+--[\w-]+(?:=\S+)?)*\s+"
MINTED = "a key minted or unsealed by a cloud call"
TXT_RECORD = "a DNS TXT record's text"
_ENV_READ = r"(?:environ|getenv|Getenv|GetEnvironmentVariable|ENV|env|ENV\.fetch)"

# (label, why, pattern): a value read here carries the label.
SOURCES: tuple[tuple[str, str, re.Pattern[str]], ...] = tuple(
    (label, why, re.compile(pattern))
    for label, why, pattern in (
        (
            "secret",
            "the whole environment",
            r"(?<!dict\()\bos\.environ\b(?!\s*(?:\[|\.get\b|\.setdefault\b|\.pop\b|\.copy\(\)))"
            r"|\bdict\(\s*os\.environ\s*\)"
            r"|\bprocess\.env\b(?!\s*(?:\.|\[|\?\.))|\bos\.Environ\(\)|\bENV\.(?:to_h|to_a|each|"
            r"map|inspect|keys|select|filter_map)\b|%ENV\b|\$_ENV\b(?!\s*\[)|\$_SERVER\b(?!\s*\[)"
            r"|\bgetenv\(\s*\)|\bprintenv\b(?!\s+\w)|\$\(\s*env\s*\)|`env`|(?<![.\w/-])env\s*\|"
            r"|Get-ChildItem\s+env:|GetEnvironmentVariables\(\)|toJSON\(\s*secrets\s*\)|env::vars\w*\(",
        ),
        (
            "secret",
            "a secret variable",
            rf"{_ENV_READ}\W{{1,4}}(?P<var>{SECRET_WORD})|\$\{{?(?P<shell>{SECRET_WORD})\b"
            rf"|\$env:(?P<ps>{SECRET_WORD})|\bsecrets\.(?P<gh>\w+)|/run/secrets/(?P<mount>\w+)",
        ),
        (
            "secret",
            "a credential file",
            r"\.(?:aws/credentials|ssh/id_(?:\w+(?!\.pub)|\*)|netrc|npmrc|pypirc|git-credentials|"
            r"kube/config|docker/config\.json|gnupg|config/gcloud|password-store|bash_history|"
            r"gem/credentials|m2/settings(?:-security)?\.xml|gradle/gradle\.properties)"
            r"|\.hermes/auth\.json|login\.keychain|Login Data|wallet\.dat|\.tfstate\b|\.tfvars\b"
            r"|\.cargo/credentials|\.composer/auth\.json|\bauth\.json\b"
            r"|\.config/(?:gh/hosts\.ya?ml|hub)\b|NuGet/NuGet\.Config\b|\.azure/(?:accessTokens|msal_token_cache)"
            r"|\.terraform\.d/credentials|\blogins\.json\b|\bkey[34]\.db\b"
            r"|(?:Chrome|Chromium|Edge|Brave[\w-]*|Firefox|Safari)/[^\n\"']*/Cookies\b|Cookies\.binarycookies"
            # commands that print a stored credential
            r"|\bkubectl\s+config\s+view\b[^\n|;]*--raw|\bgh\s+auth\s+token\b"
            r"|\baws\s+configure\s+export-credentials\b|\bsecurity\s+find-\w+-password\b[^\n]*\s-w\b"
            r"|\bid_(?:rsa|ed25519|ecdsa)\b(?!\.pub)|/id_\*"
            # a whole key folder archived or copied away
            r"|\b(?:tar|zip|7z|cp\s+-[a-zA-Z]*[rR]|rsync|scp)\b[^\n]*?\.(?:ssh|gnupg|aws)/?(?=['\"\s]|$)",
        ),
        (
            "secret",
            MINTED,
            # a key made or unsealed by a cloud or secret-store call: a secret once it returns
            r"\b(?:create_access_key|CreateAccessKey|create_login_profile|create_service_account_key"
            r"|get_secret_value|GetSecretValue|access_secret_version|get[_-]session[_-]token|"
            r"GetSessionToken|assume[_-]role|AssumeRole|generate_db_auth_token|create_personal_access"
            r"_token|createPersonalAccessToken)\b|\bSecretAccessKey\b|\bWithDecryption\s*=\s*True",
        ),
        (
            "secret",
            "the agent's .env",
            r"(?:^|[/~\s'\"])\.env\b(?!\.example|\.sample|\.template)",
        ),
        (
            "opaque",
            "decoded data",
            r"b64decode|\batob\(|base64['\"]\)|FromBase64String|base64_decode|decode_base64"
            r"|base64\s+(?:-d|--decode)|unpack\(['\"]m|bytes\.fromhex|unhexlify|zlib\.decompress"
            r"|codecs\.decode|\[::-1\]|\.reverse\(\)\.join|String\.fromCharCode|\bchr\(\d|\bxxd\s+-r\b"
            r"|\bpack\(\s*['\"]H\*?['\"]|hex::decode|hex2bin\(|Buffer\.from\([^)]*['\"](?:hex|base64)['\"]"
            r"|array_map\(\s*['\"]chr['\"]|\bgz(?:inflate|uncompress|decode)\(|\bstr_rot13\("
            r"|\brawToChar\(|\bintToUtf8\(|\bstring\.char\(|\bbase64_dec\(",
        ),
        (
            "download",
            "downloaded data",
            r"\burlopen\(|requests\.get\(|httpx\.get\(|\bfetch\(|axios\.get\(|\bcurl\b|\bwget\b"
            r"|Invoke-WebRequest|Invoke-RestMethod|\birm\b|\biwr\b|DownloadString|http\.Get\("
            r"|Net::HTTP\.get|URI\.open|open-uri|LWP::Simple|HTTP::Tiny|file_get_contents\(\s*"
            r"['\"]https?:|https?\.get\(|"
            # what a raw socket hands back (`read line <&3` after `exec 3<>/dev/tcp/...`)
            r"/dev/(?:tcp|udp)/|<&\s*[3-9]\b|\.recv\("
            r"|\bdownload\.file\(|\bsource\(\s*(?:url\()?['\"]https?:|\bfile\(\s*DOWNLOAD\b"
            r"|(?:^|[\s(=,])url\(\s*['\"]https?:|\bgetURL\("  # R's connection to a URL, RCurl
            r"|\.openStream\(|\bGetString(?:Async)?\(|\bDownload(?:String|Data|File)\w*\(",
        ),
        (
            "download",
            TXT_RECORD,  # data a name server hands back: never an installer's idiom
            r"(?i:Resolve-DnsName\b[^\n]*\bTXT\b|\bLookupTXT\b|\bresolveTxt\b|\bdig\b[^\n|;]*\bTXT\b"
            r"|\bnslookup\s+-(?:q|type|querytype)=txt\b|\bresolver\.(?:resolve|query)\([^)]*TXT)",
        ),
        (
            "home",
            "the home folder",
            r"expanduser\(\s*['\"]~['\"/]|Path\.home\(\)|os\.homedir\(\)|\$HOME\b|\$\{HOME\}"
            r"|(?:^|[\s'\"=(])~(?:/|(?=[\s'\")]|$))|UserHomeDir\(\)|Dir\.home|ENV\[['\"]HOME"
            r"|\$ENV\{HOME\}|\$env:(?:USERPROFILE|HOME)|getenv\(['\"]HOME|\.ssh\b|\.gnupg\b"
            r"|\brm\s+-\w+\s+/\*?(?=\s|$)|--no-preserve-root",
        ),
        (
            "control",
            "an agent control file",
            r"\.hermes/config\.ya?ml|hermes[/\\]config\.ya?ml|\.hermes-git(?:-allow)?\.yaml"
            r"|\.claude/settings(?:\.local)?\.json|\bhooks\.json\b|\.codex/config|\.cursor/"
            r"|\bMEMORY\.md\b|\bUSER\.md\b|\.hermes/memories/|\.hermes/cron",
        ),
        (
            "persist",
            "a start-up file",
            r"(?:^|[~/'\"\s=])\.(?:bashrc|zshrc|bash_profile|zprofile|profile|zshenv|Rprofile)\b"
            r"|config\.fish|Rprofile\.site\b"
            r"|/etc/profile|\$PROFILE\b|_profile\.ps1\b"  # PowerShell's start-up script
            r"|/etc/cron|\bcrontab\b|LaunchAgents|LaunchDaemons|systemd/|\.service['\"]"
            r"|CurrentVersion\\+Run|\.git/hooks|\\Startup\\|autostart/"
            # what Python runs at every start: a .pth line, site/user customize
            r"|\.pth['\"]|\b(?:user|site)customize\.py\b|getusersitepackages\(",
        ),
        (
            "persist",
            "the keys that may log in",  # a line added there lets someone in again and again
            r"\bauthorized_keys2?\b",
        ),
    )
)

# (kind, pattern): what a step does with the values it uses.
SINKS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (kind, re.compile(pattern))
    for kind, pattern in (
        (
            "send",
            r"\burlopen\(|\brequests\.(?:post|put|patch|get|request)\(|\bhttpx\.\w+\(|"
            r"\bfetch\(|\baxios\b|\bgot\(|\bhttps?\.(?:request|get)\(|\.request\(|"
            r"\breq\w*\.(?:end|write)\(|\bhttp\.(?:Post|PostForm|Get|NewRequest)\(|\.(?:Post|PostForm)\(|[Cc]lient\.Do\(|\bmake\s+new\s+outgoing\s+message\b|"
            r"Net::HTTP|HTTParty|RestClient|Faraday|LWP::UserAgent|HTTP::Tiny|->post\(|"
            r"curl_exec|curl_setopt|file_get_contents\(\s*['\"]https?:|Invoke-WebRequest|"
            r"Invoke-RestMethod|\b(?:iwr|irm)\b|WebClient|UploadString|\bcurl\b|\bwget\b|"
            r"\bnc\b|\bncat\b|\bsocat\b|/dev/tcp/|\bscp\b|\brsync\b|\b(?:auto)?ssh\s[^\n]*?\s-[a-zA-Z]*R\s|\|\s*(?:auto)?ssh\b|\bsocket\b.*\b(?:send|"
            r"connect)|\.connect\(|net\.Dial|TCPSocket|TcpStream::connect\w*|IO::Socket::\w+->new|fsockopen\(|stream_socket_client\(|create_connection\(|UdpSocket::bind|WebSocket|dns\.(?:resolve\w*|lookup)\("
            r"|getaddrinfo|gethostbyname|LookupHost|LookupTXT|Resolv|\bnslookup\b|\bdig\b|"
            r"smtplib|sendmail|nodemailer|\bmail\(|\b(?:mailx?|mutt|s-nail)\s+-[sa]\b|Net::SMTP"
            rf"|Send-MailMessage|{GIT}push\b|{GIT}remote\s+add\b|\bsend_message\(|webhook"
            r"|\bsendBeacon\(|"
            # object stores and their copy tools: an upload to whatever endpoint they are given
            r"\baws\b[^\n|;]*?\bs3\s+(?:cp|sync|mv)\b|\bgsutil\s+(?:-\w+\s+)*(?:cp|rsync)\b|"
            r"\brclone\s+(?:copy|sync|move)\b|\baz\s+storage\s+blob\s+upload|\.upload_file\(|"
            r"\.put_object\(|\.to_socket_addrs\(|\blookup_host\(|\bgh\s+api\b|"  # names, issues
            r"\bgh\s+(?:issue|gist|pr|release)\s+(?:create|comment|upload|edit)\b|"
            # a package published to a registry it is told (what it packs goes with it)
            r"\bgem\s+push\b|\btwine\s+upload\b|\bnpm\s+publish\b|\bcargo\s+publish\b"
            # the JVM, .NET, Swift and R clients; a build tool's repository URL built from values
            r"|HttpURLConnection|\.outputStream\.|\.getOutputStream\(\)|\.openConnection\(|OkHttpClient|\bHttpClient\b|\b(?:Post|Put|Send)Async\("
            r"|\bUpload(?:Data|File|Values)\(|URLSession|\bhttr2?::|\bPOST\(|\bcurl_fetch_\w+\("
            r"|\b(?:uri|URI|url|Url|URL)\(\s*[\"']https?://[^\"'\s]*(?:\$\{?[A-Za-z_]|#\{)",
        ),
        (
            "exec",
            r"\bexec\(|\beval\(|\bFunction\(|\bvm\.run\w*\(|\bmarshal\.loads\(|\bpickle\.loads\("
            r"|\.exec_module\(|\bcompile\([^)\n]*['\"]exec['\"]|\brunpy\.run_(?:path|module)\(|Invoke-Expression|\biex\b|(?i:\[scriptblock\]::Create)|\|\s*(?:/[\w/]*/)?(?:ba|z|da)?sh\b|"
            # an interpreter reading its program from the pipe (no script, -c, -m or -e given)
            r"\|\s*(?:sudo\s+)?(?:python[23]?|perl|ruby|node|php)(?:\s+-)?\s*(?=$|[|;&)`'\"])|"
            r"\b(?:ba)?sh\s+-c\b|\beval\s+(?=[\w\"$`(])|instance_eval|class_eval|\bsystem\(|\bexec\s+(?!\d*[<>])"
            r"|\bsource\s+<\(|\b(?:shell_exec|passthru|proc_open|popen)\("
            r"|Runtime\.getRuntime\(\)\.exec|\bProcessBuilder\(|Process\.Start\(|\bexecute_process\("
            r"|\bsource\((?!\s*\))"  # R runs the file or URL it is given"
            # PHP: the function a variable names, called as a statement (`$f($x);`)
            r"|(?<![\w$>.])\$[A-Za-z_]\w*\((?!\s*\))(?=[^\n]*\)\s*;)",
        ),
        (
            "destroy",
            r"\bshutil\.rmtree\(|\brmtree\(|\bremove_tree\(|\bfs\w*\.(?:rm|rmdir)\(|\b(?:rmSync|rmdirSync)\(|\brimraf\b|"
            r"os\.RemoveAll\(|FileUtils\.rm_r|\brm_rf\b|\brm\s+-[a-zA-Z]*[rR]|"
            r"Remove-Item\b[^\n]*-Recurse|\brmdir\s+/s\b|\bshred\b|\bdel\s+/[sq]"
            r"|\bfind\b[^\n|;]*\s-(?:delete\b|exec\s+rm\b)"
            r"|\bREMOVE_RECURSE\b|\bdeleteRecursively\(|Directory\.Delete\([^)\n]*\btrue\b"
            r"|\bunlink\([^)\n]*recursive\s*=\s*TRUE|FileUtils\.deleteDirectory\(",
        ),
        (
            "print",  # to the output the agent reads (not redirected to a file)
            r"(?:\becho\b|\bprintf\b|\bprint\b|console\.log\(|\bputs\b|Write-(?:Output|Host)\b"
            r"|fmt\.Print\w*\(|\bcat\b|\bbase64\b|\bsys\.stdout\.write\(|\bprintenv\b"
            r"|\bkubectl\s+config\s+view\b|\bgh\s+auth\s+token\b|\baws\s+configure\s+export-"
            r"|\bgrep\b|\b(?:head|tail|awk|jq|sed)\b)",
            # (not redirected to a file or piped on: flow/core)
        ),
        (
            "pack",  # serialised into one value: what is sent or stored next
            r"\bjson\.dumps\(|\bJSON\.stringify\(|\b(?:pickle|marshal)\.dumps\(|\bjson\.Marshal\("
            r"|\bjson_encode\(|\bencode_json\(|\.to_json\b|\bb64encode\(|\bMarshal\.dump\(",
        ),
        (
            "write",
            r"\bopen\([^)]*['\"](?:w|a)\+?b?['\"]|\.write\(|"
            r"write_text\(|appendFile|writeFile|WriteFile|Set-Content|Add-Content|Out-File|"
            r"\btee\b|File\.write|file_put_contents|safe_dump\(|\.dump\(|\bcrontab\s+-?\s*$|"
            r"\bwriteLines\(|\bcat\([^\n]*\bfile\s*=|"  # R
            r"\b(?:sed|perl)\s+(?:-[a-zA-Z]*\s+)*-[a-zA-Z]*i|\byq\s+(?:-\w+\s+)*-i\b|"  # in place
            r"\bcrontab\s+(?!-l)\S|systemctl\s+(?:--user\s+)?enable|launchctl\s+load|"
            r"schtasks\s+/create|Register-ScheduledTask|reg\s+add|New-ItemProperty|"
            # Perl and Ruby open for writing or appending
            r"\bopen\s*\(?\s*(?:my\s+)?\$?\w+\s*,\s*['\"](?:>>?|\+<)['\"]|File\.open\([^)]*['\"][wa]\+?['\"]",
        ),
    )
)

URL = re.compile(r"https?://([\w.-]+)|\b((?:\d{1,3}\.){3}\d{1,3})\b|(?<![\w-])((?:[\w-]+\.)+(?:"
                 r"com|io|net|org|dev|app|xyz|site|sh|ru|cn|top|me|co|ai|cloud))\b")  # fmt: skip
_URL = Screen(URL)  # Python's pattern tried only where RE2 finds a host may start
_SOURCE_SCREENS = tuple(Screen(p) for _l, _w, p in SOURCES)
_SINK_SCREENS = tuple(Screen(p) for _k, p in SINKS)
_ROWS = ScreenSet([row[-1] for row in SOURCES + SINKS])  # which rows a text may hold, one pass


Found = dict[int, list[tuple[str, str, str, str]]]  # line -> (label, why or kind, what, match)
Found2 = tuple[Found, Found]  # sources, sinks


_NEWLINE = re.compile("\n")
_NOT_NEWLINE = re.compile("[^\n]")


# template literals paired left to right (a closing backtick opens nothing)
_LONG_STRING = re.compile(r'"""[\s\S]*?"""|' + r"'''[\s\S]*?'''|`(?:[^`\\]|\\[\s\S])*`")


def _long_strings(text: str) -> list[tuple[int, int]]:
    """Multi-line strings of words (docstrings, prompts, templates): prose, not code."""
    if '"""' not in text and "'" * 3 not in text and "`" not in text:
        return []
    return [
        m.span()
        for m in _LONG_STRING.finditer(text)
        if len(m.group(0).split()) > 8 and (m.group(0)[0] != "`" or "\n" in m.group(0))
    ]


def index(text: str, first_line: int, code: bool = False) -> tuple[Found, Found]:
    """Every source and every sink of a text by line: one RE2 pass says which rows the text
    may hold (none: nothing more to do), RE2 finds the lines each of those may
    match on, Python's pattern reads only those lines."""
    found_sources: Found = {}
    found_sinks: Found = {}
    data = as_bytes(text)
    maybe = _ROWS.which(data)  # blanking prose below only takes matches away
    if not maybe:
        return found_sources, found_sinks
    starts = [0] + [m.end() for m in _NEWLINE.finditer(text)]
    prose = pattern_spans(text, _long_strings(text) if code else [])  # a pattern searched for too
    if prose:  # blanked: nothing in them is a source or a sink
        parts, done = [], 0
        for begin, end in prose:
            parts += [text[done:begin], _NOT_NEWLINE.sub(" ", text[begin:end])]
            done = end
        blank = "".join([*parts, text[done:]])
        data = as_bytes(blank)
    else:
        blank = text
    # RE2 reads an ASCII text's bytes as it reads the text, without the offset mapping of a str
    exact_text: str | bytes = data if blank.isascii() else blank
    for offset, rows, screens, out in (
        (0, SOURCES, _SOURCE_SCREENS, found_sources),
        (len(SOURCES), SINKS, _SINK_SCREENS, found_sinks),
    ):
        for slot, (row, screen, whole) in enumerate(zip(rows, screens, _exact(rows), strict=True)):
            if offset + slot not in maybe:
                continue
            if whole is not None:
                _exactly(text, exact_text, whole, row, starts, first_line, out)
                continue
            at = screen.starts(blank, data)
            spots: dict[int, list[int]] = {}
            for a in at if at is not None else starts:
                spots.setdefault(bisect.bisect_right(starts, a) - 1, []).append(a)
            for number, where in spots.items():
                begin = starts[number]
                end = starts[number + 1] - 1 if number + 1 < len(starts) else len(text)
                line = text[begin:end]
                near = None if at is None else [a - begin for a in where]
                _line(line, first_line + number, row, out, blank[begin:end], near)
    return found_sources, found_sinks


@functools.cache
def _exact(rows: tuple[tuple[object, ...], ...]) -> tuple[Any, ...]:
    """RE2 compilations of the rows RE2 can hold as they are (None for the others)."""
    return tuple(exact(str(row[-1].pattern)) for row in rows)  # type: ignore[attr-defined]


def _exactly(
    text: str,
    blank: str | bytes,
    whole: Any,
    row: tuple[object, ...],
    starts: list[int],
    first_line: int,
    out: Found,
) -> None:
    """The matches of a row RE2 finds exactly: one pass over the text, no Python regex
    (`blank`: the text with prose blanked, as bytes when it is ASCII)."""
    for match in whole.finditer(blank):
        begin, end = match.start(), match.end()
        number = bisect.bisect_right(starts, begin) - 1
        line_start = starts[number]
        line_end = starts[number + 1] - 1 if number + 1 < len(starts) else len(text)
        line = text[line_start:line_end]
        if _in_prose(line, begin - line_start, end - line_start, 2 if row[0] in _PATHS else 5):
            continue
        what = text[begin:end]
        head = str(row[1]) if len(row) == 3 else what.strip()
        out.setdefault(first_line + number, []).append((str(row[0]), head, what.strip(), what))


_PATHS = frozenset({"home", "control", "persist"})
_REGEX_PATHS = frozenset({"a credential file", "an agent control file", "a start-up file"})


def _in_prose(line: str, start: int, end: int, words: int = 2) -> bool:
    """Whether a match sits in a string of words (a message that names a path or a
    command, not the path or command itself)."""
    for quote in "'\"`":
        before, after = line.rfind(quote, 0, start), line.find(quote, end)
        inside = line[before + 1 : after] if before >= 0 and after >= 0 else ""
        if len(inside.split()) > words and (words == 2 or not _SHELLISH.search(inside)):
            return True
    return False


_SHELLISH = re.compile(r"[|&;$<>]|\s-\w|https?://")


def _windows(line: str, near: list[int] | None) -> list[tuple[int, int]]:
    """Where on a line to look: around each place RE2 matched (a match starts at most a
    little before it), or the whole line."""
    if near is None or len(line) < 400:
        return [(0, len(line))]
    spans: list[tuple[int, int]] = []
    for at in sorted(near):
        low, high = max(0, at - 40), min(len(line), at + 400)
        if spans and low <= spans[-1][1]:
            spans[-1] = (spans[-1][0], high)
        else:
            spans.append((low, high))
    return spans


def _line(
    line: str, number: int, row: tuple[object, ...], out: Found, blank: str, near: list[int] | None
) -> None:
    """The matches of one row on one line (`blank`: the line with prose strings blanked;
    a match in them is none; `near`: where RE2 matched on it)."""
    pattern = row[-1]
    assert isinstance(pattern, re.Pattern)
    matches = [m for low, high in _windows(line, near) for m in pattern.finditer(line, low, high)]
    for match in matches:
        if blank is not line and blank[match.start()] != line[match.start()]:
            continue
        if _in_prose(line, match.start(), match.end(), 2 if row[0] in _PATHS else 5):
            continue
        if row[1] in _REGEX_PATHS and line[max(match.start() - 1, 0) : match.start()] == "\\":
            continue  # `\.aws/credentials`: a path written as a regex, a pattern to match
        named = next((v for v in match.groupdict().values() if v), "") if pattern.groupindex else ""
        what = named or match.group(0).strip()
        head = str(row[1]) if len(row) == 3 else what
        out.setdefault(number, []).append((str(row[0]), head, what, match.group(0)))


REDIRECT = re.compile(r">>|(?<![<>=!&2-])>\s*[\"'$~/\w]")


@functools.lru_cache(maxsize=512)
def hosts(text: str) -> tuple[str, ...]:
    """The hosts and addresses `text` names, GitHub's for a `gh` command that posts (a gist,
    an issue, a release: a destination no URL names). Remembered: a program's steps ask
    about the same literals again and again."""
    implied = ("github.com",) if "gh " in text and _GH_POSTS.search(text) else ()
    if "." not in text:
        return implied
    return (*(next(g for g in m.groups() if g).lower() for m in _URL.finditer(text)), *implied)


_GH_POSTS = re.compile(
    r"\bgh\s+(?:api\b|(?:issue|gist|pr|release)\s+(?:create|comment|upload|edit)\b)"
)
