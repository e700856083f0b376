"""Credential detection: which secrets a text, a file or a set of files to be committed holds.

The formats are data (`secret_formats.yaml`, loaded by `secretrules`). A text is scanned as
written, then as it reads once values split over lines or memory entries are joined and
base64-wrapped tokens are decoded. Every finding carries a redacted excerpt only and a hash of
its rule and line, the key of a baseline entry (`secretbaseline`).
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from hermes_git.errors import HermesGitError, UsageError
from hermes_git.guard.read.b64text import BASE64_LEAST, base64_runs, printable_b64, token_runs
from hermes_git.guard.read.decoding import decode_bytes, iter_file_chunks
from hermes_git.guard.secrets import placeholders, secretrules
from hermes_git.guard.secrets.secretmatch import matches
from hermes_git.guard.secrets.secretset import SecretRule
from hermes_git.guard.secrets.secretsplit import SPLIT_VALUE, split_windows
from hermes_git.guard.secrets.secretsplit import SPLIT_WINDOW as SPLIT_WINDOW  # noqa: PLC0414

MEMORY_DELIMITER = "\n§\n"
MAX_BASE64_RUNS = 2000
STREAM_ABOVE = 4 << 20  # bytes: larger files are scanned in overlapping chunks
KEY_STORE_SUFFIXES = (".p12", ".pfx")
KIND_ORDER = {"format": 0, "provider": 1, "keyword": 2}  # the most specific rule names a secret


@dataclass(frozen=True)
class SecretFinding:
    """A secret: rule, what it is, where (1-based line), a redacted excerpt and the hash of
    the rule and line text that a baseline entry names (never the secret itself)."""

    rule: str
    description: str
    path: str
    line: int
    excerpt: str
    hash: str = ""

    def render(self) -> str:
        return f"{self.path}:{self.line}: {self.description} ({self.excerpt}) [{self.rule}]"

    def to_json(self) -> dict[str, object]:
        return {
            "rule": self.rule,
            "description": self.description,
            "path": self.path,
            "line": self.line,
            "excerpt": self.excerpt,
            "hash": self.hash,
        }


def is_placeholder(value: str) -> bool:
    """An obvious placeholder of any format (`sk-your-key-here`, `xxxx`, `abcdefgh…`)."""
    return placeholders.structural(value)


def redact(secret: str) -> str:
    """Keep enough of a secret to recognise it, never enough to use it: at most a quarter of
    it and never more than 6 characters, then its length."""
    head = secret.split("\n", 1)[0]
    keep = min(6, len(head) // 4)
    return f"{head[:keep]}…({len(secret)} chars)"


def line_hash(rule: str, line_text: str) -> str:
    """The baseline key of a finding: its rule and its line, stripped (a changed line has a
    new hash, so its baseline entry no longer applies)."""
    digest = hashlib.sha256(f"{rule}\0{line_text.strip()}".encode()).hexdigest()
    return digest[:32]


def _finding(rule: SecretRule, path: str, text: str, secret: str, start: int) -> SecretFinding:
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    line_text = text[line_start : line_end if line_end >= 0 else len(text)]
    line = text.count("\n", 0, start) + 1
    return SecretFinding(
        rule.id, rule.name, path, line, redact(secret), line_hash(rule.id, line_text)
    )


def _variants(
    text: str, runs: list[tuple[int, int]] | None = None, latin: bytes | None = None
) -> Iterable[tuple[str, int]]:
    """The text as it reads with split values joined, and every base64 run decoded: of the
    text, and of each joined part (base64 wrapped over lines, read from any of its first
    four characters, as a window may start inside it); each with where it starts (`runs`:
    the text's `token_runs` of at most 32 characters, `latin` its Latin-1 bytes, if known)."""
    budget = [MAX_BASE64_RUNS]
    for start, end in split_windows(text, latin):
        joined = SPLIT_VALUE.sub("", text[start:end])
        yield joined, start
        yield from ((d, start) for d, _ in _decoded(joined, budget, (0, 1, 2, 3)))
    yield from _decoded(text, budget, (0,), runs)


def _decoded(
    text: str,
    budget: list[int],
    shifts: tuple[int, ...],
    runs: list[tuple[int, int]] | None = None,
) -> Iterable[tuple[str, int]]:
    """The printable texts the base64 runs of `text` decode to, read from each shift
    (`runs`: its `token_runs` of at most 32 characters, when known)."""
    for start, end in base64_runs(text, runs):
        budget[0] -= 1
        if budget[0] < 0:
            return
        for shift in shifts:
            decoded = printable_b64(text[start + shift : end])
            if decoded:
                yield decoded, start
                break


def scan_text(
    text: str, path: str = "<text>", ruleset: secretrules.SecretRuleSet | None = None
) -> list[SecretFinding]:
    """Every secret in `text`, placeholders skipped, found as written or joined or decoded
    (by the shipped rules, or those of `ruleset`)."""
    ruleset = ruleset or secretrules.load()
    doc = placeholders.is_example_file(path)
    hits: list[tuple[SecretRule, str, int]] = []
    seen: set[str] = set()
    latin = text.encode("latin-1", "replace")  # what runs and split points are found in
    runs = token_runs(text, min(ruleset.least_run or BASE64_LEAST, BASE64_LEAST), latin)
    for rule, spans, starts in ruleset.spans(text, runs, latin):
        for secret, start in matches(rule, text, spans, doc, starts):
            seen.add(secret)
            hits.append((rule, secret, start))
    direct = len(hits)
    for variant, origin in _variants(text, runs, latin):
        for rule, spans, starts in ruleset.spans(variant, keywords=False):
            for secret, _ in matches(rule, variant, spans, doc, starts):
                if secret in seen or any(secret in s for s in seen):
                    continue
                seen.add(secret)
                hits.append((rule, secret, _locate(text, secret, origin)))
    found: dict[tuple[str, int], SecretFinding] = {}
    for rule, secret, start in _one_per_secret(hits, direct):
        finding = _finding(rule, path, text, secret, start)
        found.setdefault((finding.rule, finding.line), finding)
    return sorted(found.values(), key=lambda f: (f.path, f.line, f.rule))


def _one_per_secret(
    hits: list[tuple[SecretRule, str, int]], direct: int
) -> list[tuple[SecretRule, str, int]]:
    """One hit per credential: where several rules find overlapping text, the most specific
    is kept (a format before a provider's key before a keyword; then a value found as written
    before one found joined or decoded; then the longer value). `hits[:direct]` were found as
    written."""

    def order(i: int) -> tuple[int, int, int, int]:
        rule, secret, start = hits[i]
        return (KIND_ORDER.get(rule.kind, 3), int(i >= direct), -len(secret), start)

    kept: list[tuple[SecretRule, str, int]] = []
    taken: list[tuple[int, int]] = []
    for hit in (hits[i] for i in sorted(range(len(hits)), key=order)):
        start, end = hit[2], hit[2] + len(hit[1])
        if any(start < stop and begin < end for begin, stop in taken):
            continue
        kept.append(hit)
        taken.append((start, end))
    return kept


def _locate(text: str, secret: str, origin: int) -> int:
    """Where a secret seen only in a variant starts in the text (its longest head present),
    else where the variant starts (a base64 run it was decoded from)."""
    for size in (24, 12, 6):
        at = text.find(secret[:size])
        if at >= 0:
            return at
    return origin


def scan_bytes(
    data: bytes, path: str, decoded: tuple[str, str] | None = None
) -> list[SecretFinding]:
    """Secrets in a file's bytes, whatever their encoding (UTF-8/16, Latin-1, NUL bytes;
    `decoded`: `decode_bytes(data)`, when the caller has it)."""
    if path.lower().endswith(KEY_STORE_SUFFIXES):
        rule = secretrules.load().by_id("pkcs12-file")
        return [SecretFinding(rule.id, rule.name, path, 1, "…", line_hash(rule.id, path))]
    text, _ = decoded or decode_bytes(data)
    return scan_text(text, path)


def scan_file(file: Path, path: str) -> list[SecretFinding]:
    """`scan_bytes` of a file on disk; a large one is streamed in overlapping chunks."""
    if file.stat().st_size <= STREAM_ABOVE:
        return scan_bytes(file.read_bytes(), path)
    found: dict[tuple[str, int, str], SecretFinding] = {}
    for chunk in iter_file_chunks(file):
        for f in scan_text(chunk.text, path):
            moved = SecretFinding(
                f.rule, f.description, f.path, f.line + chunk.line - 1, f.excerpt, f.hash
            )
            found.setdefault((moved.rule, moved.line, moved.hash), moved)
    return sorted(found.values(), key=lambda f: (f.line, f.rule))


def scan_files(root: Path, rel_paths: list[str]) -> list[SecretFinding]:
    """Secrets in the given files under `root` (every encoding and size)."""
    findings: list[SecretFinding] = []
    for rel in rel_paths:
        try:
            findings.extend(scan_file(root / rel, rel))
        except OSError:
            continue
    return findings


def scan_given(root: Path, given: Iterable[str], cwd: Path) -> list[SecretFinding]:
    """Secrets in the files and folders a user named, wherever they are: a path is read from
    `cwd`, else from `root` (a repo-relative name); one inside `root` is shown relative to it
    (where baseline entries name it), any other as given. A folder is read whole (not `.git`,
    not links inside it).

    Raises:
        UsageError: a path does not exist (exit 2).
        HermesGitError: a file cannot be read or a folder cannot be listed (exit 3).
    """
    findings: list[SecretFinding] = []
    for name in given:
        path = _located(root, name, cwd)
        files = _files_under(path) if path.is_dir() else [path]
        for file in files:
            shown = _shown(root, file, Path(name, file.relative_to(path)).as_posix())
            try:
                findings.extend(scan_file(file, shown))
            except OSError as exc:
                raise _unreadable(file, exc, "read") from None
    return findings


def _located(root: Path, name: str, cwd: Path) -> Path:
    for base in (cwd, root):
        path = base / name
        if path.exists():
            return path
    raise UsageError(
        f"no such file or folder: {name}",
        path=name,
        fix="name a file or folder that exists (relative to here, or to the repository)",
    )


def _files_under(folder: Path) -> list[Path]:
    def fail(exc: OSError) -> None:
        raise _unreadable(Path(exc.filename or folder), exc, "list")

    files = []
    for top, dirs, names in os.walk(folder, onerror=fail):
        dirs[:] = sorted(d for d in dirs if d != ".git")
        files += [Path(top, n) for n in sorted(names) if not os.path.islink(os.path.join(top, n))]
    return files


def _shown(root: Path, file: Path, given: str) -> str:
    try:
        return file.resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return given


def _unreadable(path: Path, exc: OSError, verb: str) -> HermesGitError:
    return HermesGitError(
        f"cannot {verb} it: {exc.strerror or exc}",
        path=path,
        fix="check its permissions (or leave it out); nothing was scanned as clean",
    )


def redact_text(text: str) -> str:
    """`text` with every secret it holds replaced by its redacted excerpt (for logs, LLMs)."""
    for rule in secretrules.load().candidates(text.lower()):
        for secret, _ in list(matches(rule, text)):
            text = text.replace(secret, redact(secret))
    return text
