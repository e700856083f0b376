"""Credential detection: every format found, in every encoding, by every path; never printed."""

from __future__ import annotations

import json
import random
import re
import subprocess
from pathlib import Path

import pytest
import rstr

from hermes_git import gates
from hermes_git import init as repomod
from hermes_git.errors import GateError
from hermes_git.guard.secrets import secretbaseline, secretrules, secrets
from hermes_git.proposals.memory_edit import MemoryChange, apply_change
from tests.conftest import CORPUS, skill_md

RULES = secretrules.load()
LOOKAROUND = re.compile(r"\(\?<?[=!](?:[^()]|\([^()]*\))*\)")
# Shapes a regex generator cannot draw (long fixed runs, multi-line layouts): their
# hand-written `examples` in secret_formats.yaml stand for them, plus the cases below.
NOT_GENERATED = {
    "npm-token", "bitbucket-app-password", "aws-secret-access-key", "private-key",
    "cloudflare-origin-ca-key", "onepassword-secret", "discord-bot-token", "yandex-key",
    "nuget-password", "curl-credentials", "pkcs12-file", "kubernetes-secret", "sidekiq-credentials",
    "aws-secret-key-alone", "nous-api-key", "vault-token", "mailgun-key", "freemius-key", "ibm-cloud-key",
}  # fmt: skip


def fake(rule: secretrules.SecretRule, seed: int = 17) -> str:
    """A fake value in the rule's shape, drawn from its pattern (never a real key)."""
    gen = rstr.Rstr(random.Random(seed))
    if rule.kind == "provider":
        return f'{rule.words[0].upper()}_API_KEY = "{gen.xeger(rule.shape)}"'
    # `\s` drawn as a space: a value is written on one line
    pattern = re.sub(r"(?<!\[\^)\\s", " ", LOOKAROUND.sub("", rule.regex.pattern))
    value = gen.xeger(pattern)
    named = not rule.words or any(w in value.lower() for w in rule.words)
    return ("" if named else rule.words[0] + " ") + "value: " + value


GENERATED = [r for r in RULES.rules if r.kind != "keyword" and r.id not in NOT_GENERATED]
HAND = {
    "aws-secret": "[default]\naws_secret_access_key = wJ8rXUtnFEMI/K7MDENG/bPxRfiCYzQ9Kj3Lm2pA\n",
    "gcp-json": json.dumps(
        {
            "type": "service_account",
            "private_key": "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7q\n"
            "-----END PRIVATE KEY-----\n",
        }
    ),
    "npmrc": "//registry.npmjs.org/:_authToken=a1b2c3d4-e5f6-7a8b-9c0d-e1f2a3b4c5d6\n",
    "bearer": 'curl -H "Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.dQw4w9WgXcQ_tF3kR8mZ"',
    "azure": "DefaultEndpointsProtocol=https;AccountName=x;AccountKey="
    + rstr.Rstr(random.Random(3)).rstr("abcdefghijkLMNOPQRST0123456789+/", 86)
    + "==;",
    "url": "DATABASE_URL=postgres://admin:Vq8#zL2mR7pK@db.internal:5432/app\n",
    "dotenv": "DB_PASSWORD=Xk9#mQ2vL7pR\n",
    "entropy": 'api_secret: "q8Zr2LmX0pVw7TnB4yKc9dFh1sGj"\n',
    "prose": "the user's bank password is Tr0ub4dor&3",
    "pin": "My PIN is 4821.",
    "split": 'token = "ghp_1A2b3C4d5E6f7G8h9I0j" +\n    "K1lM2nO3pQ4rS5tU6v"\n',
    "base64": "blob: Z2hwXzFBMmIzQzRkNUU2ZjdHOGg5STBqSzFsTTJuTzNwUTRyUzV0VTZ2\n",
    "k8s": "kind: Secret\nmetadata:\n  name: x\ndata:\n  password: cGFzc3dvcmQxMjNzZWNyZXRYWVo=\n",
}
GITHUB = "ghp_1A2b3C4d5E6f7G8h9I0jK1lM2nO3pQ4rS5tU6v"
_gen = rstr.Rstr(random.Random(20))
HEX, ALNUM = "0123456789abcdef", "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"
# The 20 formats `hermes-git init` used to commit (issue 17), each as a user would write it.
ISSUE_TWENTY = {
    "aws-secret-alone.txt": "wJ8rXUtnFEMI/K7MDENG/bPxRfiCYzQ9Kj3Lm2pA\n",
    "service-account.json": HAND["gcp-json"],
    "npmrc": HAND["npmrc"],
    "sendgrid.env": "SENDGRID_API_KEY=SG." + _gen.rstr(ALNUM, 22) + "." + _gen.rstr(ALNUM, 43),
    "twilio.env": "TWILIO_API_KEY=SK" + _gen.rstr(HEX, 32),
    "mailgun.env": "MAILGUN_API_KEY=key-" + _gen.rstr(HEX, 32),
    "bearer.http": "Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.dQw4w9WgXcQ_tF3kR8mZ",
    "azure.txt": HAND["azure"],
    "discord.env": "DISCORD_BOT_TOKEN=MTA4NzY1NDMyMTA5ODc2NTQzMg.GhT4kQ." + _gen.rstr(ALNUM, 35),
    "telegram.env": "TELEGRAM_BOT_TOKEN=7381924650:AA" + _gen.rstr(ALNUM, 33),
    "digitalocean.env": "DIGITALOCEAN_TOKEN=dop_v1_" + _gen.rstr(HEX, 64),
    "shopify.env": "SHOPIFY_TOKEN=shpat_" + _gen.rstr(HEX, 32),
    "databricks.env": "DATABRICKS_TOKEN=dapi" + _gen.rstr(HEX, 32),
    "heroku.env": "HEROKU_API_KEY=1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d",
    "datadog.env": "DD_API_KEY=" + _gen.rstr(HEX, 32),
    "linear.env": "LINEAR_API_KEY=lin_api_" + _gen.rstr(ALNUM, 40),
    "notion.env": "NOTION_TOKEN=ntn_" + _gen.rstr("0123456789", 11) + _gen.rstr(ALNUM, 35),
    "db-url.env": HAND["url"],
    "db-password.env": HAND["dotenv"],
    "config.yaml": HAND["entropy"],
}


@pytest.mark.parametrize("rule", GENERATED, ids=lambda r: r.id)
def test_a_generated_value_of_every_format_is_found(rule: secretrules.SecretRule) -> None:
    found = secrets.scan_text(fake(rule) + "\n")
    assert rule.id in {f.rule for f in found}


def test_every_rule_has_examples_of_both_kinds() -> None:
    lacking = [r.id for r in RULES.rules if r.id != "pkcs12-file" and not (r.match and r.no_match)]
    assert lacking == []  # a .p12 file is found by its name, not by its text


@pytest.mark.parametrize("rule", RULES.rules, ids=lambda r: r.id)
def test_every_rule_finds_its_examples_and_not_its_counter_examples(
    rule: secretrules.SecretRule,
) -> None:
    for text in rule.match:
        assert rule.id in {f.rule for f in secrets.scan_text(text)}, text
    for text in rule.no_match:
        assert secrets.scan_text(text) == [], text


@pytest.mark.parametrize("case", sorted(HAND))
def test_the_common_shapes_without_a_prefix_are_found(case: str) -> None:
    assert secrets.scan_text(HAND[case]), case


def test_every_gitleaks_and_detect_secrets_default_rule_is_covered() -> None:
    covered = {c for r in RULES.rules for c in r.covers}
    assert len({c for c in covered if c.startswith("gl:")}) == 222
    # detect-secrets' 27 default plugins less IPPublicDetector (an address is no credential)
    assert len({c for c in covered if c.startswith("ds:")}) == 26


@pytest.mark.parametrize(
    "placeholder",
    ["sk-your-key-here", "AKIAIOSFODNN7EXAMPLE", "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
     "token: <token>", "OPENAI_API_KEY=sk-...", "password: ${DB_PASSWORD}"],
)  # fmt: skip
def test_obvious_placeholders_are_skipped(placeholder: str) -> None:
    assert secrets.scan_text(placeholder) == []


ENCODINGS = {
    "utf-16-bom": lambda t: t.encode("utf-16"),
    "utf-16-le": lambda t: t.encode("utf-16-le"),
    "latin-1": lambda t: ("café £ " + t).encode("latin-1"),
    "nul": lambda t: b"\0\x01binary\0" + t.encode(),
}


@pytest.mark.parametrize("encoding", sorted(ENCODINGS))
def test_every_encoding_is_read(encoding: str) -> None:
    data = ENCODINGS[encoding](f"$env:GH = '{GITHUB}'\n")
    assert [f.rule for f in secrets.scan_bytes(data, "x.ps1")] == ["github-token"]


def test_a_file_over_4_mb_is_streamed(tmp_path: Path) -> None:
    big = tmp_path / "big.log"
    big.write_bytes(b"harmless line\n" * 400_000 + f"t={GITHUB}\n".encode())
    found = secrets.scan_file(big, "big.log")
    assert [(f.rule, f.line) for f in found] == [("github-token", 400_001)]


def test_no_message_holds_the_secret() -> None:
    for text in [*HAND.values(), f"key {GITHUB}"]:
        for f in secrets.scan_text(text):
            assert GITHUB[4:] not in json.dumps(f.to_json()) and "Tr0ub4dor" not in f.render()
    assert GITHUB not in secrets.redact_text(f"x {GITHUB} y")


def _objects(root: Path) -> bytes:
    return subprocess.run(
        ["git", "cat-file", "--batch-all-objects", "--batch"],
        cwd=root,
        capture_output=True,
        check=True,
    ).stdout


@pytest.mark.parametrize("encoding", sorted(ENCODINGS))
def test_init_refuses_a_secret_in_any_encoding_and_changes_nothing(
    hermes_home: Path, encoding: str
) -> None:
    ref = hermes_home / "skills/devops/deploy/references/setup.ps1"
    ref.write_bytes(ENCODINGS[encoding](f"$t = '{GITHUB}'\n"))
    before = sorted(p.relative_to(hermes_home) for p in hermes_home.rglob("*"))
    with pytest.raises(GateError) as err:
        repomod.init(hermes_home, "laptop")
    assert GITHUB not in str(err.value) and "github-token" in str(err.value)
    assert not (hermes_home / ".git").exists()
    assert sorted(p.relative_to(hermes_home) for p in hermes_home.rglob("*")) == before


def test_init_refuses_each_of_the_twenty_formats_it_used_to_commit(hermes_home: Path) -> None:
    refs = hermes_home / "skills/devops/deploy/references"
    for name, text in ISSUE_TWENTY.items():
        (refs / name).write_text(text)
    with pytest.raises(GateError) as err:
        repomod.init(hermes_home, "laptop")
    refused = {line.split(":", 1)[0].rsplit("/", 1)[-1] for line in str(err.value).splitlines()}
    assert set(ISSUE_TWENTY) <= refused
    assert not (hermes_home / ".git").exists()


def test_init_refuses_a_secret_in_a_file_over_4_mb(hermes_home: Path) -> None:
    log = hermes_home / "skills/devops/deploy/references/big.log"
    log.write_bytes(b"harmless line\n" * 350_000 + f"t={GITHUB}\n".encode())
    with pytest.raises(GateError, match=r"big\.log:350001"):
        repomod.init(hermes_home, "laptop")


def test_memory_add_refuses_each_of_the_twenty_formats(repo: Path) -> None:
    memory = (repo / "memories/MEMORY.md").read_bytes()
    for name, text in ISSUE_TWENTY.items():
        with pytest.raises(GateError):
            apply_change(repo, MemoryChange("add", "memory", text.strip().replace("\n§\n", " ")))
        assert (repo / "memories/MEMORY.md").read_bytes() == memory, name
    assert git_log_count(repo) == 1


def git_log_count(root: Path) -> int:
    out = subprocess.run(
        ["git", "rev-list", "--count", "HEAD"], cwd=root, capture_output=True, check=True
    )
    return int(out.stdout)


def test_a_baseline_entry_lets_a_reviewed_line_in_until_it_changes(hermes_home: Path) -> None:
    ref = hermes_home / "skills/devops/deploy/references/test.md"
    ref.write_text(f"fixture: {GITHUB}\n")
    rel = "skills/devops/deploy/references/test.md"
    secretbaseline.accept(hermes_home, secrets.scan_files(hermes_home, [rel]), "ana", "a fixture")
    stored = (hermes_home / secretbaseline.BASELINE_FILE).read_text()
    assert GITHUB[4:] not in stored and '"reviewer": "ana"' in stored
    repomod.init(hermes_home, "laptop")
    ref.write_text(f"fixture: {GITHUB} changed\n")
    assert secretbaseline.refused({rel: ref.read_bytes()}, hermes_home)  # the line changed


def test_the_baseline_is_the_one_of_the_repository_passed_never_of_the_last_opened(
    repo: Path, tmp_path: Path
) -> None:
    text, rel, skill_rel = (
        f"fixture: {GITHUB}\n",
        "memories/MEMORY.md",
        "skills/kit/references/a.md",
    )
    for shown in (rel, skill_rel):
        secretbaseline.accept(repo, secrets.scan_text(text, shown), "ana", "a revoked fixture")
    repomod.open_repo(repo).close()  # opening a repo no longer sets a process-wide baseline
    files = {"SKILL.md": skill_md("kit").encode(), "references/a.md": text.encode()}
    assert gates.gate_memory(text, rel, 2200, root=repo).allowed
    assert gates.gate_skill(files, "skills/kit", root=repo).allowed
    for other in (tmp_path, None):  # another repository's baseline, or none at all
        assert not gates.gate_memory(text, rel, 2200, root=other).allowed
        assert not gates.gate_skill(files, "skills/kit", root=other).allowed


def test_memory_add_refuses_a_secret_and_a_value_split_across_entries(repo: Path) -> None:
    user = repo / "memories/USER.md"
    before = user.read_bytes()
    for text in ["the user's bank password is Tr0ub4dor&3", "My PIN is 4821", f"gh {GITHUB}"]:
        with pytest.raises(GateError):
            apply_change(repo, MemoryChange("add", "user", text))
    apply_change(
        repo, MemoryChange("add", "user", "the token starts with ghp_1A2b3C4d5E6f7G8h9I0j")
    )
    with pytest.raises(GateError):
        apply_change(repo, MemoryChange("add", "user", "K1lM2nO3pQ4rS5tU6v"))
    assert b"Tr0ub4dor" not in _objects(repo) and b"K1lM2nO3pQ4rS5tU6v" not in _objects(repo)
    assert user.read_bytes().startswith(before) and b"K1lM2n" not in user.read_bytes()


def test_the_gate_refuses_a_skill_or_memory_with_a_secret() -> None:
    files = {"SKILL.md": skill_md("s").encode(), "references/a.md": HAND["npmrc"].encode()}
    result = gates.gate_skill(files, "skills/s", "agent-created")
    assert not result.allowed and "a1b2c3d4" not in json.dumps(result.to_json())
    assert not gates.gate_memory(HAND["prose"], "memories/USER.md", 2000).allowed


def test_propose_refuses_a_skill_with_a_secret(repo: Path) -> None:
    from click.testing import CliRunner

    from hermes_git.cli import main

    call = {
        "tool": "skill_manage",
        "args": {"action": "create", "name": "leaky", "category": "devops",
                 "content": skill_md("leaky", body=f"Use {HAND['dotenv']}")},
    }  # fmt: skip
    result = CliRunner().invoke(main, ["--repo", str(repo), "propose"], input=json.dumps(call))
    assert result.exit_code == 1, result.output
    assert "Xk9#mQ2vL7pR" not in result.output and b"Xk9#mQ2vL7pR" not in _objects(repo)


@pytest.mark.slow
def test_the_whole_corpus_holds_no_secret() -> None:
    files = [p for p in sorted(CORPUS.rglob("*")) if p.is_file()]
    found = [f for p in files for f in secrets.scan_file(p, p.relative_to(CORPUS).as_posix())]
    assert found == []


@pytest.mark.parametrize(
    "text",
    ["API_\u212aEY = 'q8Zr2LmX0pVw7TnB4yKc9dFh1sGj'",  # a Kelvin sign lowers to k
     "İstanbul\napi_key = 'q8Zr2LmX0pVw7TnB4yKc9dFh1sGj'",  # İ lowers to two characters
     "ı ſ\napi_key = 'q8Zr2LmX0pVw7TnB4yKc9dFh1sGj'"],
)  # fmt: skip
def test_letters_that_lower_oddly_do_not_hide_a_keyword_secret(text: str) -> None:
    assert [f.rule for f in secrets.scan_text(text)] == ["generic-secret-assignment"]
