"""Skill search on real temp repos: ranking, "no skill fits", Hermes' visibility rules, and the
index following main (incremental, under `.git/hermes-git/search/`)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from hermes_git import init
from hermes_git import init as repomod
from hermes_git.prompt import refresh_prompt as refresh_snapshot
from hermes_git.search import service, store
from hermes_git.search.service import Visibility, search
from tests.conftest import CORPUS, Cli, git, require_corpus, skill_md, write

SKILLS = {
    "productivity/ocr-and-documents": "hermes-agent/skills/productivity/ocr-and-documents",
    "media/whisper": "hermes-agent/optional-skills/mlops/whisper",
    "devops/docker-management": "hermes-agent/optional-skills/devops/docker-management",
    "media/spotify": "hermes-agent/skills/media/spotify",
    "finance/dcf-model": "hermes-agent/optional-skills/finance/dcf-model",
}


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Five real skills, a Windows-only one and a disabled one, adopted by hermes-git."""
    home = tmp_path_factory.mktemp("search") / "home"
    require_corpus()
    for dest, src in SKILLS.items():
        shutil.copytree(CORPUS / src, home / "skills" / dest)
    write(
        home,
        {
            "skills/windows/regedit/SKILL.md": skill_md(
                "regedit", "Edit the Windows registry hives.", platforms="[windows]"
            ),
            "skills/misc/old-lab/SKILL.md": skill_md("old-lab", "Edit the lab registry hives."),
            "config.yaml": "skills:\n  disabled: [old-lab]\n",
            "memories/MEMORY.md": "x",
        },
    )
    repomod.init(home, "laptop")
    return home


@pytest.fixture
def home(template: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "home"
    shutil.copytree(template, copy, symlinks=True)
    return copy


def test_a_paraphrase_finds_its_skill_with_reasons(home: Path, cli: Cli) -> None:
    result = cli(
        "--repo", str(home), "search", "--format", "json", "turn the voice memo into words"
    )
    assert result.exit_code == 0, result.output
    answer = json.loads(result.output)
    first = answer["results"][0]
    assert first["name"] == "whisper"
    assert set(first) >= {"name", "path", "category", "score", "why"}
    assert first["path"] == "skills/media/whisper"
    assert "meaning match" in first["why"]
    direct = search(home, "transcribe this audio recording to text").hits[0]
    assert direct.doc.name == "whisper" and direct.score >= answer["threshold"]
    assert "description has" in direct.why()


def test_a_request_no_skill_serves_says_so(home: Path, cli: Cli) -> None:
    result = cli("--repo", str(home), "search", "book a table for two at an Italian restaurant")
    assert result.exit_code == 0
    assert result.output.startswith("no skill fits: every score is under 0.40, the threshold")
    assert "closest, not a fit:" in result.output and "under the threshold" not in result.output


def test_skills_hermes_would_hide_are_not_suggested(home: Path) -> None:
    names = [h.doc.name for h in search(home, "edit the registry hives", top=10).hits]
    assert "regedit" not in names and "old-lab" not in names
    on_windows = search(home, "edit the registry hives", visibility=Visibility(system="win32"))
    assert on_windows.hits[0].doc.name == "regedit"


def test_the_index_follows_main_one_skill_at_a_time(home: Path) -> None:
    refresh_snapshot(home)
    cache = home / ".git" / "hermes-git"
    assert not store.exists(cache)  # a home that never searched pays nothing
    search(home, "anything")  # the first search builds it; from then on it follows main
    before = store.load(cache)
    assert before is not None and len(before.docs) == 7
    write(
        home,
        {"skills/media/spotify/SKILL.md": skill_md("spotify", "Brew espresso with a lever.")},
    )
    git(home, "add", "-A")
    git(home, "commit", "-qm", "spotify brews now")
    assert init.run_hook(home, "post-merge") == "rebuilt"  # what a hand pull runs
    after = store.load(cache)
    assert after is not None
    changed = [
        i for i, (a, b) in enumerate(zip(before.hashes, after.hashes, strict=False)) if a != b
    ]
    assert [after.docs[i].name for i in changed] == ["spotify"]
    assert (after.vectors[changed[0]] != before.vectors[changed[0]]).any()
    assert search(home, "make espresso coffee").hits[0].doc.name == "spotify"
    assert store.is_fresh(home, cache, after.embedder)


def test_a_torn_index_is_rebuilt_not_trusted(home: Path) -> None:
    search(home, "anything")
    cache = home / ".git" / "hermes-git"
    [vectors] = store.index_dir(cache).glob("vectors-*.npy")
    vectors.write_bytes(b"torn")
    assert store.load(cache) is None
    service._RANKERS.clear()  # a new process
    assert search(home, "docker containers keep restarting").hits[0].doc.name == (
        "docker-management"
    )
    assert store.load(cache) is not None


def test_approving_a_proposal_updates_the_index(repo: Path) -> None:
    from hermes_git.proposals import review
    from hermes_git.proposals.propose import Request, propose

    assert search(repo, "pull a shot of espresso").fits == []
    args = {
        "action": "patch",
        "name": "deploy",
        "old_string": "Deploy things to prod.",
        "new_string": "Pull a shot of espresso on the lever machine.",
    }
    outcome = propose(repo, Request("skill_manage", args))
    assert outcome.branch
    stamp = (repo / ".git" / "hermes-git" / "search" / store.STAMP_FILE).read_bytes()
    review.approve(repo, outcome.branch)
    assert (repo / ".git" / "hermes-git" / "search" / store.STAMP_FILE).read_bytes() != stamp
    assert [h.doc.name for h in search(repo, "pull a shot of espresso").fits] == ["deploy"]


def test_an_unchanged_index_costs_a_hook_no_heavy_import(home: Path) -> None:
    """The hooks' fast path: a fresh index is confirmed without numpy, bm25s or the model."""
    search(home, "anything")
    refresh_snapshot(home)
    code = (
        "import sys; from pathlib import Path; from hermes_git import init; "
        f"print(init.run_hook(Path({str(home)!r}), 'post-checkout')); "
        "print(sorted(m for m in ('numpy', 'bm25s', 'wordllama') if m in sys.modules))"
    )
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    ).stdout.split("\n")
    assert out[:2] == ["fresh", "[]"]


def test_a_home_that_never_searched_refreshes_without_the_search_stack(home: Path) -> None:
    """Every approve and sync refreshes the prompt: with no index to follow, neither the model
    nor openai (about 0.3 s of imports) is loaded for it."""
    write(home, {"skills/misc/new/SKILL.md": skill_md("new", "A new skill.")})
    code = (
        "import sys; from pathlib import Path; from hermes_git.prompt import refresh_prompt; "
        f"print(refresh_prompt(Path({str(home)!r}), changed=True)); "
        "print(sorted(m for m in ('numpy', 'openai', 'hermes_git.search.service') "
        "if m in sys.modules))"
    )
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    ).stdout.split("\n")
    assert out[:2] == ["rebuilt", "[]"]
    assert not store.exists(home / ".git" / "hermes-git")  # still no index: the first search


def test_index_search_eval_scores_a_query_file(home: Path, cli: Cli, tmp_path: Path) -> None:
    queries = tmp_path / "q.jsonl"
    lines = [
        {"query": "transcribe this audio recording to text", "relevant": ["whisper"]},
        {"query": "bake sourdough bread", "relevant": []},
    ]
    queries.write_text("".join(json.dumps(q) + "\n" for q in lines))
    result = cli("--repo", str(home), "index", "--format", "json", "--search-eval", str(queries))
    assert result.exit_code == 0, result.output
    figures = json.loads(result.output)["all"]
    assert figures["hybrid"]["recall@1"] == 1.0
    assert figures["hybrid"]["no_match_rejected"] == 1.0
    queries.write_text('{"query": "x"}\n')
    bad = cli("--repo", str(home), "index", "--search-eval", str(queries))
    assert bad.exit_code == 2 and "q.jsonl:1: not a query" in bad.output


def test_conditional_skills_follow_the_sessions_tools(home: Path, cli: Cli) -> None:
    write(
        home,
        {
            "skills/web/browse-lite/SKILL.md": skill_md(
                "browse-lite",
                "Read web pages with curl when no browser tool is there.",
                metadata="{hermes: {fallback_for_toolsets: [browser]}}",
            )
        },
    )
    query = ["search", "--format", "json", "read web pages with curl"]
    plain = json.loads(cli("--repo", str(home), *query).output)["results"]
    assert plain[0]["name"] == "browse-lite"
    with_browser = cli("--repo", str(home), *query, "--toolset", "browser").output
    assert "browse-lite" not in [r["name"] for r in json.loads(with_browser)["results"]]


def test_a_failing_index_update_never_fails_the_refresh(
    home: Path, caplog: pytest.LogCaptureFixture
) -> None:
    search(home, "anything")
    docs = store.index_dir(home / ".git" / "hermes-git") / store.SHARD_DIR
    shutil.rmtree(docs)
    docs.write_text("a file where the shards folder goes: writes fail")
    write(home, {"skills/media/spotify/SKILL.md": skill_md("spotify", "Changed.")})
    assert refresh_snapshot(home) == "rebuilt"  # the snapshot is still made current
    assert "the search index was not updated" in caplog.text


def test_a_wrong_index_mode_is_reported_with_file_and_line(home: Path, cli: Cli) -> None:
    config = home / ".hermes-git.yaml"
    config.write_text(config.read_text() + "index:\n  mode: tiny\n")
    result = cli("--repo", str(home), "search", "anything")
    assert result.exit_code == 3, result.output
    assert ".hermes-git.yaml" in result.output and "mode" in result.output
    lines = config.read_text().splitlines()
    assert f".hermes-git.yaml:{lines.index('  mode: tiny') + 1}:" in result.output
    assert "use one of: full, compact, auto" in result.output


def test_a_home_outside_git_is_searched_from_memory(tmp_path: Path) -> None:
    home = tmp_path / "plain"
    write(home, {"skills/media/whisper/SKILL.md": skill_md("whisper", "Transcribe audio.")})
    assert search(home, "transcribe audio").hits[0].doc.name == "whisper"
    write(home, {"skills/media/whisper/SKILL.md": skill_md("whisper", "Brew espresso.")})
    assert "espresso" in search(home, "brew espresso").hits[0].doc.description.lower()
    assert not (home / ".git").exists()


def test_a_torn_shard_is_rebuilt_by_the_next_refresh(home: Path) -> None:
    search(home, "anything")
    cache = home / ".git" / "hermes-git"
    meta = store.load_meta(cache)
    assert meta is not None
    key = next(k for k in meta.keys if "spotify" in k)
    (store.index_dir(cache) / store.SHARD_DIR / meta.shards[store.shard_of(key)]).write_text("{}")
    write(home, {"skills/media/spotify/SKILL.md": skill_md("spotify", "Brew espresso.")})
    assert refresh_snapshot(home) == "rebuilt"
    index = store.load(cache)
    assert index is not None and len(index.docs) == 7
    assert any(d.description == "Brew espresso." for d in index.docs)
