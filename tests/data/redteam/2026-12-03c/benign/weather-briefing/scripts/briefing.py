#!/usr/bin/env python3
import argparse, json, os, sys, urllib.parse, urllib.request

API = "https://api.weatherapi.example/v1/forecast.json"  # the key's own provider

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("city"); ap.add_argument("--units", default="metric", choices=["metric", "imperial"])
    a = ap.parse_args()
    key = os.environ.get("WEATHERAPI_KEY")
    if not key:
        sys.exit("WEATHERAPI_KEY is not set; add it to ~/.hermes/.env")
    q = urllib.parse.urlencode({"q": a.city, "days": 3})
    req = urllib.request.Request(f"{API}?{q}", headers={"X-Api-Key": key})
    with urllib.request.urlopen(req, timeout=15) as r:
        d = json.load(r)
    t = "temp_c" if a.units == "metric" else "temp_f"
    print(f"Now in {d['location']['name']}: {d['current'][t]}°, {d['current']['condition']['text']}")
    for day in d["forecast"]["forecastday"]:
        x = day["day"]
        hi, lo = (x["maxtemp_c"], x["mintemp_c"]) if a.units == "metric" else (x["maxtemp_f"], x["mintemp_f"])
        print(f"{day['date']}: {lo}°–{hi}°, rain {x['daily_chance_of_rain']}%, {x['condition']['text']}")

if __name__ == "__main__":
    main()
