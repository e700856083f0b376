"""Scan skills and memory files: files, structure, combinations, suppressions, verdict, policy."""

from __future__ import annotations

import io
import posixpath
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from hermes_git.guard.flow import crossflow
from hermes_git.guard.flow import skill as skillflow
from hermes_git.guard.flow.core import Hit
from hermes_git.guard.judge import capabilities as capmod
from hermes_git.guard.judge import policy, suppress
from hermes_git.guard.judge.combos import combos as combos  # noqa: PLC0414 (re-export)
from hermes_git.guard.judge.memscan import entry_findings, scan_memory_text
from hermes_git.guard.match.engine import scan_text
from hermes_git.guard.match.rules import RuleSet, load_rules
from hermes_git.guard.model import Finding, sort_findings, verdict_of
from hermes_git.guard.read import decoding, structure
from hermes_git.guard.read.kinds import FileKind, classify
from hermes_git.guard.secrets import secretbaseline, secrets
from hermes_git.guard.secrets.secretmerge import merge_secrets
from hermes_git.guard.secrets.secretmerge import with_secrets as with_secrets  # noqa: PLC0414 (re-export)
from hermes_git.guard.secrets.secrets import SecretFinding
from hermes_git.guard.targets import Options as Options  # noqa: PLC0414 (their home: targets)
from hermes_git.guard.targets import Report as Report  # noqa: PLC0414
from hermes_git.guard.targets import Target as Target  # noqa: PLC0414
from hermes_git.memory.entries import DELIMITER

MAX_TEXT_BYTES = 2_000_000  # larger files are scanned in overlapping chunks
SIZE_LIMITS = frozenset({"structure-oversized-file", "structure-oversized-skill"})


def _scan_bytes(
    data: bytes, shown: str, rel: str, rules: RuleSet | None, decoded: tuple[str, str] | None = None
) -> list[Finding]:
    """Findings of one file's bytes, whatever they are: text in its decoding (`decoded`, when
    known), the printable runs of a binary file, a file past `MAX_TEXT_BYTES` streamed in
    overlapping chunks."""
    if len(data) > MAX_TEXT_BYTES:
        return _scan_stream(data, shown, rel, rules)
    text, encoding = decoded or decoding.decode_bytes(data)
    if encoding == decoding.LATIN1 and b"\0" in data:
        text = decoding.printable_runs(text)
    return scan_text(text, shown, classify(rel, text), rules)


def _scan_stream(data: bytes, shown: str, rel: str, rules: RuleSet | None) -> list[Finding]:
    found: dict[tuple[str, int], Finding] = {}
    kind: FileKind | None = None
    for chunk in decoding.iter_chunks(io.BytesIO(data)):
        text = chunk.text
        if "\0" in text:
            text = decoding.printable_runs(text)
        kind = kind or classify(rel, text)
        for finding in scan_text(text, shown, kind, rules):
            moved = finding.with_changes(line=finding.line + chunk.line - 1)
            found.setdefault((moved.rule, moved.line), moved)  # the overlap repeats some
    return list(found.values())


def _read(entry: structure.Entry) -> bytes | None:
    if entry.data is not None:
        return entry.data
    try:
        return entry.file.read_bytes()
    except OSError:
        return None


def _file_findings(entry: structure.Entry, shown: str, opts: Options, seen: _Seen) -> list[Finding]:
    """The findings of one file: from the cache by its content key (a stat record gives the
    key without reading the file), else scanned; then the file's pragmas at trust levels
    that honour them."""
    data = None if entry.key and not opts.allow else _read(entry)
    if data is None and not entry.key:
        return []
    if opts.allow and data is not None:  # allow entries name the content they were written for
        seen.hashes[shown] = suppress.content_hash(data)
    if entry.key:
        key, pragma = entry.key, entry.pragma
    else:
        assert data is not None
        key = opts.cache.key(entry.rel, data) if opts.cache.file is not None else ""
        pragma = b"hermes-git:" in data
    seen.keys[entry.rel] = (key, pragma)
    cached = opts.cache.get(key, shown)
    if cached is None:
        data = data if data is not None else _read(entry) or b""
        decoded = seen.decoded(entry.rel, data) if len(data) <= MAX_TEXT_BYTES else None
        cached = _scan_bytes(data, shown, entry.rel, opts.rules, decoded)
        opts.cache.put(key, cached)
    if opts.trust == "community":
        return cached
    if pragma:
        text = seen.decoded(entry.rel, data if data is not None else _read(entry) or b"")[0]
        cached = suppress.apply_pragmas(cached, suppress.pragmas(text))
    if any(f.effect != "safe" for f in cached):
        text = seen.decoded(entry.rel, data if data is not None else _read(entry) or b"")[0]
        cached = suppress.with_pragma_fixes(cached, text)
    return cached


@dataclass
class _Seen:
    """What one skill's scan learnt of its files: content hashes (for allow entries) and the
    content key and pragma flag of each file (for the caches)."""

    hashes: dict[str, str] = field(default_factory=dict)
    keys: dict[str, tuple[str, bool]] = field(default_factory=dict)
    texts: dict[str, tuple[str, str]] = field(default_factory=dict)

    def decoded(self, rel: str, data: bytes) -> tuple[str, str]:
        """`decoding.decode_bytes` of the file `rel` (its bytes `data`), once a scan: the
        rules, the capabilities and the secrets read the same text."""
        found = self.texts.get(rel)
        if found is None:
            found = self.texts[rel] = decoding.decode_bytes(data)
        return found


def _file_secrets(
    entry: structure.Entry, path: str, opts: Options, seen: _Seen
) -> list[SecretFinding]:
    """The secrets of one file, shown under its repo path `path` (cached by content key)."""
    key = seen.keys.get(entry.rel, ("", False))[0]
    found = opts.cache.secrets(key, path) if key else None
    if found is None:
        data = entry.data
        try:
            found = (
                secrets.scan_bytes(data, path, seen.decoded(entry.rel, data))
                if data is not None
                else secrets.scan_file(entry.file, path)
            )
        except OSError:
            return []
        if key:
            opts.cache.put_secrets(key, found)
    return found


def scan_skill(folder: Path, opts: Options) -> Target:
    """Scan one skill folder (every file, its structure, combinations) and decide.

    A folder unchanged since the cache recorded it (`cache.FindingCache.known`) is not
    walked or read: its files' findings come from the cache by the content keys recorded."""
    known = opts.cache.known(folder)
    if known is not None:  # its record's `lstat` says a folder: no link to resolve
        base, name = _names(folder, opts, False)
        if known.clean:  # nothing to suppress, combine or merge: safe
            return _decide(Target("skill", name, base, opts.trust, []), opts)
        entries = [
            structure.Entry(rel, folder, True, key=key, pragma=pragma)
            for rel, key, pragma in known.files
        ]
        return _scan(entries, known.structural, base, name, opts)[0]
    walked = structure.Walked()
    entries, structural = structure.walk(folder, walked)
    base, name = _names(folder, opts, walked.linked)
    target, seen = _scan(entries, structural, base, name, opts)
    if walked.plain and opts.cache.file is not None and len(seen.keys) == len(entries):
        files = [(e.rel, *seen.keys[e.rel], e.sig) for e in entries if e.regular and e.sig]
        if len(files) == len(entries):
            opts.cache.remember(folder, walked, files, structural, bool(target.capabilities))
    return target


def _names(folder: Path, opts: Options, linked: bool) -> tuple[str, str]:
    """The shown path and the name of a skill folder (`linked`: it may be a symlink)."""
    base = opts.shown(folder, linked)
    return base, ("" if base in ("", ".") else posixpath.basename(base)) or folder.resolve().name


def scan_skill_files(files: Mapping[str, bytes], name: str, opts: Options) -> Target:
    """`scan_skill` of a skill given as {path relative to its folder: bytes}, its folder
    named `name` (paths are shown under it): what a copy of it on disk would get."""
    entries, structural = structure.walk_files(files)
    return _scan(entries, structural, name, name, opts)[0]


def _scan(
    entries: list[structure.Entry], structural: list[Finding], base: str, name: str, opts: Options
) -> tuple[Target, _Seen]:
    rules = opts.rules or load_rules()
    prefix = "" if base in ("", ".") else base + "/"
    findings = [
        f.with_changes(path=prefix + f.path if f.path != "." else base or ".") for f in structural
    ]
    seen = _Seen()
    for entry in entries:
        if entry.regular:
            findings.extend(_file_findings(entry, prefix + entry.rel, opts, seen))
    findings.extend(crossflow.scan_entries(entries, prefix))
    hits, skill_md = _capabilities(entries, seen)
    judged = capmod.judge(hits, skill_md, opts.trust, prefix)
    findings.extend(combos(findings, prefix + "SKILL.md", rules))
    findings = suppress.apply_allow(findings, opts.allow, seen.hashes)
    judged = suppress.apply_allow(judged, opts.allow, seen.hashes)
    findings.extend(capmod.beside(judged, findings))
    if opts.secrets:  # after the allow file: only the audited baseline accepts a secret
        repo_dir = opts.secret_dir.rstrip("/") + "/" if opts.secret_dir else prefix
        regular = sorted(((repo_dir + e.rel, e) for e in entries if e.regular), key=_first)
        found = [f for path, e in regular for f in _file_secrets(e, path, opts, seen)]
        findings = merge_secrets(
            findings, secretbaseline.split(found, opts.secret_root), repo_dir, prefix
        )
    target = Target("skill", name, base, opts.trust, findings, capabilities=capmod.summary(hits))
    return _decide(target, opts), seen


def _capabilities(entries: list[structure.Entry], seen: _Seen) -> tuple[list[Hit], str]:
    """The skill's capabilities (each text file in its decoding) and its SKILL.md."""
    texts = {}
    for entry in entries:
        data = _read(entry) if entry.regular else None
        if data is not None and len(data) <= MAX_TEXT_BYTES and b"\0" not in data[:4096]:
            texts[entry.rel] = seen.decoded(entry.rel, data)[0]
    return skillflow.capabilities(texts), texts.get("SKILL.md", "")


def _first(pair: tuple[str, structure.Entry]) -> str:
    return pair[0]


def redecide(target: Target, opts: Options) -> Target:
    """Verdict and decision again after findings were added (detonation)."""
    notes = list(target.notes)
    target.notes = []
    _decide(target, opts)
    target.notes = list(dict.fromkeys(notes + target.notes))
    return target


def _decide(target: Target, opts: Options) -> Target:
    target.verdict = verdict_of(target.findings)
    target.decision = policy.decide(target.trust, target.verdict, opts.config, opts.unattended)
    if any(f.category == "secrets" and f.effect != "safe" for f in target.findings):
        target.decision = "block"
        target.notes.append("a secret is never committed, whatever the trust level")
    if target.trust == "community" and any(f.rule in SIZE_LIMITS for f in target.findings):
        target.decision = "block"
        target.notes.append(
            "a community skill past the size limits is refused (every byte was scanned, but "
            "nobody reviews that much); trim it or install it at a higher trust"
        )
    return target


def memory_findings(text: str, shown: str, rules: RuleSet | None = None) -> list[Finding]:
    """Findings of a memory file, entry by entry, with line numbers of the file (an entry's
    own findings are remembered: an add to a file of n entries scans one)."""
    kind = FileKind("markdown", "", "memory")
    findings: list[Finding] = []
    offset_line = 0
    for piece in text.replace("\r\n", "\n").split(DELIMITER):
        found = (
            entry_findings(piece, shown) if rules is None else scan_text(piece, shown, kind, rules)
        )
        for finding in found:
            findings.append(finding.with_changes(line=finding.line + offset_line))
        offset_line += piece.count("\n") + DELIMITER.count("\n")
    return findings


def scan_memory(path: Path, opts: Options) -> Target:
    """Scan MEMORY.md or USER.md entries with the memory rules."""
    shown = opts.shown(path)
    data = path.read_bytes()
    text = decoding.decode_bytes(data)[0]
    findings = memory_findings(text, shown, opts.rules)
    findings = suppress.apply_allow(findings, opts.allow, {shown: suppress.content_hash(data)})
    if opts.secrets:
        findings = with_secrets(findings, {shown: data}, root=opts.secret_root)
    return _decide(Target("memory", path.name, shown, opts.trust, findings), opts)


def memory_check(text: str, shown: str = "<entry>", *, root: Path | None = None) -> str | None:
    """The memory-write gate: a reason to refuse `text`, or None (secrets, injection, hidden).

    `shown` is the memory file's repo path, under which entries of the baseline of the
    repository at `root` accept a secret.
    """
    secrets = scan_memory_text(text, shown)  # an add scans its new entry, not the whole file
    found = with_secrets(memory_findings(text, shown), {}, root=root, scanned=secrets)
    findings = [f for f in found if f.effect != "safe"]
    if not findings:
        return None
    worst = sort_findings(findings)[0]
    return f"{worst.message} ({worst.excerpt}) [{worst.rule}]"
