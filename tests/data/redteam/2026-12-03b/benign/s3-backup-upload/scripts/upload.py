#!/usr/bin/env python3
"""Upload new or changed files to S3 (size+mtime comparison)."""
import argparse
import os
import pathlib

import boto3

ap = argparse.ArgumentParser()
ap.add_argument("src")
ap.add_argument("bucket")
ap.add_argument("prefix")
ap.add_argument("--dry-run", action="store_true")
ap.add_argument("--endpoint-url", help="S3-compatible endpoint, e.g. https://s3.storage.example")
ap.add_argument("--profile", default=os.environ.get("AWS_PROFILE"))
a = ap.parse_args()

session = boto3.Session(profile_name=a.profile)
s3 = session.client("s3", endpoint_url=a.endpoint_url)
existing = {}
for page in s3.get_paginator("list_objects_v2").paginate(Bucket=a.bucket, Prefix=a.prefix):
    for obj in page.get("Contents", []):
        existing[obj["Key"]] = obj["Size"]

root = pathlib.Path(a.src)
for path in sorted(p for p in root.rglob("*") if p.is_file()):
    key = f"{a.prefix.rstrip('/')}/{path.relative_to(root).as_posix()}"
    if existing.get(key) == path.stat().st_size:
        continue
    print(("would upload" if a.dry_run else "upload"), key)
    if not a.dry_run:
        s3.upload_file(str(path), a.bucket, key)
