"""Constant folding of Python expressions: the strings a script builds from literals."""

from __future__ import annotations

import ast
import base64
import binascii
import codecs

from hermes_git.guard.lang.pynodes import name_of
from hermes_git.guard.lang.pytables import HOME_CALLS, PATH_CALLS


class Folding:
    """`fold`, for a walker that keeps the names bound to constant strings in `consts`."""

    consts: dict[str, str]

    def fold(self, node: ast.AST | None, depth: int = 0) -> str | None:  # noqa: PLR0911
        """The string value of an expression built from literals, or None."""
        if node is None or depth > 12:
            return None
        if isinstance(node, ast.Constant):
            if isinstance(node.value, str):
                return node.value
            if isinstance(node.value, bytes):
                return node.value.decode("utf-8", "replace")
            return None
        if isinstance(node, ast.Name):
            return self.consts.get(node.id)
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add | ast.Div):
            left, right = self.fold(node.left, depth + 1), self.fold(node.right, depth + 1)
            if left is None or right is None:
                return None
            return left + right if isinstance(node.op, ast.Add) else f"{left}/{right}"
        if isinstance(node, ast.JoinedStr):
            parts = [
                self.fold(v.value if isinstance(v, ast.FormattedValue) else v, depth + 1)
                for v in node.values
            ]
            return "".join(p for p in parts if p is not None) if None not in parts else None
        if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice):
            inner = self.fold(node.value, depth + 1)
            step = node.slice.step
            if inner is not None and isinstance(step, ast.UnaryOp) and node.slice.lower is None:
                return inner[::-1]
            return None
        if isinstance(node, ast.Call):
            return self._fold_call(node, depth)
        return None

    def _fold_call(self, node: ast.Call, depth: int) -> str | None:
        func = name_of(node.func)
        if func in HOME_CALLS:
            return "~"
        args = [self.fold(a, depth + 1) for a in node.args]
        if func in PATH_CALLS and args and None not in args:
            return "/".join(a for a in args if a is not None)
        if func == "chr" and node.args and isinstance(node.args[0], ast.Constant):
            value = node.args[0].value
            return chr(value) if isinstance(value, int) and 0 <= value < 0x110000 else None
        if func.endswith(".join") and isinstance(node.func, ast.Attribute) and node.args:
            sep = self.fold(node.func.value, depth + 1)
            items = node.args[0]
            if sep is not None and isinstance(items, ast.List | ast.Tuple):
                parts = [self.fold(e, depth + 1) for e in items.elts]
                return sep.join(p for p in parts if p is not None) if None not in parts else None
        if not args or args[0] is None:
            inner = (
                self.fold(node.func.value, depth + 1)
                if isinstance(node.func, ast.Attribute) and func.endswith(".decode")
                else None
            )
            return inner
        return apply_decoder(func.rsplit(".", 1)[-1], args[0], args[1:])


def apply_decoder(name: str, value: str, rest: list[str | None]) -> str | None:  # noqa: PLR0911
    try:
        if name in ("b64decode", "urlsafe_b64decode"):
            return base64.b64decode(value + "=" * (-len(value) % 4)).decode("utf-8")
        if name == "b32decode":
            return base64.b32decode(value).decode("utf-8")
        if name in ("b85decode", "a85decode"):
            return getattr(base64, name)(value).decode("utf-8")  # type: ignore[no-any-return]
        if name in ("fromhex", "unhexlify"):
            return bytes.fromhex(value).decode("utf-8")
        if name == "decode" and rest and rest[0] and "rot" in rest[0]:
            return codecs.decode(value, "rot13")
    except (ValueError, binascii.Error, UnicodeDecodeError):
        return None
    return None
