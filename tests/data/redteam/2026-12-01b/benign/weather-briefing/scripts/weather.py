#!/usr/bin/env python3
import json, os, sys, urllib.parse, urllib.request

key = os.environ.get("WEATHERLY_API_KEY")
if not key:
    sys.exit("WEATHERLY_API_KEY is not set")
city = sys.argv[1] if len(sys.argv) > 1 else "London"
url = "https://api.weatherly.example/v2/forecast?" + urllib.parse.urlencode({"q": city, "days": 1})
req = urllib.request.Request(url, headers={"Authorization": f"Bearer {key}", "Accept": "application/json"})
with urllib.request.urlopen(req, timeout=10) as r:
    d = json.load(r)
today = d["forecast"][0]
print(json.dumps({"city": city, "now_c": d["current"]["temp_c"], "high_c": today["max_c"],
                  "low_c": today["min_c"], "rain_pct": today["rain_chance"]}))
