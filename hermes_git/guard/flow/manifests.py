"""What a skill's manifests make run: requirements from a URL or a look-alike name, in-tree
PEP 517 build backends, and GitHub workflows started by `pull_request_target` with write
permissions (the pull request's code runs with the base repository's token)."""

from __future__ import annotations

import re
from pathlib import PurePosixPath

from hermes_git.guard.flow.core import Hit

# Names typosquats imitate: the most installed packages of PyPI and npm.
POPULAR = frozenset(
    [
        "requests",
        "urllib3",
        "boto3",
        "botocore",
        "numpy",
        "pandas",
        "setuptools",
        "certifi",
        "idna",
        "charset-normalizer",
        "python-dateutil",
        "packaging",
        "pyyaml",
        "six",
        "typing-extensions",
        "cryptography",
        "wheel",
        "pip",
        "attrs",
        "jinja2",
        "markupsafe",
        "click",
        "pydantic",
        "protobuf",
        "rsa",
        "pyasn1",
        "jmespath",
        "s3transfer",
        "colorama",
        "beautifulsoup4",
        "matplotlib",
        "scipy",
        "pillow",
        "flask",
        "django",
        "fastapi",
        "uvicorn",
        "httpx",
        "aiohttp",
        "openai",
        "anthropic",
        "langchain",
        "tiktoken",
        "torch",
        "tensorflow",
        "scikit-learn",
        "selenium",
        "pytest",
        "sqlalchemy",
        "psycopg2",
        "pymongo",
        "redis",
        "celery",
        "paramiko",
        "pycryptodome",
        "web3",
        "discord",
        "telegram",
        "tqdm",
        "rich",
        "lxml",
        "openpyxl",
        "xlrd",
        "docx",
        "pypdf2",
        "transformers",
        "huggingface-hub",
        "express",
        "lodash",
        "axios",
        "react",
        "chalk",
        "commander",
        "moment",
        "dotenv",
        "python-dotenv",
        "colorama",
    ]
)
_REQ_LINE = re.compile(r"^\s*([A-Za-z0-9][\w.-]*)")
_URL_SOURCE = re.compile(
    r"(?:git\+|hg\+|svn\+)?https?://\S+|--(?:extra-)?index-url\s+\S+|\bgit\+ssh://\S+"
)
_OFFICIAL_INDEX = re.compile(r"pypi\.org|files\.pythonhosted\.org|download\.pytorch\.org")


def manifest_hits(files: dict[str, str]) -> list[Hit]:
    found: list[Hit] = []
    for rel, text in files.items():
        name = PurePosixPath(rel).name.lower()
        if name.startswith("requirements") and name.endswith((".txt", ".in")):
            found += _requirements(rel, text)
        elif "workflows" in PurePosixPath(rel).parts and name.endswith((".yml", ".yaml")):
            found += _workflow(rel, text)
    return found


def _requirements(rel: str, text: str) -> list[Hit]:
    found = []
    for index, line in enumerate(text.split("\n"), 1):
        code = line.split("#", 1)[0].strip()
        if not code:
            continue
        url = _URL_SOURCE.search(code)
        if url and not _OFFICIAL_INDEX.search(url.group(0)):
            found.append(Hit("runs-at-install", rel, index, f"installs from a URL: {url.group(0)[:80]}",
                             phase="install", origin="manifest"))  # fmt: skip
            continue
        match = _REQ_LINE.match(code)
        squat = _imitated(match.group(1).lower()) if match else ""
        if squat:
            detail = f"a look-alike of {squat}: {match.group(1) if match else ''}"
            found.append(
                Hit("runs-downloaded-code", rel, index, detail, phase="install", origin="manifest")
            )
    return found


def _imitated(name: str) -> str:
    """The popular package `name` is one edit (or a swap) away from, if it is not it."""
    name = name.replace("_", "-")
    if name in POPULAR or len(name) < 4:
        return ""
    for popular in POPULAR:
        if abs(len(popular) - len(name)) <= 1 and _one_edit(name, popular):
            return popular
    return ""


def _one_edit(a: str, b: str) -> bool:
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        swap = (
            len(diff) == 2
            and diff[1] == diff[0] + 1
            and a[diff[0]] == b[diff[1]]
            and a[diff[1]] == b[diff[0]]
        )
        return len(diff) == 1 or swap
    short, long = (a, b) if len(a) < len(b) else (b, a)
    return any(long[:i] + long[i + 1 :] == short for i in range(len(long)))


def _workflow(rel: str, text: str) -> list[Hit]:
    if "pull_request_target" not in text:
        return []
    writes = re.search(r"write-all|:\s*write\b", text)
    head = re.search(r"github\.event\.pull_request\.head|github\.head_ref", text)
    if not (writes or head):
        return []
    line = text[: text.find("pull_request_target")].count("\n") + 1
    detail = "pull_request_target runs the pull request's code with write permissions" if head else (
        "pull_request_target with write permissions")  # fmt: skip
    kind = "runs-downloaded-code" if head and writes else "runs-at-install"
    return [Hit(kind, rel, line, detail, phase="ci", origin="workflow")]


def backend_files(files: dict[str, str]) -> str:
    """The names of the modules an in-tree PEP 517 backend (`backend-path`) is made of, and
    `setup.py`'s: code that runs when the skill is built or installed."""
    pyproject = files.get("pyproject.toml", "")
    backend = re.search(r"build-backend\s*=\s*['\"]([\w.]+)['\"]", pyproject)
    if not backend or "backend-path" not in pyproject:
        return ""
    module = backend.group(1).split(".")[0]
    return " ".join(
        PurePosixPath(rel).name
        for rel in files
        if PurePosixPath(rel).stem == module or f"/{module}/" in f"/{rel}"
    )
