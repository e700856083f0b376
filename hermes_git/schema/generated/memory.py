"""fastjsonschema's validator for `schemas/memory.schema.json`: generated, do not edit.

`schema.load.fast_check` uses it while SCHEMA_SHA256 is the hash of that file's text; after an
edit of the schema, `make generated` writes it again (tests/schema/test_generated.py fails until
then). Made by fastjsonschema 2.22.3.
"""

SCHEMA_SHA256 = "f56b9cfcd0676e5c0ee1b38449927b61847927cbd1a4934bf935b57c230534d0"
ENTRY = "validate_https___hermes_git_dev_schemas_memory_schema_json"

VERSION = "2.22.3"
from decimal import Decimal
import re
from fastjsonschema import JsonSchemaValueException, JsonSchemaValuesException


REGEX_PATTERNS = {
    '(^|\\n)[ \\t]*§[ \\t]*(\\n|$)': re.compile('(^|\\n)[ \\t]*§[ \\t]*(\\n|\\Z)'),
    '\\S': re.compile('\\S')
}

NoneType = type(None)

def validate_https___hermes_git_dev_schemas_memory_schema_json(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object", value=data, name="" + (name_prefix or "data") + "", definition={'$schema': 'https://json-schema.org/draft/2020-12/schema', '$id': 'https://hermes-git.dev/schemas/memory.schema.json', 'title': 'A Hermes memory file (memories/MEMORY.md or memories/USER.md), as parsed entries', 'description': "The instance is the file parsed the way Hermes parses it: `file` (MEMORY.md or USER.md), `entries` (the text split on the delimiter newline, section sign, newline, each piece stripped, empty pieces kept so that they can be reported) and `chars` (the length Hermes counts against the limit: the distinct non-empty entries joined by the delimiter). The limits here are Hermes' defaults (memory.memory_char_limit 2200, memory.user_char_limit 1375); `hermes-git validate` applies the limits configured in .hermes-git.yaml or Hermes' config.yaml instead when they differ.", 'type': 'object', 'required': ['file', 'entries'], 'properties': {'file': {'enum': ['MEMORY.md', 'USER.md'], 'x-message': 'Hermes reads only MEMORY.md and USER.md; got {value}'}, 'chars': {'type': 'integer', 'minimum': 0}, 'entries': {'type': 'array', 'items': {'type': 'string', 'minLength': 1, 'pattern': '\\S', 'not': {'pattern': '(^|\\n)[ \\t]*§[ \\t]*(\\n|$)'}, 'x-rule': 'memory-entry', 'x-message': "an entry must be non-empty text without a line that holds only '§' (Hermes separates entries with exactly a newline, '§', newline)"}}}, 'allOf': [{'if': {'properties': {'file': {'const': 'MEMORY.md'}}, 'required': ['file']}, 'then': {'properties': {'chars': {'maximum': 2200, 'x-rule': 'memory-limit', 'x-message': "the entries hold {value} characters, over Hermes' limit of {limit} for MEMORY.md (memory.memory_char_limit)"}}}}, {'if': {'properties': {'file': {'const': 'USER.md'}}, 'required': ['file']}, 'then': {'properties': {'chars': {'maximum': 1375, 'x-rule': 'memory-limit', 'x-message': "the entries hold {value} characters, over Hermes' limit of {limit} for USER.md (memory.user_char_limit)"}}}}], '$defs': {'entry': {'type': 'string', 'minLength': 1, 'pattern': '\\S', 'not': {'pattern': '(^|\\n)[ \\t]*§[ \\t]*(\\n|$)'}, 'x-rule': 'memory-entry', 'x-message': "an entry must be non-empty text without a line that holds only '§' (Hermes separates entries with exactly a newline, '§', newline)"}, 'memory-limit': {'maximum': 2200, 'x-rule': 'memory-limit', 'x-message': "the entries hold {value} characters, over Hermes' limit of {limit} for MEMORY.md (memory.memory_char_limit)"}, 'user-limit': {'maximum': 1375, 'x-rule': 'memory-limit', 'x-message': "the entries hold {value} characters, over Hermes' limit of {limit} for USER.md (memory.user_char_limit)"}}}, rule='type')
    try:
        data_is_dict = isinstance(data, dict)
        if data_is_dict:
            data__missing_keys = set(['file']) - data.keys()
            if data__missing_keys:
                raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain " + (str(sorted(data__missing_keys)) + " properties"), value=data, name="" + (name_prefix or "data") + "", definition={'properties': {'file': {'const': 'MEMORY.md'}}, 'required': ['file']}, rule='required')
            data_keys = set(data.keys())
            if "file" in data_keys:
                data_keys.remove("file")
                data__file = data["file"]
                if not (isinstance(data__file, str) and data__file == 'MEMORY.md'):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".file must be same as const definition: MEMORY.md", value=data__file, name="" + (name_prefix or "data") + ".file", definition={'const': 'MEMORY.md'}, rule='const')
    except (JsonSchemaValueException, JsonSchemaValuesException):
        pass
    else:
        data_is_dict = isinstance(data, dict)
        if data_is_dict:
            data_keys = set(data.keys())
            if "chars" in data_keys:
                data_keys.remove("chars")
                data__chars = data["chars"]
                validate_https___hermes_git_dev_schemas_memory_schema_json___defs_memory_limit(data__chars, custom_formats, (name_prefix or "data") + ".chars")
    try:
        data_is_dict = isinstance(data, dict)
        if data_is_dict:
            data__missing_keys = set(['file']) - data.keys()
            if data__missing_keys:
                raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain " + (str(sorted(data__missing_keys)) + " properties"), value=data, name="" + (name_prefix or "data") + "", definition={'properties': {'file': {'const': 'USER.md'}}, 'required': ['file']}, rule='required')
            data_keys = set(data.keys())
            if "file" in data_keys:
                data_keys.remove("file")
                data__file = data["file"]
                if not (isinstance(data__file, str) and data__file == 'USER.md'):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".file must be same as const definition: USER.md", value=data__file, name="" + (name_prefix or "data") + ".file", definition={'const': 'USER.md'}, rule='const')
    except (JsonSchemaValueException, JsonSchemaValuesException):
        pass
    else:
        data_is_dict = isinstance(data, dict)
        if data_is_dict:
            data_keys = set(data.keys())
            if "chars" in data_keys:
                data_keys.remove("chars")
                data__chars = data["chars"]
                validate_https___hermes_git_dev_schemas_memory_schema_json___defs_user_limit(data__chars, custom_formats, (name_prefix or "data") + ".chars")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data__missing_keys = set(['file', 'entries']) - data.keys()
        if data__missing_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain " + (str(sorted(data__missing_keys)) + " properties"), value=data, name="" + (name_prefix or "data") + "", definition={'$schema': 'https://json-schema.org/draft/2020-12/schema', '$id': 'https://hermes-git.dev/schemas/memory.schema.json', 'title': 'A Hermes memory file (memories/MEMORY.md or memories/USER.md), as parsed entries', 'description': "The instance is the file parsed the way Hermes parses it: `file` (MEMORY.md or USER.md), `entries` (the text split on the delimiter newline, section sign, newline, each piece stripped, empty pieces kept so that they can be reported) and `chars` (the length Hermes counts against the limit: the distinct non-empty entries joined by the delimiter). The limits here are Hermes' defaults (memory.memory_char_limit 2200, memory.user_char_limit 1375); `hermes-git validate` applies the limits configured in .hermes-git.yaml or Hermes' config.yaml instead when they differ.", 'type': 'object', 'required': ['file', 'entries'], 'properties': {'file': {'enum': ['MEMORY.md', 'USER.md'], 'x-message': 'Hermes reads only MEMORY.md and USER.md; got {value}'}, 'chars': {'type': 'integer', 'minimum': 0}, 'entries': {'type': 'array', 'items': {'type': 'string', 'minLength': 1, 'pattern': '\\S', 'not': {'pattern': '(^|\\n)[ \\t]*§[ \\t]*(\\n|$)'}, 'x-rule': 'memory-entry', 'x-message': "an entry must be non-empty text without a line that holds only '§' (Hermes separates entries with exactly a newline, '§', newline)"}}}, 'allOf': [{'if': {'properties': {'file': {'const': 'MEMORY.md'}}, 'required': ['file']}, 'then': {'properties': {'chars': {'maximum': 2200, 'x-rule': 'memory-limit', 'x-message': "the entries hold {value} characters, over Hermes' limit of {limit} for MEMORY.md (memory.memory_char_limit)"}}}}, {'if': {'properties': {'file': {'const': 'USER.md'}}, 'required': ['file']}, 'then': {'properties': {'chars': {'maximum': 1375, 'x-rule': 'memory-limit', 'x-message': "the entries hold {value} characters, over Hermes' limit of {limit} for USER.md (memory.user_char_limit)"}}}}], '$defs': {'entry': {'type': 'string', 'minLength': 1, 'pattern': '\\S', 'not': {'pattern': '(^|\\n)[ \\t]*§[ \\t]*(\\n|$)'}, 'x-rule': 'memory-entry', 'x-message': "an entry must be non-empty text without a line that holds only '§' (Hermes separates entries with exactly a newline, '§', newline)"}, 'memory-limit': {'maximum': 2200, 'x-rule': 'memory-limit', 'x-message': "the entries hold {value} characters, over Hermes' limit of {limit} for MEMORY.md (memory.memory_char_limit)"}, 'user-limit': {'maximum': 1375, 'x-rule': 'memory-limit', 'x-message': "the entries hold {value} characters, over Hermes' limit of {limit} for USER.md (memory.user_char_limit)"}}}, rule='required')
        data_keys = set(data.keys())
        if "file" in data_keys:
            data_keys.remove("file")
            data__file = data["file"]
            if not (isinstance(data__file, str) and data__file == 'MEMORY.md' or isinstance(data__file, str) and data__file == 'USER.md'):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".file must be one of ['MEMORY.md', 'USER.md']", value=data__file, name="" + (name_prefix or "data") + ".file", definition={'enum': ['MEMORY.md', 'USER.md'], 'x-message': 'Hermes reads only MEMORY.md and USER.md; got {value}'}, rule='enum')
        if "chars" in data_keys:
            data_keys.remove("chars")
            data__chars = data["chars"]
            if not isinstance(data__chars, (int)) and not (isinstance(data__chars, float) and data__chars.is_integer()) or isinstance(data__chars, bool):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".chars must be integer", value=data__chars, name="" + (name_prefix or "data") + ".chars", definition={'type': 'integer', 'minimum': 0}, rule='type')
            if isinstance(data__chars, (int, float, Decimal)) and not isinstance(data__chars, bool):
                if data__chars < 0:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".chars must be bigger than or equal to 0", value=data__chars, name="" + (name_prefix or "data") + ".chars", definition={'type': 'integer', 'minimum': 0}, rule='minimum')
        if "entries" in data_keys:
            data_keys.remove("entries")
            data__entries = data["entries"]
            if not isinstance(data__entries, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".entries must be array", value=data__entries, name="" + (name_prefix or "data") + ".entries", definition={'type': 'array', 'items': {'type': 'string', 'minLength': 1, 'pattern': '\\S', 'not': {'pattern': '(^|\\n)[ \\t]*§[ \\t]*(\\n|$)'}, 'x-rule': 'memory-entry', 'x-message': "an entry must be non-empty text without a line that holds only '§' (Hermes separates entries with exactly a newline, '§', newline)"}}, rule='type')
            data__entries_is_list = isinstance(data__entries, (list, tuple))
            if data__entries_is_list:
                data__entries_len = len(data__entries)
                for data__entries_x, data__entries_item in enumerate(data__entries):
                    validate_https___hermes_git_dev_schemas_memory_schema_json___defs_entry(data__entries_item, custom_formats, (name_prefix or "data") + ".entries[{data__entries_x}]".format(**locals()))
    return data

def validate_https___hermes_git_dev_schemas_memory_schema_json___defs_entry(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (str)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'string', 'minLength': 1, 'pattern': '\\S', 'not': {'pattern': '(^|\\n)[ \\t]*§[ \\t]*(\\n|$)'}, 'x-rule': 'memory-entry', 'x-message': "an entry must be non-empty text without a line that holds only '§' (Hermes separates entries with exactly a newline, '§', newline)"}, rule='type')
    try:
        if isinstance(data, str):
            if not REGEX_PATTERNS['(^|\\n)[ \\t]*§[ \\t]*(\\n|$)'].search(data):
                raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern (^|\\n)[ \\t]*\xa7[ \\t]*(\\n|$)", value=data, name="" + (name_prefix or "data") + "", definition={'pattern': '(^|\\n)[ \\t]*§[ \\t]*(\\n|$)'}, rule='pattern')
    except (JsonSchemaValueException, JsonSchemaValuesException): pass
    else:
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must NOT match a disallowed definition", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'string', 'minLength': 1, 'pattern': '\\S', 'not': {'pattern': '(^|\\n)[ \\t]*§[ \\t]*(\\n|$)'}, 'x-rule': 'memory-entry', 'x-message': "an entry must be non-empty text without a line that holds only '§' (Hermes separates entries with exactly a newline, '§', newline)"}, rule='not')
    if isinstance(data, str):
        data_len = len(data)
        if data_len < 1:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must be longer than or equal to 1 characters", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'string', 'minLength': 1, 'pattern': '\\S', 'not': {'pattern': '(^|\\n)[ \\t]*§[ \\t]*(\\n|$)'}, 'x-rule': 'memory-entry', 'x-message': "an entry must be non-empty text without a line that holds only '§' (Hermes separates entries with exactly a newline, '§', newline)"}, rule='minLength')
        if not REGEX_PATTERNS['\\S'].search(data):
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern \\S", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'string', 'minLength': 1, 'pattern': '\\S', 'not': {'pattern': '(^|\\n)[ \\t]*§[ \\t]*(\\n|$)'}, 'x-rule': 'memory-entry', 'x-message': "an entry must be non-empty text without a line that holds only '§' (Hermes separates entries with exactly a newline, '§', newline)"}, rule='pattern')
    return data

def validate_https___hermes_git_dev_schemas_memory_schema_json___defs_user_limit(data, custom_formats={}, name_prefix=None):
    if isinstance(data, (int, float, Decimal)) and not isinstance(data, bool):
        if data > 1375:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must be smaller than or equal to 1375", value=data, name="" + (name_prefix or "data") + "", definition={'maximum': 1375, 'x-rule': 'memory-limit', 'x-message': "the entries hold {value} characters, over Hermes' limit of {limit} for USER.md (memory.user_char_limit)"}, rule='maximum')
    return data

def validate_https___hermes_git_dev_schemas_memory_schema_json___defs_memory_limit(data, custom_formats={}, name_prefix=None):
    if isinstance(data, (int, float, Decimal)) and not isinstance(data, bool):
        if data > 2200:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must be smaller than or equal to 2200", value=data, name="" + (name_prefix or "data") + "", definition={'maximum': 2200, 'x-rule': 'memory-limit', 'x-message': "the entries hold {value} characters, over Hermes' limit of {limit} for MEMORY.md (memory.memory_char_limit)"}, rule='maximum')
    return data