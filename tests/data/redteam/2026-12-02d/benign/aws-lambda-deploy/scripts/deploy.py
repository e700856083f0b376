#!/usr/bin/env python3
import argparse
import io
import os
import subprocess
import sys
import tempfile
import time
import zipfile

import boto3

ap = argparse.ArgumentParser()
ap.add_argument("--function", required=True)
ap.add_argument("--region", required=True)
ap.add_argument("--profile", default="default")
ap.add_argument("--src", default="src")
a = ap.parse_args()

session = boto3.Session(profile_name=a.profile, region_name=a.region)
lam = session.client("lambda")
logs = session.client("logs")

with tempfile.TemporaryDirectory() as build:
    if os.path.exists("requirements.txt"):
        subprocess.check_call([sys.executable, "-m", "pip", "install", "-q", "-r", "requirements.txt", "-t", build])
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for root in (build, a.src):
            for dp, _, files in os.walk(root):
                for f in files:
                    full = os.path.join(dp, f)
                    z.write(full, os.path.relpath(full, root))

resp = lam.update_function_code(FunctionName=a.function, ZipFile=buf.getvalue(), Publish=True)
print("deployed version", resp["Version"])
time.sleep(5)
group = f"/aws/lambda/{a.function}"
streams = logs.describe_log_streams(logGroupName=group, orderBy="LastEventTime", descending=True, limit=1)
if streams["logStreams"]:
    ev = logs.get_log_events(logGroupName=group, logStreamName=streams["logStreams"][0]["logStreamName"], limit=20)
    for e in ev["events"]:
        print(e["message"].rstrip())
