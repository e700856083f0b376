"""The memory file's secret scan, entry by entry: the full scan's answer at an entry's cost."""

from __future__ import annotations

import pytest

from hermes_git.guard.judge import memscan
from hermes_git.guard.secrets import secrets
from tests.guard.test_secrets import GITHUB, HAND, ISSUE_TWENTY

FACTS = [f"Fact {i}: the deploy of service-{i} needs the VPN (day {i})" for i in range(12)]
SECRETS = {**{f"hand-{k}": v for k, v in HAND.items()}, **ISSUE_TWENTY}
DELIMITER = "\n§\n"


def _rules(found: list[secrets.SecretFinding]) -> set[tuple[str, int]]:
    return {(f.rule, f.line) for f in found}


@pytest.mark.parametrize("name", sorted(SECRETS))
def test_a_secret_in_any_entry_is_found_as_the_full_scan_finds_it(name: str) -> None:
    value = SECRETS[name].strip()
    for at in (0, 5, len(FACTS)):
        text = DELIMITER.join([*FACTS[:at], value, *FACTS[at:]])
        full = secrets.scan_text(text, "memories/MEMORY.md")
        assert full, name
        assert _rules(memscan.scan_memory_text(text, "memories/MEMORY.md")) == _rules(full)


def test_a_value_split_across_two_entries_is_found() -> None:
    text = DELIMITER.join([*FACTS, f"token part: {GITHUB[:20]}", GITHUB[20:]])
    assert secrets.scan_text(text)  # the full scan joins it at the delimiter
    assert [f.rule for f in memscan.scan_memory_text(text)] == ["github-token"]


def test_a_file_of_facts_holds_no_secret_and_an_add_scans_only_its_new_entry(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    scanned: list[int] = []
    real = memscan.scan_text

    def counting(text: str, path: str = "<text>", ruleset: object = None) -> object:
        scanned.append(len(text))
        return real(text, path, ruleset)  # type: ignore[arg-type]

    monkeypatch.setattr(memscan, "scan_text", counting)
    entries = [f"Fact {i}: service-{i % 7} needs a fresh token (day {i})" for i in range(60)]
    for i in range(1, len(entries) + 1):
        assert memscan.first_secret(DELIMITER.join(entries[:i])) is None
    scanned.clear()
    grown = DELIMITER.join([*entries, "Fact 60: the VPN is up again"])
    assert memscan.first_secret(grown) is None
    assert sum(scanned) < 4 * 120 < len(grown) // 4  # the new entry and its seam, not the file
    assert memscan.first_secret(f"{grown}{DELIMITER}gh {GITHUB}") is not None
