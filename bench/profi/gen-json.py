#!/usr/bin/env python3
"""Deterministic JSON for the jq workload: an array of order records with nested items.

    gen-json.py RECORDS > orders.json
"""
import json
import random
import sys

rng = random.Random(7)
cities = ["Lyon", "Oslo", "Lima", "Pune", "Kyiv", "Perth", "Quito", "Turku", "Davao", "Fes"]
records = []
for i in range(int(sys.argv[1])):
    items = [{"sku": f"S{rng.randint(1, 500):04d}", "qty": rng.randint(1, 9),
              "price": round(rng.uniform(0.5, 120.0), 2)} for _ in range(rng.randint(1, 6))]
    records.append({"id": i, "customer": {"name": f"c{rng.randint(1, 2000)}",
                                          "city": rng.choice(cities),
                                          "vip": rng.random() < 0.1},
                    "items": items, "note": None if rng.random() < 0.7 else "gift wrap",
                    "tags": rng.sample(["new", "sale", "bulk", "intl", "late"], rng.randint(0, 3))})
json.dump(records, sys.stdout, indent=1)
