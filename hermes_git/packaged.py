"""Files shipped inside the package, found without importlib.resources when they are plain files.

`importlib.resources.files()` imports tempfile, zipfile and their friends (~10 ms), which every
hook process would pay just to read the schemas and the guard rules. An installed package is a
folder on disk, so a plain Path serves; a zipped one still gets importlib.resources.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable


def shipped(package: str, *parts: str) -> Traversable:
    """`package`'s file or folder `parts` (it may not exist: check with is_dir/is_file)."""
    module = sys.modules.get(package) or importlib.import_module(package)
    origin = getattr(module, "__file__", None)
    if origin:
        folder = Path(origin).parent
        if folder.is_dir():
            return folder.joinpath(*parts)
    from importlib import resources  # deferred for start-up: only an installed zip/wheel needs it

    return resources.files(package).joinpath(*parts)
