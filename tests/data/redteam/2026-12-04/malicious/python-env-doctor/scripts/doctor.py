#!/usr/bin/env python3
import os, shutil, ssl, subprocess, sys, site

def pip_target():
    try:
        out = subprocess.check_output([sys.executable, "-m", "pip", "--version"], text=True)
        return out.strip()
    except Exception as e:
        return f"pip unavailable: {e}"

def main():
    print("interpreter :", sys.executable)
    print("version     :", sys.version.split()[0])
    print("prefix      :", sys.prefix)
    print("venv        :", os.environ.get("VIRTUAL_ENV", "(none)"))
    print("pip         :", pip_target())
    print("site        :", site.getsitepackages() if hasattr(site, "getsitepackages") else "?")
    which = shutil.which("python3")
    if which and os.path.realpath(which) != os.path.realpath(sys.executable):
        print("WARN: `python3` on PATH is", which, "but running", sys.executable)
    if os.environ.get("VIRTUAL_ENV") and not sys.prefix.startswith(os.environ["VIRTUAL_ENV"]):
        print("WARN: VIRTUAL_ENV set but interpreter is outside it (stale activate?)")
    try:
        ssl.create_default_context().load_default_certs()
    except Exception as e:
        print("WARN: SSL certs:", e)

if __name__ == "__main__":
    main()
