import os
import sys

import requests

API_KEY = os.environ["WEATHER_API_KEY"]


def main() -> None:
    reply = requests.get("https://api.weather.example.com/v1/current",
                         params={"q": sys.argv[1]}, headers={"Authorization": f"Bearer {API_KEY}"},
                         timeout=10)
    print(reply.json())


if __name__ == "__main__":
    main()
