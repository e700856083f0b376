"""Commands given as argument lists are read by the rules as the command lines they run."""

from __future__ import annotations

from hermes_git.guard.flow.joiner import joined


def test_an_argument_list_is_its_command_line_for_the_rules() -> None:
    code = 'def f(name):\n    run(["git", "push", "--force", "origin", "--delete", name])\n'
    view = joined(code, "python", commands=True)
    assert view is not None
    assert 'run(["git push --force origin --delete $name"])' in view
    assert view.count("\n") == code.count("\n")


def test_the_flow_core_keeps_its_own_view() -> None:
    code = 'run(["curl", "-d", data, url])\n'
    assert joined(code, "python") is None  # nothing split: no view, names stay names
    assert joined('exec.Command("curl", "-T", f)\n', "go", commands=True) == (
        'exec.Command("curl -T $f")\n'
    )


def test_lists_that_are_no_commands_are_left_alone() -> None:
    assert joined('xs = ["alpha", "beta", "gamma"]\n', "python", commands=True) is None
