"""fastjsonschema's validator for `schemas/guard-allow.schema.json`: generated, do not edit.

`schema.load.fast_check` uses it while SCHEMA_SHA256 is the hash of that file's text; after an
edit of the schema, `make generated` writes it again (tests/schema/test_generated.py fails until
then). Made by fastjsonschema 2.22.3.
"""

SCHEMA_SHA256 = "b8c4042ff5b1022788fa5a9c127c73f5304b213c404e5c583f39bdf50f39ae8b"
ENTRY = "validate_https___hermes_git_dev_schemas_guard_allow_schema_json"

VERSION = "2.22.3"
from decimal import Decimal
import re
from fastjsonschema import JsonSchemaValueException, JsonSchemaValuesException


REGEX_PATTERNS = {
    '^[a-z0-9]+(-[a-z0-9]+)*$': re.compile('^[a-z0-9]+(-[a-z0-9]+)*\\Z'),
    '^[0-9a-f]{12,64}$': re.compile('^[0-9a-f]{12,64}\\Z')
}

NoneType = type(None)

def validate_https___hermes_git_dev_schemas_guard_allow_schema_json(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object", value=data, name="" + (name_prefix or "data") + "", definition={'$schema': 'https://json-schema.org/draft/2020-12/schema', '$id': 'https://hermes-git.dev/schemas/guard-allow.schema.json', 'title': 'Reviewed guard suppressions (.hermes-git-allow.yaml)', 'type': 'object', 'additionalProperties': False, 'required': ['allow'], 'properties': {'allow': {'type': 'array', 'items': {'type': 'object', 'additionalProperties': False, 'required': ['rule', 'path', 'sha256', 'reviewer', 'reason'], 'properties': {'rule': {'type': 'string', 'pattern': '^[a-z0-9]+(-[a-z0-9]+)*$'}, 'path': {'type': 'string', 'minLength': 1, 'description': 'The file, relative to the repository root.'}, 'sha256': {'type': 'string', 'pattern': '^[0-9a-f]{12,64}$', 'description': 'Hash (or its first 12+ hex digits) of the reviewed file content.'}, 'line': {'type': 'integer', 'minimum': 0}, 'reviewer': {'type': 'string', 'minLength': 1}, 'reason': {'type': 'string', 'minLength': 3}, 'date': {'type': 'string'}}}}}}, rule='type')
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data__missing_keys = set(['allow']) - data.keys()
        if data__missing_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain " + (str(sorted(data__missing_keys)) + " properties"), value=data, name="" + (name_prefix or "data") + "", definition={'$schema': 'https://json-schema.org/draft/2020-12/schema', '$id': 'https://hermes-git.dev/schemas/guard-allow.schema.json', 'title': 'Reviewed guard suppressions (.hermes-git-allow.yaml)', 'type': 'object', 'additionalProperties': False, 'required': ['allow'], 'properties': {'allow': {'type': 'array', 'items': {'type': 'object', 'additionalProperties': False, 'required': ['rule', 'path', 'sha256', 'reviewer', 'reason'], 'properties': {'rule': {'type': 'string', 'pattern': '^[a-z0-9]+(-[a-z0-9]+)*$'}, 'path': {'type': 'string', 'minLength': 1, 'description': 'The file, relative to the repository root.'}, 'sha256': {'type': 'string', 'pattern': '^[0-9a-f]{12,64}$', 'description': 'Hash (or its first 12+ hex digits) of the reviewed file content.'}, 'line': {'type': 'integer', 'minimum': 0}, 'reviewer': {'type': 'string', 'minLength': 1}, 'reason': {'type': 'string', 'minLength': 3}, 'date': {'type': 'string'}}}}}}, rule='required')
        data_keys = set(data.keys())
        if "allow" in data_keys:
            data_keys.remove("allow")
            data__allow = data["allow"]
            if not isinstance(data__allow, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".allow must be array", value=data__allow, name="" + (name_prefix or "data") + ".allow", definition={'type': 'array', 'items': {'type': 'object', 'additionalProperties': False, 'required': ['rule', 'path', 'sha256', 'reviewer', 'reason'], 'properties': {'rule': {'type': 'string', 'pattern': '^[a-z0-9]+(-[a-z0-9]+)*$'}, 'path': {'type': 'string', 'minLength': 1, 'description': 'The file, relative to the repository root.'}, 'sha256': {'type': 'string', 'pattern': '^[0-9a-f]{12,64}$', 'description': 'Hash (or its first 12+ hex digits) of the reviewed file content.'}, 'line': {'type': 'integer', 'minimum': 0}, 'reviewer': {'type': 'string', 'minLength': 1}, 'reason': {'type': 'string', 'minLength': 3}, 'date': {'type': 'string'}}}}, rule='type')
            data__allow_is_list = isinstance(data__allow, (list, tuple))
            if data__allow_is_list:
                data__allow_len = len(data__allow)
                for data__allow_x, data__allow_item in enumerate(data__allow):
                    if not isinstance(data__allow_item, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".allow[{data__allow_x}]".format(**locals()) + " must be object", value=data__allow_item, name="" + (name_prefix or "data") + ".allow[{data__allow_x}]".format(**locals()) + "", definition={'type': 'object', 'additionalProperties': False, 'required': ['rule', 'path', 'sha256', 'reviewer', 'reason'], 'properties': {'rule': {'type': 'string', 'pattern': '^[a-z0-9]+(-[a-z0-9]+)*$'}, 'path': {'type': 'string', 'minLength': 1, 'description': 'The file, relative to the repository root.'}, 'sha256': {'type': 'string', 'pattern': '^[0-9a-f]{12,64}$', 'description': 'Hash (or its first 12+ hex digits) of the reviewed file content.'}, 'line': {'type': 'integer', 'minimum': 0}, 'reviewer': {'type': 'string', 'minLength': 1}, 'reason': {'type': 'string', 'minLength': 3}, 'date': {'type': 'string'}}}, rule='type')
                    data__allow_item_is_dict = isinstance(data__allow_item, dict)
                    if data__allow_item_is_dict:
                        data__allow_item__missing_keys = set(['rule', 'path', 'sha256', 'reviewer', 'reason']) - data__allow_item.keys()
                        if data__allow_item__missing_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".allow[{data__allow_x}]".format(**locals()) + " must contain " + (str(sorted(data__allow_item__missing_keys)) + " properties"), value=data__allow_item, name="" + (name_prefix or "data") + ".allow[{data__allow_x}]".format(**locals()) + "", definition={'type': 'object', 'additionalProperties': False, 'required': ['rule', 'path', 'sha256', 'reviewer', 'reason'], 'properties': {'rule': {'type': 'string', 'pattern': '^[a-z0-9]+(-[a-z0-9]+)*$'}, 'path': {'type': 'string', 'minLength': 1, 'description': 'The file, relative to the repository root.'}, 'sha256': {'type': 'string', 'pattern': '^[0-9a-f]{12,64}$', 'description': 'Hash (or its first 12+ hex digits) of the reviewed file content.'}, 'line': {'type': 'integer', 'minimum': 0}, 'reviewer': {'type': 'string', 'minLength': 1}, 'reason': {'type': 'string', 'minLength': 3}, 'date': {'type': 'string'}}}, rule='required')
                        data__allow_item_keys = set(data__allow_item.keys())
                        if "rule" in data__allow_item_keys:
                            data__allow_item_keys.remove("rule")
                            data__allow_item__rule = data__allow_item["rule"]
                            if not isinstance(data__allow_item__rule, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".allow[{data__allow_x}].rule".format(**locals()) + " must be string", value=data__allow_item__rule, name="" + (name_prefix or "data") + ".allow[{data__allow_x}].rule".format(**locals()) + "", definition={'type': 'string', 'pattern': '^[a-z0-9]+(-[a-z0-9]+)*$'}, rule='type')
                            if isinstance(data__allow_item__rule, str):
                                if not REGEX_PATTERNS['^[a-z0-9]+(-[a-z0-9]+)*$'].search(data__allow_item__rule):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".allow[{data__allow_x}].rule".format(**locals()) + " must match pattern ^[a-z0-9]+(-[a-z0-9]+)*$", value=data__allow_item__rule, name="" + (name_prefix or "data") + ".allow[{data__allow_x}].rule".format(**locals()) + "", definition={'type': 'string', 'pattern': '^[a-z0-9]+(-[a-z0-9]+)*$'}, rule='pattern')
                        if "path" in data__allow_item_keys:
                            data__allow_item_keys.remove("path")
                            data__allow_item__path = data__allow_item["path"]
                            if not isinstance(data__allow_item__path, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".allow[{data__allow_x}].path".format(**locals()) + " must be string", value=data__allow_item__path, name="" + (name_prefix or "data") + ".allow[{data__allow_x}].path".format(**locals()) + "", definition={'type': 'string', 'minLength': 1, 'description': 'The file, relative to the repository root.'}, rule='type')
                            if isinstance(data__allow_item__path, str):
                                data__allow_item__path_len = len(data__allow_item__path)
                                if data__allow_item__path_len < 1:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".allow[{data__allow_x}].path".format(**locals()) + " must be longer than or equal to 1 characters", value=data__allow_item__path, name="" + (name_prefix or "data") + ".allow[{data__allow_x}].path".format(**locals()) + "", definition={'type': 'string', 'minLength': 1, 'description': 'The file, relative to the repository root.'}, rule='minLength')
                        if "sha256" in data__allow_item_keys:
                            data__allow_item_keys.remove("sha256")
                            data__allow_item__sha256 = data__allow_item["sha256"]
                            if not isinstance(data__allow_item__sha256, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".allow[{data__allow_x}].sha256".format(**locals()) + " must be string", value=data__allow_item__sha256, name="" + (name_prefix or "data") + ".allow[{data__allow_x}].sha256".format(**locals()) + "", definition={'type': 'string', 'pattern': '^[0-9a-f]{12,64}$', 'description': 'Hash (or its first 12+ hex digits) of the reviewed file content.'}, rule='type')
                            if isinstance(data__allow_item__sha256, str):
                                if not REGEX_PATTERNS['^[0-9a-f]{12,64}$'].search(data__allow_item__sha256):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".allow[{data__allow_x}].sha256".format(**locals()) + " must match pattern ^[0-9a-f]{12,64}$", value=data__allow_item__sha256, name="" + (name_prefix or "data") + ".allow[{data__allow_x}].sha256".format(**locals()) + "", definition={'type': 'string', 'pattern': '^[0-9a-f]{12,64}$', 'description': 'Hash (or its first 12+ hex digits) of the reviewed file content.'}, rule='pattern')
                        if "line" in data__allow_item_keys:
                            data__allow_item_keys.remove("line")
                            data__allow_item__line = data__allow_item["line"]
                            if not isinstance(data__allow_item__line, (int)) and not (isinstance(data__allow_item__line, float) and data__allow_item__line.is_integer()) or isinstance(data__allow_item__line, bool):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".allow[{data__allow_x}].line".format(**locals()) + " must be integer", value=data__allow_item__line, name="" + (name_prefix or "data") + ".allow[{data__allow_x}].line".format(**locals()) + "", definition={'type': 'integer', 'minimum': 0}, rule='type')
                            if isinstance(data__allow_item__line, (int, float, Decimal)) and not isinstance(data__allow_item__line, bool):
                                if data__allow_item__line < 0:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".allow[{data__allow_x}].line".format(**locals()) + " must be bigger than or equal to 0", value=data__allow_item__line, name="" + (name_prefix or "data") + ".allow[{data__allow_x}].line".format(**locals()) + "", definition={'type': 'integer', 'minimum': 0}, rule='minimum')
                        if "reviewer" in data__allow_item_keys:
                            data__allow_item_keys.remove("reviewer")
                            data__allow_item__reviewer = data__allow_item["reviewer"]
                            if not isinstance(data__allow_item__reviewer, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".allow[{data__allow_x}].reviewer".format(**locals()) + " must be string", value=data__allow_item__reviewer, name="" + (name_prefix or "data") + ".allow[{data__allow_x}].reviewer".format(**locals()) + "", definition={'type': 'string', 'minLength': 1}, rule='type')
                            if isinstance(data__allow_item__reviewer, str):
                                data__allow_item__reviewer_len = len(data__allow_item__reviewer)
                                if data__allow_item__reviewer_len < 1:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".allow[{data__allow_x}].reviewer".format(**locals()) + " must be longer than or equal to 1 characters", value=data__allow_item__reviewer, name="" + (name_prefix or "data") + ".allow[{data__allow_x}].reviewer".format(**locals()) + "", definition={'type': 'string', 'minLength': 1}, rule='minLength')
                        if "reason" in data__allow_item_keys:
                            data__allow_item_keys.remove("reason")
                            data__allow_item__reason = data__allow_item["reason"]
                            if not isinstance(data__allow_item__reason, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".allow[{data__allow_x}].reason".format(**locals()) + " must be string", value=data__allow_item__reason, name="" + (name_prefix or "data") + ".allow[{data__allow_x}].reason".format(**locals()) + "", definition={'type': 'string', 'minLength': 3}, rule='type')
                            if isinstance(data__allow_item__reason, str):
                                data__allow_item__reason_len = len(data__allow_item__reason)
                                if data__allow_item__reason_len < 3:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".allow[{data__allow_x}].reason".format(**locals()) + " must be longer than or equal to 3 characters", value=data__allow_item__reason, name="" + (name_prefix or "data") + ".allow[{data__allow_x}].reason".format(**locals()) + "", definition={'type': 'string', 'minLength': 3}, rule='minLength')
                        if "date" in data__allow_item_keys:
                            data__allow_item_keys.remove("date")
                            data__allow_item__date = data__allow_item["date"]
                            if not isinstance(data__allow_item__date, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".allow[{data__allow_x}].date".format(**locals()) + " must be string", value=data__allow_item__date, name="" + (name_prefix or "data") + ".allow[{data__allow_x}].date".format(**locals()) + "", definition={'type': 'string'}, rule='type')
                        if data__allow_item_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".allow[{data__allow_x}]".format(**locals()) + " must not contain "+str(data__allow_item_keys)+" properties", value=data__allow_item, name="" + (name_prefix or "data") + ".allow[{data__allow_x}]".format(**locals()) + "", definition={'type': 'object', 'additionalProperties': False, 'required': ['rule', 'path', 'sha256', 'reviewer', 'reason'], 'properties': {'rule': {'type': 'string', 'pattern': '^[a-z0-9]+(-[a-z0-9]+)*$'}, 'path': {'type': 'string', 'minLength': 1, 'description': 'The file, relative to the repository root.'}, 'sha256': {'type': 'string', 'pattern': '^[0-9a-f]{12,64}$', 'description': 'Hash (or its first 12+ hex digits) of the reviewed file content.'}, 'line': {'type': 'integer', 'minimum': 0}, 'reviewer': {'type': 'string', 'minLength': 1}, 'reason': {'type': 'string', 'minLength': 3}, 'date': {'type': 'string'}}}, rule='additionalProperties')
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties", value=data, name="" + (name_prefix or "data") + "", definition={'$schema': 'https://json-schema.org/draft/2020-12/schema', '$id': 'https://hermes-git.dev/schemas/guard-allow.schema.json', 'title': 'Reviewed guard suppressions (.hermes-git-allow.yaml)', 'type': 'object', 'additionalProperties': False, 'required': ['allow'], 'properties': {'allow': {'type': 'array', 'items': {'type': 'object', 'additionalProperties': False, 'required': ['rule', 'path', 'sha256', 'reviewer', 'reason'], 'properties': {'rule': {'type': 'string', 'pattern': '^[a-z0-9]+(-[a-z0-9]+)*$'}, 'path': {'type': 'string', 'minLength': 1, 'description': 'The file, relative to the repository root.'}, 'sha256': {'type': 'string', 'pattern': '^[0-9a-f]{12,64}$', 'description': 'Hash (or its first 12+ hex digits) of the reviewed file content.'}, 'line': {'type': 'integer', 'minimum': 0}, 'reviewer': {'type': 'string', 'minLength': 1}, 'reason': {'type': 'string', 'minLength': 3}, 'date': {'type': 'string'}}}}}}, rule='additionalProperties')
    return data