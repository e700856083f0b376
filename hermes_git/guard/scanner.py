"""Scan skills and memory files: files, structure, combinations, suppressions, verdict, policy."""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from hermes_git.guard import policy, structure, suppress
from hermes_git.guard.cache import FindingCache
from hermes_git.guard.engine import scan_text
from hermes_git.guard.kinds import FileKind, classify
from hermes_git.guard.model import Finding, cut, sort_findings, verdict_of, worst_verdict
from hermes_git.guard.rules import RuleSet, load_rules
from hermes_git.memory.entries import DELIMITER

MAX_TEXT_BYTES = 2_000_000


@dataclass
class Options:
    """How to scan: trust, config, allow entries, the root paths are shown relative to, cache."""

    trust: str = "community"
    config: policy.GuardConfig = field(default_factory=policy.GuardConfig)
    allow: list[suppress.AllowEntry] = field(default_factory=list)
    display_root: Path | None = None
    cache: FindingCache = field(default_factory=lambda: FindingCache(None))
    rules: RuleSet | None = None

    _real: dict[str, str] = field(default_factory=dict, repr=False, compare=False)

    def shown(self, path: Path) -> str:
        """`path` relative to `display_root`, symlinks resolved (as `Path.resolve` would, with
        each folder resolved once per scan: 20,000 skills share a few parents), else as given."""
        if self.display_root is not None:
            real, root = self._resolved(str(path)), self._resolved(str(self.display_root))
            if real == root:
                return "."
            if real.startswith(root.rstrip("/") + "/"):
                return real[len(root.rstrip("/")) + 1 :]
        return path.as_posix()

    def _resolved(self, text: str) -> str:
        parent, name = os.path.split(os.path.abspath(text))
        real_parent = self._real.get(parent)
        if real_parent is None:
            real_parent = self._real[parent] = os.path.realpath(parent)
        joined = os.path.join(real_parent, name)
        return os.path.realpath(joined) if os.path.islink(joined) else joined


@dataclass
class Target:
    """What one scanned thing (a skill or a memory file) got: findings, verdict, decision."""

    kind: str  # skill | memory
    name: str
    path: str
    trust: str
    findings: list[Finding]
    verdict: str = "safe"
    decision: str = "allow"
    notes: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, object]:
        return {
            "kind": self.kind,
            "name": self.name,
            "path": self.path,
            "trust": self.trust,
            "verdict": self.verdict,
            "decision": self.decision,
            "notes": self.notes,
            "findings": [_finding_json(f) for f in sort_findings(self.findings)],
        }


def _finding_json(finding: Finding) -> dict[str, object]:
    data = finding.to_json()
    return {
        k: data[k]
        for k in (
            "rule",
            "category",
            "severity",
            "confidence",
            "path",
            "line",
            "excerpt",
            "message",
            "context",
            "suppressed",
            "suppression",
        )
    }


@dataclass
class Report:
    """Everything one scan found, the worst verdict, and whether policy lets it in."""

    targets: list[Target]

    @property
    def verdict(self) -> str:
        return worst_verdict([t.verdict for t in self.targets])

    @property
    def allowed(self) -> bool:
        return all(policy.allowed(t.decision) for t in self.targets)

    def to_json(self) -> dict[str, object]:
        return {
            "verdict": self.verdict,
            "allowed": self.allowed,
            "skills": [t.to_json() for t in self.targets if t.kind == "skill"],
            "memory": [t.to_json() for t in self.targets if t.kind == "memory"],
            "counts": {
                v: sum(1 for t in self.targets if t.verdict == v)
                for v in ("safe", "caution", "dangerous")
            },
        }


def _is_text(data: bytes) -> str | None:
    if len(data) > MAX_TEXT_BYTES or b"\0" in data[:8192]:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def _file_findings(
    entry: structure.Entry, shown: str, opts: Options, hashes: dict[str, str]
) -> list[Finding]:
    try:
        data = entry.path.read_bytes() if entry.data is None else entry.data
    except OSError:
        return []
    if opts.allow:  # allow entries name the content they were written for
        hashes[shown] = suppress.content_hash(data)
    key = opts.cache.key(entry.rel, data) if opts.cache.file is not None else ""
    cached = opts.cache.get(key, shown)
    if cached is None:
        text = _is_text(data)
        cached = (
            [] if text is None else scan_text(text, shown, classify(entry.rel, text), opts.rules)
        )
        opts.cache.put(key, cached)
    if opts.trust != "community" and b"hermes-git:" in data:
        cached = suppress.apply_pragmas(cached, suppress.pragmas(data.decode("utf-8", "replace")))
    return cached


def combos(findings: list[Finding], skill_md: str, rules: RuleSet) -> list[Finding]:
    """Findings made from capability tags seen together in one skill."""
    live = [f for f in findings if not f.suppressed]
    tags = {t for f in live for t in f.tags}
    made = []
    for combo in rules.combos:
        if combo.fires(tags):
            parts = sorted({f.rule for f in live if set(f.tags) & set().union(*combo.groups)})
            line = min(
                (f.line for f in live if set(f.tags) & set().union(*combo.groups)), default=1
            )
            made.append(
                Finding(
                    combo.id,
                    combo.category,
                    combo.severity,
                    combo.confidence,
                    skill_md,
                    line,
                    cut("together: " + ", ".join(parts)),
                    combo.description,
                    "skill",
                )
            )
    return made


def scan_skill(folder: Path, opts: Options) -> Target:
    """Scan one skill folder (every file, its structure, combinations) and decide."""
    entries, structural = structure.walk(folder)
    base = opts.shown(folder)
    return _scan(entries, structural, base, PurePosixPath(base).name or folder.resolve().name, opts)


def scan_skill_files(files: Mapping[str, bytes], name: str, opts: Options) -> Target:
    """`scan_skill` of a skill given as {path relative to its folder: bytes}, its folder
    named `name` (paths are shown under it): what a copy of it on disk would get."""
    entries, structural = structure.walk_files(files)
    return _scan(entries, structural, name, name, opts)


def _scan(
    entries: list[structure.Entry], structural: list[Finding], base: str, name: str, opts: Options
) -> Target:
    rules = opts.rules or load_rules()
    prefix = "" if base in ("", ".") else base + "/"
    findings = [
        f.with_changes(path=prefix + f.path if f.path != "." else base or ".") for f in structural
    ]
    hashes: dict[str, str] = {}
    for entry in entries:
        if entry.regular:
            findings.extend(_file_findings(entry, prefix + entry.rel, opts, hashes))
    findings.extend(combos(findings, prefix + "SKILL.md", rules))
    findings = suppress.apply_allow(findings, opts.allow, hashes)
    return _decide(Target("skill", name, base, opts.trust, findings), opts)


def _decide(target: Target, opts: Options) -> Target:
    target.verdict = verdict_of(target.findings)
    target.decision = policy.decide(target.trust, target.verdict, opts.config)
    if any(f.category == "secrets" and f.effect != "safe" for f in target.findings):
        target.decision = "block"
        target.notes.append("a secret is never committed, whatever the trust level")
    return target


def memory_findings(text: str, shown: str, rules: RuleSet | None = None) -> list[Finding]:
    """Findings of a memory file, entry by entry, with line numbers of the file."""
    kind = FileKind("markdown", "", "memory")
    findings: list[Finding] = []
    offset_line = 0
    for piece in text.replace("\r\n", "\n").split(DELIMITER):
        for finding in scan_text(piece, shown, kind, rules):
            findings.append(finding.with_changes(line=finding.line + offset_line))
        offset_line += piece.count("\n") + DELIMITER.count("\n")
    return findings


def scan_memory(path: Path, opts: Options) -> Target:
    """Scan MEMORY.md or USER.md entries with the memory rules."""
    shown = opts.shown(path)
    data = path.read_bytes()
    text = data.decode("utf-8", "replace")
    findings = memory_findings(text, shown, opts.rules)
    findings = suppress.apply_allow(findings, opts.allow, {shown: suppress.content_hash(data)})
    return _decide(Target("memory", path.name, shown, opts.trust, findings), opts)


def memory_check(text: str) -> str | None:
    """The memory-write gate: a reason to refuse `text`, or None (secrets, injection, hidden)."""
    findings = [f for f in memory_findings(text, "<entry>") if f.effect != "safe"]
    if not findings:
        return None
    worst = sort_findings(findings)[0]
    return f"{worst.message} ({worst.excerpt}) [{worst.rule}]"


def scan_all(skills: Iterable[Path], memories: Iterable[Path], opts: Options) -> Report:
    """Scan skill folders and memory files; save the cache once at the end."""
    targets = [scan_skill(s, opts) for s in skills]
    targets += [scan_memory(m, opts) for m in memories]
    opts.cache.save()
    return Report(targets)
