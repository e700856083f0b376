"""Requirements from a URL or a look-alike name; workflows that run a pull request's code."""

from __future__ import annotations

from hermes_git.guard.flow.manifests import manifest_hits


def test_a_look_alike_requirement_and_a_url_source_are_seen() -> None:
    hits = manifest_hits({"requirements.txt": "reqeusts==2\nnumpy\ngit+https://g.example/x.git\n"})
    assert [(h.kind, h.line) for h in hits] == [("runs-downloaded-code", 1), ("runs-at-install", 3)]


def test_popular_names_and_the_official_index_are_no_finding() -> None:
    assert (
        manifest_hits({"requirements.txt": "requests\n--index-url https://pypi.org/simple\n"}) == []
    )


def test_pull_request_target_with_head_checkout_and_write_is_seen() -> None:
    workflow = (
        "on: pull_request_target\npermissions:\n  contents: write\njobs:\n  a:\n    steps:\n"
        "      - uses: actions/checkout@v4\n        with:\n          ref: ${{ github.event.pull_request.head.sha }}\n"
    )
    hits = manifest_hits({".github/workflows/a.yml": workflow})
    assert hits and hits[0].kind == "runs-downloaded-code"
