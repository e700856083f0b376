"""`.hermes-git.yaml` is validated with a clear error; limits follow Hermes' config."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from hermes_git import config
from hermes_git.errors import ConfigError, UsageError
from hermes_git.schema.load import check_schema


def test_defaults_without_a_file(tmp_path: Path) -> None:
    cfg = config.load(tmp_path)
    assert (cfg.skills_mode, cfg.memory_mode) == ("review", "record")
    assert cfg.memory_limits == {"memory": 2200, "user": 1375}


def test_default_file_loads_and_is_schema_valid(tmp_path: Path) -> None:
    check_schema("config")
    (tmp_path / config.CONFIG_FILE).write_text(config.render_default())
    assert config.load(tmp_path).profile == "hermes"


def test_limits_from_hermes_config_then_ours(tmp_path: Path) -> None:
    (tmp_path / "config.yaml").write_text("memory:\n  memory_char_limit: 3000\n")
    assert config.load(tmp_path).memory_limits == {"memory": 3000, "user": 1375}
    (tmp_path / config.CONFIG_FILE).write_text("version: 1\nmemory:\n  user_char_limit: 500\n")
    assert config.load(tmp_path).memory_limits == {"memory": 3000, "user": 500}


def test_unknown_key_names_file_line_and_close_match(tmp_path: Path) -> None:
    path = tmp_path / config.CONFIG_FILE
    path.write_text("version: 1\nskils:\n  mode: review\n")
    with pytest.raises(ConfigError) as err:
        config.load(tmp_path)
    assert err.value.line == 2 and err.value.path == str(path)
    assert "skils" in err.value.message and err.value.fix == "did you mean 'skills'?"


def test_wrong_value_and_broken_yaml(tmp_path: Path) -> None:
    path = tmp_path / config.CONFIG_FILE
    path.write_text("version: 1\nskills:\n  mode: yolo\n")
    with pytest.raises(ConfigError, match="yolo"):
        config.load(tmp_path)
    path.write_text("version: 1\nskills: [\n")
    with pytest.raises(ConfigError, match="not valid YAML") as err:
        config.load(tmp_path)
    assert err.value.line == 3


@pytest.mark.parametrize("name", ["laptop", "desk-2", "srv.home"])
def test_valid_device_names(name: str) -> None:
    assert config.check_device(name) == name


@pytest.mark.parametrize("name", ["Laptop", "a b", "x..y", "dev.lock", "-x", "a@{1}", "", "a/b"])
def test_device_names_that_would_break_ref_names_are_refused(name: str) -> None:
    with pytest.raises(UsageError, match="invalid device name"):
        config.check_device(name)


def test_default_home_follows_hermes(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("HERMES_HOME", f"  {tmp_path}  ")
    assert config.default_home() == tmp_path
    monkeypatch.delenv("HERMES_HOME")
    assert config.default_home() == Path.home() / ".hermes"


def _cache(home: Path) -> Path:
    return home / ".git" / "hermes-git" / config.CACHE_FILE


def test_a_checked_config_is_remembered_and_an_edit_is_read_again(tmp_path: Path) -> None:
    (tmp_path / ".git").mkdir()
    path = tmp_path / config.CONFIG_FILE
    path.write_text("version: 1\nskills:\n  mode: review\n")
    assert config.load(tmp_path).skills_mode == "review"
    assert _cache(tmp_path).is_file()
    before = path.stat()
    path.write_text("version: 1\nskills:\n  mode: record\n")  # same size
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))  # and the same time
    assert config.load(tmp_path).skills_mode == "record"
    (tmp_path / "config.yaml").write_text("memory:\n  user_char_limit: 900\n")
    assert config.load(tmp_path).memory_limits["user"] == 900  # Hermes' file is a key too


def test_an_invalid_edit_still_fails_clearly_and_is_not_remembered(tmp_path: Path) -> None:
    (tmp_path / ".git").mkdir()
    path = tmp_path / config.CONFIG_FILE
    path.write_text("version: 1\nskills:\n  mode: review\n")
    config.load(tmp_path)
    cached = _cache(tmp_path).read_bytes()
    path.write_text("version: 1\nskills:\n  mode: yolo\n")
    for _ in range(2):
        with pytest.raises(ConfigError, match="yolo") as err:
            config.load(tmp_path)
        assert (err.value.path, err.value.line) == (str(path), 3)
    assert _cache(tmp_path).read_bytes() == cached


def test_a_broken_cache_is_ignored_and_rewritten(tmp_path: Path) -> None:
    (tmp_path / ".git" / "hermes-git").mkdir(parents=True)
    (tmp_path / config.CONFIG_FILE).write_text("version: 1\nsync:\n  remote: home\n")
    for broken in (b"", b"\xff garbage", b"{\x00"):
        _cache(tmp_path).write_bytes(broken)
        assert config.load(tmp_path).remote == "home"
        assert _cache(tmp_path).read_bytes() != broken  # rewritten from the library path
    assert config.load(tmp_path) == config.load(tmp_path)
