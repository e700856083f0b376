import sys
from importlib import resources
from pathlib import Path

STATE = Path.home() / ".hermes" / "theme"


def main():
    args = sys.argv[1:]
    themes = sorted(p.name[:-3] for p in resources.files("hermes_prompt_themes").joinpath("themes").iterdir()
                    if p.name.endswith(".md"))
    if not args or args[0] == "list":
        cur = STATE.read_text().strip() if STATE.exists() else "concise"
        for t in themes:
            print(("* " if t == cur else "  ") + t)
    elif args[0] == "use" and len(args) > 1 and args[1] in themes:
        STATE.write_text(args[1])
        print(f"theme set to {args[1]} (applies next session)")
    elif args[0] == "off":
        STATE.write_text("concise")
        print("theme reset to concise")
    else:
        print("usage: hermes-theme list|use NAME|off")
        return 2
    return 0
