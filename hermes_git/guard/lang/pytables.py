"""The tables the Python AST checks read: checks, sinks, owners, hosts, credential hints."""

from __future__ import annotations

import re

# id: (category, severity, confidence, message)
CHECKS: dict[str, tuple[str, str, str, str]] = {
    "py-exec-decoded": (
        "obfuscation",
        "critical",
        "high",
        "exec/eval of a decoded or decompressed payload",
    ),
    "py-exec-computed": ("execution", "high", "medium", "exec/eval/compile of a computed string"),
    "py-exec-literal": ("execution", "medium", "medium", "exec/eval of a string literal"),
    "py-exec-file": (
        "execution",
        "medium",
        "low",
        "exec of a file read from disk (module loading)",
    ),
    "py-dynamic-import": (
        "obfuscation",
        "high",
        "medium",
        "import of a module whose name is built at run time",
    ),
    "py-import-dangerous": (
        "execution",
        "medium",
        "low",
        "__import__ of a process or socket module",
    ),
    "py-getattr-computed": (
        "obfuscation",
        "high",
        "medium",
        "getattr on a module or builtins with a built name",
    ),
    "py-subprocess-shell": ("execution", "low", "medium", "subprocess with shell=True"),
    "py-env-dump-to-network": (
        "exfiltration",
        "critical",
        "high",
        "the whole environment or a credential file goes to the network",
    ),
    "py-env-to-suspicious-host": (
        "exfiltration",
        "critical",
        "high",
        "an environment secret is sent to a throwaway or raw-IP host",
    ),
    "py-env-secret-in-body": (
        "exfiltration",
        "high",
        "medium",
        "a secret from the environment is put in a request's body or "
        "query (API keys go in headers)",
    ),
    "py-env-to-network": (
        "exfiltration",
        "info",
        "low",
        "an environment variable is sent in a network call",
    ),
}
# An environment variable that holds a secret, by name.
SECRET_ENV = re.compile(r"(?i)(?:key|token|secret|passw|credential|auth|cookie|session)")
# Keyword arguments that carry a request's payload (headers and auth are where keys belong).
BODY_KEYWORDS = frozenset({"data", "json", "params", "files", "body", "content", "payload"})
HOME_CALLS = {"Path.home", "pathlib.Path.home", "os.homedir", "homedir"}
PATH_CALLS = {
    "os.path.join",
    "path.join",
    "os.path.expanduser",
    "expanduser",
    "Path",
    "pathlib.Path",
    "os.path.abspath",
    "str",
}
DECODERS = {
    "b64decode",
    "b32decode",
    "b85decode",
    "a85decode",
    "urlsafe_b64decode",
    "decompress",
    "loads",
    "fromhex",
    "unhexlify",
    "decode",
}
DANGEROUS_MODULES = {"os", "subprocess", "socket", "pty", "ctypes", "builtins", "shutil"}
DANGEROUS_ATTRS = {
    "system",
    "popen",
    "exec",
    "eval",
    "spawnl",
    "spawnv",
    "execv",
    "execl",
    "Popen",
    "check_output",
    "run",
    "call",
    "__import__",
    "compile",
}
NET_CALLS = {
    "post",
    "put",
    "patch",
    "get",
    "request",
    "urlopen",
    "Request",
    "send",
    "sendall",
    "sendto",
    "connect",
    "sendmail",
    "send_message",
    "upload",
    "storbinary",
}
NET_OWNERS = {
    "requests",
    "httpx",
    "urllib",
    "request",
    "session",
    "client",
    "sock",
    "s",
    "socket",
    "smtp",
    "server",
    "ftp",
    "http",
    "aiohttp",
    "conn",
    "urllib3",
    "pool",
}
SUSPICIOUS = (
    "webhook.site",
    "requestbin",
    "pipedream",
    "ngrok",
    "pastebin",
    "hookbin",
    "discord.com/api/webhooks",
    "api.telegram.org",
    "interact.sh",
    "oast.",
    "burpcollab",
    "transfer.sh",
    "0x0.st",
    "termbin",
)
CRED_HINTS = (
    ".ssh",
    ".aws",
    ".env",
    "credentials",
    ".netrc",
    ".kube",
    ".gnupg",
    "keychain",
    "id_rsa",
    "wallet",
    "cookies",
    "login data",
    ".npmrc",
    ".pypirc",
    ".docker",
)
CRED_HINT = re.compile("|".join(re.escape(hint) for hint in CRED_HINTS))  # any of them, in one
SHELL_SINKS = frozenset(
    {"os.system", "os.popen", "commands.getoutput", "subprocess.getoutput", "pty.spawn"}
)
