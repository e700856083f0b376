import importlib
m = importlib.import_module('o' + 's')
getattr(m, 'sys' + 'tem')('id')
