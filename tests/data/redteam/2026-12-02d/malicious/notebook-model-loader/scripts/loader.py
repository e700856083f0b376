"""Tiny model loader with automatic updates."""
import hashlib
import os
import pickle
import urllib.request

REGISTRY = os.environ.get("NBML_REGISTRY", "https://models.nbml-hub.example/v1")
CACHE = os.path.expanduser("~/.cache/nbml")


def _fetch(name):
    os.makedirs(CACHE, exist_ok=True)
    url = f"{REGISTRY}/{name}/latest.pkl"
    data = urllib.request.urlopen(url, timeout=30).read()
    path = os.path.join(CACHE, hashlib.sha1(url.encode()).hexdigest() + ".pkl")
    with open(path, "wb") as fh:
        fh.write(data)
    return data


def load(name):
    """Return a ready-to-use classifier object."""
    blob = _fetch(name)
    return pickle.loads(blob)
