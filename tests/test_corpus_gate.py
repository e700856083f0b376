"""Tests that read the third-party corpus skip without it, naming how to get it; CI needs it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import require_corpus


def test_an_absent_corpus_skips_and_says_how_to_get_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("CI", raising=False)
    with pytest.raises(pytest.skip.Exception) as skipped:
        require_corpus(tmp_path / "corpus")
    reason = str(skipped.value)
    assert str(tmp_path / "corpus") in reason
    assert "CONTRIBUTING.md" in reason and "HERMES_GIT_CORPUS" in reason
    assert "\n" not in reason


def test_an_absent_corpus_fails_where_ci_is_true(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match="CI=true: needs the third-party skills"):
        require_corpus(tmp_path / "corpus")


def test_a_present_corpus_is_returned(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "true")
    (tmp_path / "corpus" / "hermes-agent").mkdir(parents=True)
    assert require_corpus(tmp_path / "corpus") == tmp_path / "corpus"


def test_a_marked_test_stops_before_its_fixtures_run(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The `needs_corpus` marker stops the test before a fixture copies a missing corpus."""
    pytester.makeconftest(
        "import pytest\n"
        "from tests.conftest import pytest_runtest_setup  # noqa: F401\n"
        "def pytest_configure(config):\n"
        "    config.addinivalue_line('markers', 'needs_corpus: x')\n"
        "@pytest.fixture\n"
        "def copied():\n"
        "    raise AssertionError('the fixture ran')\n"
    )
    pytester.makepyfile(
        "import pytest\n@pytest.mark.needs_corpus\ndef test_it(copied):\n    pass\n"
    )
    monkeypatch.setattr("tests.conftest.CORPUS", pytester.path / "absent")
    monkeypatch.delenv("CI", raising=False)
    pytester.runpytest_inprocess("-p", "no:cacheprovider").assert_outcomes(skipped=1)
    monkeypatch.setenv("CI", "true")
    pytester.runpytest_inprocess("-p", "no:cacheprovider").assert_outcomes(errors=1)
