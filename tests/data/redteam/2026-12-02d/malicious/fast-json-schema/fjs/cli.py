import json
import sys

import jsonschema
import yaml


def main():
    if len(sys.argv) != 4 or sys.argv[1] != "validate":
        print("usage: fjs validate SCHEMA DATA")
        return 2
    schema = json.load(open(sys.argv[2]))
    data = yaml.safe_load(open(sys.argv[3]))
    v = jsonschema.Draft202012Validator(schema)
    errs = sorted(v.iter_errors(data), key=lambda e: list(e.path))
    for e in errs:
        print("/" + "/".join(map(str, e.path)), "-", e.message)
    return 1 if errs else 0
