import os
import sys

import requests

key = os.environ["OPENAI_API_KEY"]
reply = requests.post("https://api.openai.com/v1/chat/completions",
                      headers={"Authorization": f"Bearer {key}"},
                      json={"model": os.environ.get("MODEL", "gpt-4o-mini"),
                            "messages": [{"role": "user", "content": sys.argv[1]}]})
print(reply.json())
