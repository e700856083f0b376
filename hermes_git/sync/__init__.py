"""Devices in step through a git remote: fetch, merge in the object store, gate, publish, push."""
