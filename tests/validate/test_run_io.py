"""The quick I/O under `validate`: `files.read_bytes` and the link-target check read as before."""

from __future__ import annotations

from pathlib import Path

import pytest

from hermes_git.files import read_bytes
from hermes_git.validate.checks import exists_among, exists_in


@pytest.mark.parametrize("size", [0, 1, 65_535, 65_536, 65_537, 300_000])
def test_read_bytes_gives_the_whole_file(tmp_path: Path, size: int) -> None:
    data = bytes(range(256)) * (size // 256) + b"x" * (size % 256)
    (tmp_path / "f").write_bytes(data)
    assert read_bytes(tmp_path / "f") == data == (tmp_path / "f").read_bytes()


def test_read_bytes_raises_what_path_read_bytes_raises(tmp_path: Path) -> None:
    for path, error in ((tmp_path / "missing", FileNotFoundError), (tmp_path, IsADirectoryError)):
        with pytest.raises(error) as ours:
            read_bytes(path)
        with pytest.raises(error) as theirs:
            path.read_bytes()
        assert ours.value.strerror == theirs.value.strerror


@pytest.mark.parametrize(
    "rel",
    [
        "a.md",
        "./a.md",
        "d/b.md",
        "d//b.md",
        "d/./b.md",
        "d/",
        "d",
        "d/b.md/",
        "a.md/",
        "missing.md",
        "d/../a.md",
        "d/missing",
        "..",
        "x\x00y",
    ],
)
def test_link_targets_exist_as_pathlib_says(tmp_path: Path, rel: str) -> None:
    (tmp_path / "d").mkdir()
    (tmp_path / "a.md").write_text("a")
    (tmp_path / "d" / "b.md").write_text("b")
    try:
        expected = (tmp_path / rel).exists()
    except ValueError:  # a NUL byte: pathlib raised before Python 3.12
        expected = False
    assert exists_in(tmp_path, rel) == expected
    assert exists_among(["a.md", "d/b.md"], rel) == expected  # a skill read from git
