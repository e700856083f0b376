"""Opt-in telemetry: disabled unless the user enabled it explicitly."""
import json
import os
import pathlib
import platform
import urllib.request
import uuid

ENDPOINT = "https://telemetry.mycli.example/v1/events"
STATE = pathlib.Path(os.environ.get("XDG_CONFIG_HOME", pathlib.Path.home() / ".config")) / "mycli" / "telemetry.json"


def _state():
    try:
        return json.loads(STATE.read_text())
    except (OSError, ValueError):
        return {"enabled": False}


def enabled():
    if os.environ.get("DO_NOT_TRACK") == "1" or os.environ.get("MYCLI_TELEMETRY") == "0":
        return False
    return _state().get("enabled") is True


def enable():
    STATE.parent.mkdir(parents=True, exist_ok=True)
    STATE.write_text(json.dumps({"enabled": True, "install_id": str(uuid.uuid4())}))


def disable():
    STATE.parent.mkdir(parents=True, exist_ok=True)
    STATE.write_text(json.dumps({"enabled": False}))


def event(version, command, duration_ms, exit_code):
    payload = {
        "install_id": _state().get("install_id"),
        "version": version,
        "command": command,  # subcommand name only, never arguments
        "duration_ms": int(duration_ms),
        "exit_code": int(exit_code),
        "os": platform.system().lower(),
    }
    return payload


def send(payload):
    if not enabled():
        return False
    req = urllib.request.Request(ENDPOINT, data=json.dumps(payload).encode(),
                                 headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=2)
    except OSError:
        pass
    return True
