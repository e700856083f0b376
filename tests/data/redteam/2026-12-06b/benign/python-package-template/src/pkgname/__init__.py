__version__ = "0.1.0"


def add(a: int, b: int) -> int:
    return a + b
