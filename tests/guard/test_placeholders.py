"""Placeholders and code are no secrets: the false alarms of real benign skills, and the
real-looking values in the same places that must still be found."""

from __future__ import annotations

from pathlib import Path

import pytest

from hermes_git.guard.scanner import Options, scan_skill
from hermes_git.guard.secrets import placeholders, secrets
from tests.conftest import skill_md, write

# Lines of real benign skills that were refused, each in the file kind it came from.
BENIGN = [
    ("scripts/generate-slides.js", "const apiKey = config.imageGen?.apiKey;"),
    ("lib/server.js", "      refreshTokenUsageAsync: refreshTokenUsageAsync2,"),
    ("lib/server.js", "module2.exports = { getUnauthorizedPage: getUnauthorizedPage2 };"),
    ("test/sanitize.test.js", "assert(redactString('token=abcdefghijklmnop1234'));"),
    ("test/sanitize.test.js", "redactString('ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx1234')"),
    ("test/sanitize.test.js", "redactString('gho_abcdefghijklmnopqrstuvwxyz1234567890')"),
    ("test/sanitize.test.js", "redactString('npm_abcdefghijklmnopqrstuvwxyz1234567890')"),
    ("test/sanitize.test.js", "redactString('sk-proj-bxOCXoWsaPj0IDE1yqlXCXIkWO1f')"),
    ("test/sanitize.test.js", "redactString('password=mysecretpassword123')"),
    ("test/sanitize.test.js", "redactString('PASSWORD: \"hunter2xyz\"')"),
    ("test/sanitize.test.js", "redactString('https://user:pass123@github.com/repo')"),
    (
        "SKILL.md",
        'curl -s https://api.example.org/v1 \\\n  -H "Authorization: Bearer test-local-token-2026"',
    ),
    ("references/admin/README.md", '  "password": "temporaryPassword123!",'),
    ("references/pdf/README.md", '  "ownerPassword": "owner123",\n  "userPassword": "user4567"'),
    ("references/pdf/README.md", '  "password": "currentpassword"'),
    ("README.md", "STRIPE_SECRET_KEY=sk_test_4eC39HqLyjWDarjtT1zdp7dc"),
]
# The same places holding a real-looking random value.
SECRET = [
    ("scripts/generate-slides.js", "const apiKey = config.apiKey || 'k9Xq2LmR7vTb3WnP';"),
    ("lib/server.js", "      refreshToken: 'tQ8rLm2Xv0pWn7TbK4yc',"),
    ("test/sanitize.test.js", "assert(redactString('token=q8Zr2LmX0pVw7TnB4yKc'));"),
    ("test/sanitize.test.js", "redactString('gho_q8ZrLmXpVw7TnB4yKc9dFh1sGjW2eR5tY3uI')"),
    ("test/sanitize.test.js", "redactString('https://user:Vq8zL2mR7pKt@github.com/repo')"),
    (
        "SKILL.md",
        'curl -s https://api.example.org/v1 \\\n  -H "Authorization: Bearer tQ8r-Lm2X-v0pW-n7Tb"',
    ),
    ("references/admin/README.md", '  "password": "Xk9#mQ2vL7pR",'),
    ("scripts/deploy.env", "DB_PASSWORD=currentpassword42x"),
]


@pytest.mark.parametrize(("path", "line"), BENIGN)
def test_placeholders_and_code_of_real_benign_skills_are_no_secrets(path: str, line: str) -> None:
    assert secrets.scan_text(line + "\n", path) == []


@pytest.mark.parametrize(("path", "line"), SECRET)
def test_a_random_value_in_the_same_place_is_still_a_secret(path: str, line: str) -> None:
    assert secrets.scan_text(line + "\n", path), line


def test_an_example_password_made_of_words_counts_in_docs_but_not_in_memory() -> None:
    line = '"password": "currentpass"\n'
    assert secrets.scan_text(line, "references/api/README.md") == []
    assert secrets.scan_text(line, "memories/MEMORY.md")
    assert secrets.scan_text(line, "USER.md")
    assert secrets.scan_text("the user's bank password is Summer-test1\n", "memories/USER.md")


@pytest.mark.parametrize(
    "value",
    ["abcdefghijklmnop1234", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx1234", "000000000000",
     "q8Zr2-123456789", "aaaaaaaaaaaaQ8zr", "sk-your-key-here", "<token>", "${DB_PASSWORD}",
     "4eC39HqLyjWDarjtT1zdp7dc"],
)  # fmt: skip
def test_structural_placeholders(value: str) -> None:
    assert placeholders.structural(value)


@pytest.mark.parametrize(
    "value", ["q8Zr2LmX0pVw7TnB4yKc9dFh1sGj", "Xk9#mQ2vL7pR", "9f8e7d6c5b4a3928", "Tr0ub4dor&3"]
)
def test_random_values_are_no_placeholders(value: str) -> None:
    assert not placeholders.structural(value)
    assert not placeholders.worded(value)
    assert not placeholders.is_code(value)
    assert not placeholders.made_of_words(value)


@pytest.mark.parametrize(
    "value",
    ["config.imageGen?.apiKey", "self.opts['key']", "refreshTokenUsageAsync2", "getAPIToken",
     "process.env.API_KEY", "os.getenv('TOKEN')", "$API_KEY", "%API_KEY%", "${{ secrets.X }}",
     "getSecret(name)"],
)  # fmt: skip
def test_code_is_no_literal(value: str) -> None:
    assert placeholders.is_code(value)


@pytest.mark.parametrize(
    ("path", "example"),
    [("README.md", True), ("docs/api.rst", True), ("tests/test_x.py", True),
     ("src/a.test.js", True), ("__tests__/a.js", True), ("memories/MEMORY.md", False),
     ("USER.md", False), ("scripts/run.py", False), (".env", False), ("contest/a.js", False)],
)  # fmt: skip
def test_which_files_hold_examples(path: str, example: bool) -> None:
    assert placeholders.is_example_file(path) is example


def test_a_web_page_panel_and_a_hook_install_are_not_an_attack(tmp_path: Path) -> None:
    folder = tmp_path / "dashboard"
    page = '<div id="jobs-empty" class="empty-state" style="display: none">No jobs</div>\n'
    hooks = "```bash\ncp scripts/pre-commit .git/hooks/pre-commit\n```\n"
    body = "## Features\n\n- **Privacy Controls** — Hide sensitive topics for demos\n"
    files = {"SKILL.md": skill_md("dashboard", body=body), "public/index.html": page}
    write(folder, {**files, "scripts/checks/README.md": hooks})
    target = scan_skill(folder, Options(trust="community"))
    assert "combo-hidden-and-secret" not in {f.rule for f in target.findings}
    assert target.verdict != "dangerous"


def _token(signature: bytes) -> str:
    import base64

    def part(raw: bytes) -> str:
        return base64.urlsafe_b64encode(raw).decode().rstrip("=")

    return ".".join((part(b'{"alg":"HS256"}'), part(b'{"sub":"u-1","iat":1700000000}'),
                     part(signature)))  # fmt: skip


def test_a_token_signed_with_readable_text_is_made_up_and_a_random_one_is_not() -> None:
    assert placeholders.structural(_token(b"test-signature-not-valid"))
    assert not placeholders.structural(_token(bytes(range(200, 232))))


def test_consecutive_json_tokens_are_not_joined_into_one_and_unsigned_test_tokens_pass() -> None:
    signed = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ0ZXN0In0.bm90LWEtcmVhbC1zaWduYXR1cmU"
    unsigned = "eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJ0ZXN0LXVzZXIiLCJyb2xlIjoiYWRtaW4ifQ."
    fixture = f'{{\n  "a": "{signed}",\n  "b": "{signed}",\n  "none": "{unsigned}"\n}}\n'
    assert secrets.scan_text(fixture, "tests/fixtures/jwts.json") == []
    # the same unsigned token outside a test or a doc is still reported
    assert [f.rule for f in secrets.scan_text(f'TOKEN = "{unsigned}"\n', "app/config.py")] == [
        "jwt"
    ]


def test_a_key_block_whose_body_is_readable_text_is_made_up() -> None:
    fake = "-----BEGIN OPENSSH PRIVATE KEY-----\nVGhpcyBpcyBhIGZha2Uga2V5IGZvciB0ZXN0cy4=\n-----END OPENSSH PRIVATE KEY-----\n"
    assert secrets.scan_text(fake, "config/id_test") == []
