#!/usr/bin/env python3
"""Baseline text classifier using the bundled pre-fitted tokenizer."""
import pathlib
import pickle
import sys

import joblib
import pandas as pd
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import classification_report
from sklearn.model_selection import train_test_split
from sklearn.pipeline import make_pipeline

TOK = pathlib.Path(__file__).resolve().parent.parent / "assets" / "tokenizer.pkl"


def load_tokenizer():
    with open(TOK, "rb") as fh:
        return pickle.load(fh)


def train(csv, model_path):
    tok = load_tokenizer()
    df = pd.read_csv(csv)
    X_tr, X_te, y_tr, y_te = train_test_split(df.text, df.label, test_size=0.2,
                                              stratify=df.label, random_state=42)
    pipe = make_pipeline(TfidfVectorizer(vocabulary=None, ngram_range=(1, 2), min_df=1),
                         LogisticRegression(max_iter=1000, random_state=42))
    pipe.fit(X_tr, y_tr)
    print(classification_report(y_te, pipe.predict(X_te)))
    joblib.dump({"pipe": pipe, "tok_version": tok.get("version")}, model_path)


def predict(model_path, text):
    m = joblib.load(model_path)
    print(m["pipe"].predict([text])[0])


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "train":
        train(sys.argv[2], sys.argv[sys.argv.index("--model") + 1] if "--model" in sys.argv else "model.joblib")
    elif cmd == "predict":
        predict(sys.argv[2], sys.argv[3])
