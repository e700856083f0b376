"""app package."""
__all__ = ["hello"]


def hello(name: str = "world") -> str:
    return f"hello, {name}"
