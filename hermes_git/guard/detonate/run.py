"""Detonate one skill: plan its units, build the throwaway HOME, run the sandbox, judge the trace."""

from __future__ import annotations

import json
import tempfile
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from hermes_git.errors import HermesGitError
from hermes_git.guard.detonate import (
    agent,
    follow,
    hooks,
    judge,
    observed,
    output,
    persist,
    standins,
)
from hermes_git.guard.detonate import canaries as canarymod
from hermes_git.guard.detonate.plan import EXT_OF, Unit, finish, plan
from hermes_git.guard.detonate.seen import Seen, norm
from hermes_git.guard.detonate.trace import Trace, parse
from hermes_git.guard.model import Finding
from hermes_git.store import sandbox

HOME = canarymod.HOME
INSIDE = standins.INSIDE
RESOLV = "nameserver 127.0.0.1\noptions timeout:1 attempts:1\n"
MAX_READ = 256_000
UPTIME = "812345.67 1523456.78\n"  # nine days and a bit


@dataclass
class Outcome:
    """What detonating one skill gave: findings, notes for the report, units run, time."""

    findings: list[Finding] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    units: int = 0
    seconds: float = 0.0
    capabilities: list[observed.Capability] = field(default_factory=list)  # what it did
    registry: list[str] = field(default_factory=list)  # what the stand-in registry was asked
    printed: dict[str, str] = field(default_factory=dict)  # unit (where, origin) -> its output
    ran: list[tuple[Unit, frozenset[str]]] = field(default_factory=list, repr=False)


class SandboxMissing(HermesGitError):
    """bubblewrap or strace is not installed (exit 3, naming the Debian package)."""


def require() -> None:
    """Raises SandboxMissing when the sandbox cannot run here."""
    lacking = sandbox.missing()
    if lacking:
        raise SandboxMissing(
            f"--detonate needs {' and '.join(lacking)} (Debian package "
            f"{', '.join(lacking)}), which is not installed",
            fix=f"apt-get install {' '.join(lacking)}, or scan without --detonate",
        )


def detonate(
    files: Mapping[str, bytes], name: str, limits: sandbox.Limits | None = None
) -> Outcome:
    """Run what the skill ({path relative to its folder: bytes}) would run, and judge it:
    what it did, what it printed and wrote (scanned as if it were part of the skill), then
    what that output tells the agent to run, up to `output.MAX_ROUNDS` rounds.

    A skill without code costs nothing: no sandbox is started. The time counts the planning
    too (transpiling TypeScript happens there).
    """
    start = time.perf_counter()
    skill_inside = f"{HOME}/.hermes/skills/{_folder_name(name)}"
    units, notes = plan(files, skill_inside)
    outcome = Outcome(notes=notes, units=len(units))
    texts = [d.decode("utf-8", "replace") for d in files.values()]
    # our own command lines, and the blocks as run (placeholders filled): what the skill shows
    texts += [u.code or "" for u in units if u.kind in ("install", "code")]
    text = norm("\n".join(texts))
    done = {" ".join((u.code or "").split()) for u in units if u.code}
    for depth in range(output.MAX_ROUNDS):
        if not units:
            break
        made = _round(files, name, units, limits, text, outcome)
        outcome.findings.extend(output.rescan(made, text))
        units = output.next_units(made, done) if depth + 1 < output.MAX_ROUNDS else []
        units, _ = finish(units, files, outcome.notes)
        outcome.units += len(units)
        if units:
            outcome.notes.append(
                f"round {depth + 2}: ran {len(units)} command(s) or script(s) that round "
                f"{depth + 1} printed or wrote"
            )
    outcome.findings = _deduplicated(outcome.findings, outcome.ran, files)
    if outcome.units:
        outcome.seconds = time.perf_counter() - start
    return outcome


def _folder_name(name: str) -> str:
    return PurePosixPath(name).name or "skill"


def _round(
    files: Mapping[str, bytes],
    name: str,
    units: list[Unit],
    limits: sandbox.Limits | None,
    text: str,
    outcome: Outcome,
) -> list[output.Produced]:
    """One sandbox run of `units`: their findings and capabilities added to `outcome`, what
    each printed and wrote returned."""
    made: list[output.Produced] = []
    with tempfile.TemporaryDirectory(prefix="hg-detonate-") as tmp:
        root = Path(tmp)
        root.chmod(0o755)
        box, planted, targets = _prepare(root, files, name, units)
        skill_inside = box.cwd
        limits = limits or sandbox.Limits(seconds=standins.deadline(units) + 7)
        done = sandbox.run(box, root / "trace" / "strace.log", limits)
        if done.timed_out:
            outcome.notes.append(f"the sandbox run was stopped after {done.seconds:.0f} s")
        trace = parse(done.trace)
        records = standins.records(root / "out")
        outcome.registry.extend(standins.registry(root / "out"))
        roots = _unit_roots(trace, targets)
        for index, unit in enumerate(units):
            top = roots.get(targets[index])
            pids = _descendants(trace, top)
            seen = Seen(unit, top, pids, trace, records.get(index, []))
            seen.written = _written(trace, pids, root)
            outcome.findings.extend(judge.judge(seen, planted, text, skill_inside))
            outcome.capabilities.extend(observed.capabilities(seen, planted, text, skill_inside))
            ran = frozenset(e.argv[-1] for e in trace.execs if e.pid in pids and e.argv)
            outcome.ran.append((unit, ran))
            made.append(output.Produced(unit, _printed(root, index), seen.written, ran))
            key = unit.where + (f" ({unit.origin})" if unit.origin else "")
            outcome.printed[key] = outcome.printed.get(key, "") + made[-1].printed[:4096]
    return made


def _printed(root: Path, index: int) -> str:
    try:
        with (root / "out" / f"unit-{index}.log").open("rb") as handle:
            return handle.read(output.MAX_OUTPUT).decode("utf-8", "replace")
    except OSError:
        return ""


def _deduplicated(
    findings: list[Finding], ran: list[tuple[Unit, frozenset[str]]], files: Mapping[str, bytes]
) -> list[Finding]:
    """A script run both on its own and by the block or hook that invokes it: the block's
    finding (it ran as SKILL.md invokes it, arguments and all) stands for both."""

    def invokes(unit: Unit, path: str) -> bool:
        text = files_text(files, unit.path) if unit.kind == "install" else unit.code
        return unit.kind != "script" and follow.mentions(text, path)

    invoked = {
        u.path for u, _ in ran if u.kind == "script" and any(invokes(b, u.path) for b, _ in ran)
    }
    by_rule = {(f.rule, f.path) for f in findings}
    kept = []
    for finding in findings:
        if finding.path in invoked and any(
            r == finding.rule and p != finding.path for r, p in by_rule
        ):
            continue
        kept.append(finding)
    return kept


def _prepare(
    root: Path, files: Mapping[str, bytes], name: str, units: list[Unit]
) -> tuple[sandbox.Box, list[canarymod.Canary], list[str]]:
    home, tmp, out, bin_dir = (root / p for p in ("home", "tmp", "out", "bin"))
    for folder in (home, tmp, out, bin_dir / "units", root / "trace"):
        folder.mkdir(parents=True)
    planted = canarymod.plant(home)
    in_env, env_secrets = canarymod.plant_environment()
    planted += in_env
    for rc, body in persist.PLANTED_RC.items():
        (home / rc).write_text(body, "utf-8")
    skill_rel = f".hermes/skills/{_folder_name(name)}"
    for rel, data in files.items():
        target = home / skill_rel / rel
        if ".." in PurePosixPath(rel).parts or PurePosixPath(rel).is_absolute():
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        target.chmod(0o755 if rel.endswith((".sh", ".py", ".js")) else 0o644)
    covered = standins.install(bin_dir)
    (bin_dir / "versions.json").write_text(json.dumps(hooks.versions(files)), "utf-8")
    agent.plant(home, skill_rel)
    unit_files = {}
    for index, unit in enumerate(units):
        if unit.code is not None:
            (bin_dir / "units" / f"u{index}{EXT_OF[unit.lang]}").write_text(unit.code, "utf-8")
            unit_files[index] = f"{INSIDE}/bin/units/u{index}{EXT_OF[unit.lang]}"
    skill_inside = f"{HOME}/{skill_rel}"
    files_in = standins.targets(units, skill_inside, unit_files)
    registry = hooks.needs_registry(u.code or files_text(files, u.path) for u in units)
    driver = standins.driver(units, skill_inside, files_in, registry)
    (bin_dir / "driver.sh").write_text(driver, "utf-8")
    (root / "resolv.conf").write_text(RESOLV, "utf-8")
    (root / "uptime").write_text(UPTIME, "utf-8")
    box = sandbox.Box(
        command=("bash", f"{INSIDE}/bin/driver.sh"),
        writable={HOME: home, "/tmp": tmp, f"{INSIDE}/out": out},
        readonly={
            f"{INSIDE}/bin": bin_dir,
            "/etc/resolv.conf": root / "resolv.conf",
            "/proc/uptime": root / "uptime",  # a machine up for days, not a fresh sandbox
            **covered,
        },
        env={**standins.environment(HOME, skill_inside), **env_secrets},
        cwd=skill_inside,
    )
    return box, planted, files_in


def _unit_roots(trace: Trace, targets: list[str]) -> dict[str, int]:
    """The pid of each unit's `timeout` by the file it runs (units start all at once)."""
    driver = next(
        (e.pid for e in trace.execs if e.ok and e.argv[1:2] == (f"{INSIDE}/bin/driver.sh",)),
        None,
    )
    wanted = set(targets)
    return {
        e.argv[-1]: e.pid
        for e in trace.execs
        if e.ok
        and e.path.endswith("/timeout")
        and driver in trace.ancestors(e.pid)[1:3]  # the driver's or its chain's child
        and e.argv[-1:]
        and e.argv[-1] in wanted
    }


def files_text(files: Mapping[str, bytes], rel: str) -> str:
    """The text of a script unit's file (what a registry check reads)."""
    return files.get(rel, b"")[:MAX_READ].decode("utf-8", "replace")


def _descendants(trace: Trace, top: int | None) -> set[int]:
    if top is None:
        return set()
    pids = set(trace.parent) | {e.pid for e in trace.execs} | {o.pid for o in trace.opens}
    return {pid for pid in pids if top in trace.ancestors(pid)}


def _written(trace: Trace, pids: set[int], root: Path) -> dict[str, str]:
    """Text of the files the unit wrote, read after the run from the folders bound in."""
    mounts = {HOME: root / "home", "/tmp": root / "tmp"}
    found: dict[str, str] = {}
    for item in trace.opens:
        if item.pid not in pids or not item.write or item.path in found:
            continue
        for inside, outside in mounts.items():
            if item.path.startswith(inside + "/"):
                path = outside / item.path[len(inside) + 1 :]
                try:
                    if path.is_file() and not path.is_symlink():
                        with path.open("rb") as handle:
                            found[item.path] = handle.read(MAX_READ).decode("utf-8", "replace")
                except OSError:
                    pass
    return found
