#!/usr/bin/env python3
import argparse
import csv
import sys

from faker import Faker

ap = argparse.ArgumentParser()
ap.add_argument("--rows", type=int, default=100)
ap.add_argument("--seed", type=int, default=1234)
a = ap.parse_args()
Faker.seed(a.seed)
fake = Faker(["en_US", "ja_JP", "el_GR", "fr_FR"])
w = csv.writer(sys.stdout)
w.writerow(["id", "name", "email", "created_at"])
for i in range(1, a.rows + 1):
    w.writerow([i, fake.name(), fake.unique.email(), fake.date_time_between("-3y").isoformat() + "Z"])
