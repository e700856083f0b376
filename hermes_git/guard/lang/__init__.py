"""The per-language parts: Python, shell, JavaScript and PowerShell sources and sinks."""
