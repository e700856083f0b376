"""A JWT is found however it is wrapped: base64 of a file holding one, wrapped at 64 or 76
columns (plain, CRLF, an indented YAML block, a JSON string with literal `\\n`), and the token
itself split over lines (backslash continuations, PEM-like wrapping)."""

from __future__ import annotations

import base64
import json
import random
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest

from hermes_git import init as repomod
from hermes_git.errors import GateError
from hermes_git.guard.secrets import secrets


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


_rng = random.Random(76)
HEADER = _b64url(json.dumps({"alg": "RS256", "kid": "k1x9"}).encode())
CLAIMS = {"iss": "kubernetes/serviceaccount", "sub": "system:serviceaccount:ci:deployer"}
PAYLOAD = _b64url(json.dumps(CLAIMS).encode())
JWT = f"{HEADER}.{PAYLOAD}.{_b64url(_rng.randbytes(256))}"
# Three user names: the token starts at each offset of a base64 quantum once.
KUBECONFIGS = [
    f"apiVersion: v1\nkind: Config\nusers:\n- name: {name}\n  user:\n    token: {JWT}\n"
    for name in ("deployer", "ci-bot", "release")
]
HARMLESS = "apiVersion: v1\nkind: Config\nclusters:\n- name: lab\n  cluster:\n    server: https://10.0.0.1:6443\n"


def _lines(text: str, width: int, urlsafe: bool = False) -> list[str]:
    encode = base64.urlsafe_b64encode if urlsafe else base64.b64encode
    return textwrap.wrap(encode(text.encode()).decode(), width)


WRAPS: dict[str, Callable[[str], str]] = {
    "base64-76": lambda t: "\n".join(_lines(t, 76)) + "\n",
    "base64-64": lambda t: "\n".join(_lines(t, 64)) + "\n",
    "base64-76-crlf": lambda t: "\r\n".join(_lines(t, 76)) + "\r\n",
    "base64url-76": lambda t: "\n".join(_lines(t, 76, urlsafe=True)) + "\n",
    "yaml-block": lambda t: "data:\n  config: |\n" + "".join(f"    {x}\n" for x in _lines(t, 76)),
    "json-string": lambda t: json.dumps({"kubeconfig": "\n".join(_lines(t, 76))}),
}
SPLITS = {
    "backslash": "kubectl --token=" + "\\\n".join(textwrap.wrap(JWT, 60)) + " get pods\n",
    "pem-like": "-----BEGIN TOKEN-----\n"
    + "\n".join(textwrap.wrap(JWT, 64))
    + "\n-----END TOKEN-----\n",
    "indented": "token:\n" + "".join(f"  {x}\n" for x in textwrap.wrap(JWT, 64)),
}


@pytest.mark.parametrize("wrap", sorted(WRAPS))
def test_a_jwt_in_a_base64_wrapped_file_is_found(wrap: str) -> None:
    for kubeconfig in KUBECONFIGS:
        found = secrets.scan_text(WRAPS[wrap](kubeconfig), "deploy/kubeconfig.b64")
        assert [f.rule for f in found] == ["jwt"], kubeconfig
        assert JWT[:24] not in json.dumps([f.to_json() for f in found])


@pytest.mark.parametrize("wrap", sorted(WRAPS))
def test_a_base64_wrapped_file_without_a_token_is_no_finding(wrap: str) -> None:
    assert secrets.scan_text(WRAPS[wrap](HARMLESS * 8), "deploy/kubeconfig.b64") == []


@pytest.mark.parametrize("split", sorted(SPLITS))
def test_a_jwt_split_over_lines_is_found(split: str) -> None:
    assert "jwt" in {f.rule for f in secrets.scan_text(SPLITS[split])}


def test_lines_of_ordinary_wrapped_base64_are_no_finding() -> None:
    blob = "\n".join(textwrap.wrap(base64.b64encode(_rng.randbytes(3000)).decode(), 76))
    assert secrets.scan_text(f"icon.png (base64):\n{blob}\n") == []


def test_init_refuses_a_skill_holding_a_wrapped_kubeconfig(hermes_home: Path) -> None:
    ref = hermes_home / "skills/devops/deploy/references/kubeconfig.b64"
    ref.write_text(WRAPS["base64-64"](KUBECONFIGS[0]))
    with pytest.raises(GateError, match=r"kubeconfig\.b64:\d+: JSON Web Token"):
        repomod.init(hermes_home, "laptop")
    assert not (hermes_home / ".git").exists()
