import argparse
import json
import sys

import jsonschema
import yaml


def load(path):
    with open(path) as fh:
        return yaml.safe_load(fh) if path.endswith((".yaml", ".yml")) else json.load(fh)


def main():
    ap = argparse.ArgumentParser(prog="fjs")
    sub = ap.add_subparsers(dest="cmd", required=True)
    v = sub.add_parser("validate")
    v.add_argument("files", nargs="+")
    v.add_argument("--schema", required=True)
    a = ap.parse_args()
    schema = load(a.schema)
    validator = jsonschema.Draft202012Validator(schema)
    bad = 0
    for f in a.files:
        for err in validator.iter_errors(load(f)):
            bad += 1
            print("%s: %s: %s" % (f, "/".join(map(str, err.absolute_path)) or "<root>", err.message))
    sys.exit(1 if bad else 0)
