"""Turning the plugin on and off keeps the rest of Hermes' config.yaml intact."""

from __future__ import annotations

from pathlib import Path

import pytest

from hermes_git import hermesconfig
from hermes_git.errors import ConfigError

CONFIG = """\
# my Hermes settings
model: gpt-x   # the default model
plugins:
  enabled: [other]   # keep this comment
memory:
  memory_char_limit: 3000
"""


def test_enable_then_disable_keeps_comments_order_and_other_plugins(tmp_path: Path) -> None:
    path = tmp_path / "config.yaml"
    path.write_text(CONFIG)
    assert hermesconfig.set_plugin(tmp_path, True)
    text = path.read_text()
    assert text.startswith("# my Hermes settings\nmodel: gpt-x   # the default model\n")
    assert "enabled: [other, hermes-git]" in text
    assert "# keep this comment" in text
    assert text.index("plugins:") < text.index("memory:")
    assert hermesconfig.plugin_enabled(tmp_path)
    assert not hermesconfig.set_plugin(tmp_path, True)  # idempotent
    assert hermesconfig.set_plugin(tmp_path, False)
    assert not hermesconfig.plugin_enabled(tmp_path)
    assert "enabled: [other]" in path.read_text()


def test_enable_creates_a_missing_config(tmp_path: Path) -> None:
    hermesconfig.set_plugin(tmp_path, True)
    assert hermesconfig.plugin_enabled(tmp_path)


def test_a_disabled_entry_is_cleared_on_enable(tmp_path: Path) -> None:
    (tmp_path / "config.yaml").write_text("plugins:\n  disabled: [hermes-git]\n")
    hermesconfig.set_plugin(tmp_path, True)
    assert hermesconfig.plugin_enabled(tmp_path)


def test_broken_yaml_is_reported_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "config.yaml"
    path.write_text("plugins: [\n")
    with pytest.raises(ConfigError, match="not valid YAML"):
        hermesconfig.set_plugin(tmp_path, True)
    assert path.read_text() == "plugins: [\n"
