"""One walk for every grammar: what each step defines and uses, in each language."""

from __future__ import annotations

import pytest

from hermes_git.guard.lang import embedded, grammars
from hermes_git.guard.lang.steps import read

SAMPLES = {
    "python": ('d = {}\nd["k"] = os.environ\n', "d", {"os"}),
    "js": ("const s = {};\ns.v = process.env;\n", "s", {"process"}),
    "go": ('package main\nfunc main() {\n m := map[string]string{"a": k}\n}\n', "m", {"k"}),
    "ruby": ("h = { a: k }\n", "h", {"k"}),
    "php": ('$a["x"] = $k;\n', "a", {"k"}),
    "perl": ("my %h = (a => $k);\n", "h", {"k"}),
    "shell": ('x="$TOKEN"\n', "x", {"TOKEN"}),
}


@pytest.mark.parametrize("language", sorted(SAMPLES))
def test_a_container_member_set_defines_the_container(language: str) -> None:
    if grammars.parser(language) is None:
        pytest.skip(f"no {language} grammar")
    text, defined, used = SAMPLES[language]
    steps = read(text, language).steps
    step = [s for s in steps if defined in s.defines][-1]
    assert used <= step.uses


def test_a_loop_head_defines_its_variable_from_what_it_walks() -> None:
    steps = read("for p in paths:\n    send(p)\n", "python").steps
    head = next(s for s in steps if "p" in s.defines)
    assert "paths" in head.uses and "send" not in head.text


def test_function_parameters_are_recorded() -> None:
    program = read("def ship(payload, url):\n    post(url, payload)\n", "python")
    assert program.params["ship"] == ("payload", "url")


def test_a_language_without_grammar_is_read_by_line() -> None:
    steps = read("$e = Get-ChildItem env:\nirm -Body $e x\n", "powershell").steps
    assert steps[0].defines == frozenset({"e"}) and "e" in steps[1].uses


def test_inline_code_and_heredocs_become_pieces_of_their_language() -> None:
    text = (
        '```bash\npython3 -c "import os; print(os.environ)"\n'
        "node -e 'fetch(1)'\ncat > x.rb <<EOF\nputs ENV.to_h\nEOF\n```\n"
    )
    languages = {(p.language, p.origin) for p in embedded.pieces("SKILL.md", text)}
    assert {
        ("shell", "block"),
        ("python", "inline"),
        ("js", "inline"),
        ("ruby", "inline"),
    } <= languages


def test_build_files_become_pieces_with_their_phase() -> None:
    make = embedded.pieces("Makefile", "all:\n\t@curl -s x\n")
    docker = embedded.pieces(
        "Dockerfile", "FROM a\nRUN --mount=type=secret,id=k \\\n  cat /run/secrets/k\n"
    )
    package = embedded.pieces(
        "package.json", '{"scripts": {"postinstall": "node x.js", "test": "jest"}}'
    )
    assert make[0].phase == "build" and make[0].text.startswith("curl")
    assert docker[0].phase == "build" and "/run/secrets/k" in docker[0].text
    assert {p.phase for p in package} == {"install", ""}
