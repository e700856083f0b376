"""Skills: hermes-git reads every SKILL.md exactly as the real Hermes does.

The corpus is copied into a home laid out like a real one (`skills/<category>/...` from Hermes'
bundled skills, the optional and the Anthropic skills in their own top-level folders); Hermes reads
it in a subprocess (`hermes_driver.py skills`) and hermes-git reads the same tree in-process.
"""

from __future__ import annotations

import hashlib
import inspect
import io
import shutil
import sys
from collections.abc import Callable
from pathlib import Path, PurePosixPath
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hermes_git.frontmatter import load_frontmatter, parse_document
from hermes_git.skills import model as skills
from hermes_git.skills.model import Skill
from hermes_git.snapshot.index import platform_matches
from tests.conftest import CORPUS, require_corpus, skill_md, write
from tests.hermes.helpers import as_json, run_hermes

pytestmark = pytest.mark.hermes

HAS_CACHE = "cache_file" in inspect.signature(skills.discover).parameters
DISCOVERY_MODES = [
    "cold",
    pytest.param(
        "warm-cache",
        marks=pytest.mark.skipif(not HAS_CACHE, reason="skills.discover has no cache_file yet"),
    ),
]

Hermes = dict[str, Any]


def real_home(dest: Path) -> Path:
    """The corpus as a Hermes home: bundled categories at the top, the rest in two folders."""
    require_corpus()
    skills_dir = dest / "skills"
    shutil.copytree(CORPUS / "hermes-agent" / "skills", skills_dir)
    shutil.copytree(CORPUS / "hermes-agent" / "optional-skills", skills_dir / "optional-skills")
    shutil.copytree(CORPUS / "anthropic-skills", skills_dir / "anthropic-skills")
    return dest


def discover(root: Path, mode: str, cache_file: Path) -> list[Skill]:
    if mode == "cold":
        return skills.discover(root)
    skills.discover(root, cache_file=cache_file)  # type: ignore[call-arg]
    assert cache_file.exists()
    return skills.discover(root, cache_file=cache_file)  # type: ignore[call-arg]


def index_category(skill: Skill) -> str:
    """Category in the prompt index: the folders above the skill; a flat skill is its own."""
    parts = PurePosixPath(skill.rel_dir).parts
    if not parts:
        return "general"
    return "/".join(parts[:-1]) if len(parts) > 1 else parts[0]


def rel_md(skill: Skill) -> str:
    return f"{skill.rel_dir}/SKILL.md" if skill.rel_dir else "SKILL.md"


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def shown(skill: Skill, hermes: Hermes) -> bool:
    """Whether Hermes offers the skill here: its platform (compared elsewhere) and its
    `environments` relevance (kanban/docker/s6 detection, which hermes-git does not model)."""
    return platform_matches(skill.platforms, sys.platform) and bool(hermes["environment_ok"])


# (hermes-git's value, Hermes' value) for one skill, by field
FIELDS: dict[str, Callable[[Skill, Hermes], tuple[Any, Any]]] = {
    "frontmatter": lambda s, h: (as_json(s.frontmatter), h["frontmatter"]),
    "body": lambda s, h: (sha256(s.document.body), h["body_sha256"]),
    "name": lambda s, h: (s.name, h["index_entry"]["frontmatter_name"]),
    "dir_name": lambda s, h: (s.dir_name, h["index_entry"]["skill_name"]),
    "index_category": lambda s, h: (index_category(s), h["index_entry"]["category"]),
    "index_description": lambda s, h: (
        s.index_description if shown(s, h) else "",
        h["index_entry"]["description"],
    ),
    "platforms": lambda s, h: (s.platforms, h["index_entry"]["platforms"]),
    "platform_ok": lambda s, h: (platform_matches(s.platforms, sys.platform), h["platform_ok"]),
    "conditions": lambda s, h: (as_json(s.conditions), h["conditions"]),
}


def field_mismatches(ours: list[Skill], hermes: Hermes, field: str) -> list[str]:
    theirs = {h["rel"]: h for h in hermes["skills"]}
    found = []
    for skill in ours:
        mine, hers = FIELDS[field](skill, theirs[rel_md(skill)])
        if mine != hers:
            found.append(f"{rel_md(skill)}: {field} hermes-git={mine!r} Hermes={hers!r}")
    return found


def listing(ours: list[Skill], hermes: Hermes) -> list[dict[str, Any]]:
    """What `_find_all_skills` should return, from hermes-git's view plus Hermes' list rules:
    platform-incompatible and environment-irrelevant skills hidden, names cut to 64 characters,
    the first skill (in path order) wins a name."""
    theirs = {h["rel"]: h for h in hermes["skills"]}
    seen: set[str] = set()
    listed = []
    for skill in ours:
        name = skill.name[:64]
        if not shown(skill, theirs[rel_md(skill)]) or name in seen:
            continue
        seen.add(name)
        listed.append(
            {"name": name, "description": skill.description, "category": skill.list_category}
        )
    return listed


def index_entries(ours: list[Skill], hermes: Hermes) -> list[dict[str, Any]]:
    """The `skills` of `.skills_prompt_snapshot.json`, from hermes-git's view."""
    theirs = {h["rel"]: h for h in hermes["skills"]}
    return [
        {
            "skill_name": s.dir_name,
            "category": index_category(s),
            "frontmatter_name": s.name,
            "description": s.index_description if shown(s, theirs[rel_md(s)]) else "",
            "platforms": s.platforms,
            "conditions": as_json(s.conditions),
        }
        for s in ours
    ]


# --- the whole corpus --------------------------------------------------------------------------


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Hermes]:
    home = real_home(tmp_path_factory.mktemp("corpus") / "home")
    return home / "skills", run_hermes(home, "skills")


@pytest.fixture(scope="module", params=DISCOVERY_MODES)
def corpus_skills(
    request: pytest.FixtureRequest,
    corpus: tuple[Path, Hermes],
    tmp_path_factory: pytest.TempPathFactory,
) -> list[Skill]:
    cache = tmp_path_factory.mktemp("cache") / "parse-cache.json"
    return discover(corpus[0], request.param, cache)


def test_the_same_skill_files_in_the_same_order(
    corpus: tuple[Path, Hermes], corpus_skills: list[Skill]
) -> None:
    hermes = corpus[1]
    assert [rel_md(s) for s in corpus_skills] == [h["rel"] for h in hermes["skills"]]
    assert len(corpus_skills) == len(list(CORPUS.rglob("SKILL.md")))  # 179: none lost


@pytest.mark.parametrize("field", FIELDS)
def test_every_corpus_skill_reads_the_same(
    corpus: tuple[Path, Hermes], corpus_skills: list[Skill], field: str
) -> None:
    assert field_mismatches(corpus_skills, corpus[1], field) == []


def test_skills_list_sees_what_hermes_git_sees(
    corpus: tuple[Path, Hermes], corpus_skills: list[Skill]
) -> None:
    hermes = corpus[1]
    expected = listing(corpus_skills, hermes)
    assert hermes["find_all"] == expected
    # the filters were exercised: macOS-only skills are hidden on Linux
    if sys.platform.startswith("linux"):
        assert len(expected) < len(corpus_skills)
    listed = hermes["skills_list"]
    assert listed["skills"] == sorted(expected, key=lambda e: (e["category"] or "", e["name"]))
    assert listed["categories"] == sorted({e["category"] for e in expected if e["category"]})
    assert listed["count"] == len(expected)


def test_prompt_index_snapshot_matches(
    corpus: tuple[Path, Hermes], corpus_skills: list[Skill]
) -> None:
    root, hermes = corpus
    snapshot = hermes["snapshot"]
    assert snapshot["skills"] == index_entries(corpus_skills, hermes)
    assert snapshot["category_descriptions"] == skills.category_descriptions(root)
    assert snapshot["category_descriptions"]  # DESCRIPTION.md files were read


# --- CRLF and BOM variants of corpus skills ----------------------------------------------------

VARIANT_SOURCES = [
    "hermes-agent/skills/mlops/inference/vllm",  # frontmatter name differs from the folder
    "hermes-agent/skills/dogfood",  # flat skill
    "hermes-agent/optional-skills/research/duckduckgo-search",  # fallback_for_toolsets
    "hermes-agent/optional-skills/creative/kanban-video-orchestrator",  # longest frontmatter
    "hermes-agent/skills/apple/imessage",  # macOS only
    "anthropic-skills/claude-api",  # long description, no Hermes keys
]
VARIANTS: dict[str, Callable[[bytes], bytes]] = {
    "lf": lambda b: b,
    "crlf": lambda b: b.replace(b"\r\n", b"\n").replace(b"\n", b"\r\n"),
    "bom": lambda b: b"\xef\xbb\xbf" + b,
    "bom-crlf": lambda b: b"\xef\xbb\xbf" + b.replace(b"\r\n", b"\n").replace(b"\n", b"\r\n"),
}


@pytest.fixture(scope="module")
def variants(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Hermes]:
    home = tmp_path_factory.mktemp("variants") / "home"
    for source in VARIANT_SOURCES:
        data = (require_corpus() / source / "SKILL.md").read_bytes()
        for variant, transform in VARIANTS.items():
            write(home / "skills" / variant, {f"{source}/SKILL.md": transform(data)})
    return home / "skills", run_hermes(home, "skills")


@pytest.mark.parametrize("mode", DISCOVERY_MODES)
@pytest.mark.parametrize("field", FIELDS)
def test_crlf_and_bom_variants_read_the_same(
    variants: tuple[Path, Hermes], field: str, mode: str, tmp_path: Path
) -> None:
    root, hermes = variants
    ours = discover(root, mode, tmp_path / "cache.json")
    assert len(ours) == len(VARIANT_SOURCES) * len(VARIANTS)
    assert field_mismatches(ours, hermes, field) == []


def test_crlf_and_bom_do_not_change_what_is_read(variants: tuple[Path, Hermes]) -> None:
    root, hermes = variants
    by_rel = {rel_md(s): s for s in skills.discover(root)}
    theirs = {h["rel"]: h for h in hermes["skills"]}
    for source in VARIANT_SOURCES:
        original = by_rel[f"lf/{source}/SKILL.md"]
        assert original.frontmatter.get("name")  # the original has frontmatter at all
        for variant in VARIANTS:
            rel = f"{variant}/{source}/SKILL.md"
            assert by_rel[rel].frontmatter == original.frontmatter, rel
            assert by_rel[rel].document.body == original.document.body, rel
            assert theirs[rel]["frontmatter"] == theirs[f"lf/{source}/SKILL.md"]["frontmatter"]


# --- edge cases ----------------------------------------------------------------------------------


def known(reason: str) -> pytest.MarkDecorator:
    """A difference found by these tests and reported, not (yet) fixed."""
    return pytest.mark.xfail(strict=True, reason=reason)


LONG_FRONTMATTER = (
    "---\nname: long-fm\ndescription: Long frontmatter.\nnotes: |\n"
    + "".join(f"  note {i} with some padding text here\n" for i in range(120))
    + "---\n# Title\n\nFirst body line.\n"
)
EDGE_CASES: list[Any] = [
    pytest.param("bom-crlf", "\ufeff" + skill_md("bom-crlf").replace("\n", "\r\n"), id="bom-crlf"),
    pytest.param("lone-cr", skill_md("lone-cr").replace("\n", "\r"), id="lone-cr"),
    pytest.param(
        "broken-yaml",
        "---\nname: broken-yaml\ndescription: a: b: [x\nplatforms: [linux\n---\nBody.\n",
        id="broken-yaml-line-fallback",
    ),
    pytest.param("non-mapping", "---\n- a\n- b\n---\n# H\n\nFirst line.\n", id="yaml-list"),
    pytest.param("no-final-newline", "---\nname: nfn\ndescription: d\n---", id="fence-at-eof"),
    pytest.param(
        "fence-spaces",
        "---\nname: fence-spaces\ndescription: d\n---  \t\nBody.\n",
        id="fence-trailing-space",
    ),
    pytest.param(
        "fence-blank-lines",
        "---\nname: fbl\ndescription: d\n---\n\n\n\nBody.\n",
        id="fence-then-blank-lines",
    ),
    pytest.param("late-fence", "\n---\nname: late\n---\nBody.\n", id="leading-blank-line"),
    pytest.param(
        "desc-fallback",
        "---\nname: desc-fallback\n---\n# Title\n\n  Real line.\n",
        id="description-from-body",
    ),
    pytest.param("desc-blank", skill_md("desc-blank", "'   '"), id="description-blank"),
    pytest.param("quoted", skill_md("quoted", "'\"" + "q" * 70 + "\"'"), id="quoted-long"),
    pytest.param("plat-string", skill_md("plat-string", platforms="Linux"), id="platform-str"),
    pytest.param("plat-mac", skill_md("plat-mac", platforms="[macos]"), id="macos-only"),
    pytest.param("name-long", skill_md("n" * 70), id="name-over-64"),
    pytest.param(
        "typed",
        skill_md(
            "typed",
            created="2024-01-02",
            version="1.0",
            metadata="{hermes: {requires_toolsets: [web], x: 3}}",
        ),
        id="dates-and-conditions",
    ),
    pytest.param("meta-str", skill_md("meta-str", metadata="oops"), id="metadata-not-a-dict"),
    pytest.param(
        "long-fm",
        LONG_FRONTMATTER,
        id="frontmatter-over-4000-chars",
        marks=known(
            "skills_list parses only the first 4,000 characters: Hermes "
            "lists description '---', hermes-git 'Long frontmatter.'"
        ),
    ),
    pytest.param(
        "desc-int",
        skill_md("desc-int", "42"),
        id="description-not-a-string",
        marks=known(
            "Hermes' skills_list drops the skill (len(42) raises); "
            "hermes-git lists it with description '42'"
        ),
    ),
    pytest.param(
        "name-int",
        "---\nname: 4711\ndescription: d\n---\nBody.\n",
        id="name-not-a-string",
        marks=known(
            "Hermes' skills_list drops the skill (4711[:64] raises); hermes-git lists it as '4711'"
        ),
    ),
    pytest.param(
        "desc-list",
        skill_md("desc-list", "[a, b]"),
        id="description-a-list",
        marks=known(
            "Hermes' skills_list returns the list ['a', 'b'], hermes-git the string \"['a', 'b']\""
        ),
    ),
    pytest.param(
        "desc-empty",
        "---\nname: desc-empty\ndescription:\n---\n# Only a heading\n",
        id="empty-description-no-body-line",
        marks=known(
            "Hermes' skills_list drops the skill (len(None) raises); "
            "hermes-git lists it with description ''"
        ),
    ),
    pytest.param(
        "plat-blank",
        skill_md("plat-blank", platforms="['', plan9]"),
        id="blank-platform-entry",
        marks=known(
            "Hermes' cold index and skills_list treat '' as every platform; "
            "hermes-git (like Hermes' own snapshot path) drops the blank"
        ),
    ),
    pytest.param(
        "latin1",
        "---\nname: latin1\ndescription: café\n---\nBody.\n".encode("latin-1"),
        id="not-utf8",
        marks=known(
            "Hermes' prompt index keeps a non-UTF-8 skill (by folder name, no "
            "description); hermes-git's discover skips it (skills_list also "
            "skips it)"
        ),
    ),
]


@pytest.fixture(scope="module")
def edge(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Hermes]:
    home = tmp_path_factory.mktemp("edge") / "home"
    write(home / "skills", {f"edge/{p.values[0]}/SKILL.md": p.values[1] for p in EDGE_CASES})
    return home / "skills", run_hermes(home, "skills")


@pytest.mark.parametrize(("folder", "text"), EDGE_CASES)
def test_edge_case_reads_the_same(
    edge: tuple[Path, Hermes], folder: str, text: str | bytes
) -> None:
    root, hermes = edge
    rel = f"edge/{folder}/SKILL.md"
    ours = [s for s in skills.discover(root) if rel_md(s) == rel]
    theirs = [h for h in hermes["skills"] if h["rel"] == rel]
    assert len(theirs) == 1
    assert len(ours) == 1, f"hermes-git does not see {rel}; Hermes indexes it"
    skill = ours[0]
    problems = [m for field in FIELDS for m in field_mismatches(ours, hermes, field)]
    assert problems == []
    mine = [e for e in listing(skills.discover(root), hermes) if e["name"] == skill.name[:64]]
    hers = [e for e in hermes["find_all"] if e["name"] == skill.name[:64]]
    assert mine == hers


# --- any text: Hermes' parse_frontmatter vs hermes-git's split + YAML load ------------------------

PIECES = [
    "---",
    "---  ",
    "\n",
    "\r\n",
    "\r",
    "\n\n",
    "name: x",
    "description: 'd: e'",
    "platforms: [linux",
    "- item",
    "  nested: 1",
    "# Heading",
    "Body text",
    "§",
    ":",
    " ",
    "\t",
    "\ufeff",
    "\x0b",
    "\x0c",
    "\x85",
    "\u2028",
    "é",
]


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=24), st.booleans())
def test_any_text_splits_and_loads_like_hermes(pieces: list[str], fenced: bool) -> None:
    from agent.skill_utils import parse_frontmatter

    text = ("---\n" if fenced else "") + "".join(pieces)
    data = text.encode("utf-8")
    # Hermes reads SKILL.md with read_text(encoding="utf-8"): universal newlines
    hermes_fm, hermes_body = parse_frontmatter(
        io.TextIOWrapper(io.BytesIO(data), encoding="utf-8").read()
    )
    doc = parse_document(data)
    assert doc.body == hermes_body
    assert as_json(load_frontmatter(doc)[0]) == as_json(hermes_fm)
