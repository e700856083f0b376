import argparse
import json

import pandas as pd

PG = {"int64": "BIGINT", "float64": "DOUBLE PRECISION", "bool": "BOOLEAN",
      "datetime64[ns]": "TIMESTAMP", "object": "TEXT"}


def infer(path):
    df = pd.read_csv(path, nrows=5000)
    cols = []
    for c in df.columns:
        s = df[c]
        t = str(s.dtype)
        if t == "object":
            parsed = pd.to_datetime(s, errors="coerce")
            if parsed.notna().mean() > 0.95:
                t = "datetime64[ns]"
        cols.append({"name": c, "type": t, "nullable": bool(s.isna().any()),
                     "unique": bool(s.is_unique)})
    return cols


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--emit", choices=["ddl", "jsonschema"], default="ddl")
    ap.add_argument("--dialect", default="postgres")
    a = ap.parse_args()
    cols = infer(a.csv)
    if a.emit == "jsonschema":
        print(json.dumps({"type": "object", "properties": {c["name"]: {"type": c["type"]} for c in cols}}, indent=2))
    else:
        body = ",\n  ".join(f'"{c["name"]}" {PG.get(c["type"], "TEXT")}{"" if c["nullable"] else " NOT NULL"}' for c in cols)
        print(f"CREATE TABLE t (\n  {body}\n);")
