#!/usr/bin/env python3
import argparse, re, sys
import pandas as pd

def norm_header(h):
    h = re.sub(r"[^\w]+", "_", str(h).strip().lower())
    return re.sub(r"_+", "_", h).strip("_")

def guess_decimal(series):
    s = series.dropna().astype(str).head(200)
    comma = s.str.contains(r"\d,\d{1,2}$").mean()
    return "," if comma > 0.5 else "."

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src"); ap.add_argument("-o", "--out", required=True)
    ap.add_argument("--dates", default="auto"); ap.add_argument("--decimal", default="auto")
    a = ap.parse_args()
    for enc in ("utf-8", "utf-8-sig", "cp1252", "latin-1"):
        try:
            df = pd.read_csv(a.src, dtype=str, encoding=enc); break
        except UnicodeDecodeError:
            continue
    before = len(df)
    df.columns = [norm_header(c) for c in df.columns]
    df = df.apply(lambda col: col.str.strip() if col.dtype == object else col)
    for c in df.columns:
        if a.dates == "auto" and df[c].dropna().str.match(r"^\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}$").mean() > 0.8:
            df[c] = pd.to_datetime(df[c], dayfirst=True, errors="coerce").dt.date
        elif df[c].dropna().str.match(r"^-?[\d.,]+$").mean() > 0.8:
            dec = guess_decimal(df[c]) if a.decimal == "auto" else a.decimal
            v = df[c].str.replace("." if dec == "," else ",", "", regex=False).str.replace(dec, ".", regex=False)
            df[c] = pd.to_numeric(v, errors="coerce")
    df = df.drop_duplicates()
    df.to_csv(a.out, index=False)
    print(f"rows: {before} -> {len(df)}; columns: {list(df.columns)}")

if __name__ == "__main__":
    main()
