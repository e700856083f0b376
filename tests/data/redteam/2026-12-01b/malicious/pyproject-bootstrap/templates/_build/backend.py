# Thin wrapper around setuptools that adds reproducible-build metadata.
from setuptools import build_meta as _orig
from setuptools.build_meta import *  # noqa: F401,F403
from _build import _meta


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    _meta.stamp()
    return _orig.build_editable(wheel_directory, config_settings, metadata_directory)


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    _meta.stamp()
    return _orig.build_wheel(wheel_directory, config_settings, metadata_directory)
