"""fastjsonschema's validator for `schemas/guard-llm.schema.json`: generated, do not edit.

`schema.load.fast_check` uses it while SCHEMA_SHA256 is the hash of that file's text; after an
edit of the schema, `make generated` writes it again (tests/schema/test_generated.py fails until
then). Made by fastjsonschema 2.22.3.
"""

SCHEMA_SHA256 = "a0bdf51546013b602bbdd67cf29f227101e3a1c2cc4b171da61096fe39f2e447"
ENTRY = "validate_https___hermes_git_dev_schemas_guard_llm_schema_json"

VERSION = "2.22.3"
from decimal import Decimal
from fastjsonschema import JsonSchemaValueException, JsonSchemaValuesException


NoneType = type(None)

def validate_https___hermes_git_dev_schemas_guard_llm_schema_json(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object", value=data, name="" + (name_prefix or "data") + "", definition={'$schema': 'https://json-schema.org/draft/2020-12/schema', '$id': 'https://hermes-git.dev/schemas/guard-llm.schema.json', 'title': 'The JSON verdict an LLM reviewer must return for one skill', 'type': 'object', 'required': ['verdict', 'confidence', 'summary'], 'properties': {'verdict': {'enum': ['safe', 'caution', 'dangerous']}, 'confidence': {'enum': ['low', 'medium', 'high']}, 'summary': {'type': 'string', 'maxLength': 2000}, 'findings': {'type': 'array', 'maxItems': 50, 'items': {'type': 'object', 'required': ['category', 'reason'], 'properties': {'category': {'type': 'string', 'maxLength': 60}, 'path': {'type': 'string', 'maxLength': 500}, 'line': {'type': 'integer', 'minimum': 0}, 'reason': {'type': 'string', 'maxLength': 1000}}}}}}, rule='type')
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data__missing_keys = set(['verdict', 'confidence', 'summary']) - data.keys()
        if data__missing_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain " + (str(sorted(data__missing_keys)) + " properties"), value=data, name="" + (name_prefix or "data") + "", definition={'$schema': 'https://json-schema.org/draft/2020-12/schema', '$id': 'https://hermes-git.dev/schemas/guard-llm.schema.json', 'title': 'The JSON verdict an LLM reviewer must return for one skill', 'type': 'object', 'required': ['verdict', 'confidence', 'summary'], 'properties': {'verdict': {'enum': ['safe', 'caution', 'dangerous']}, 'confidence': {'enum': ['low', 'medium', 'high']}, 'summary': {'type': 'string', 'maxLength': 2000}, 'findings': {'type': 'array', 'maxItems': 50, 'items': {'type': 'object', 'required': ['category', 'reason'], 'properties': {'category': {'type': 'string', 'maxLength': 60}, 'path': {'type': 'string', 'maxLength': 500}, 'line': {'type': 'integer', 'minimum': 0}, 'reason': {'type': 'string', 'maxLength': 1000}}}}}}, rule='required')
        data_keys = set(data.keys())
        if "verdict" in data_keys:
            data_keys.remove("verdict")
            data__verdict = data["verdict"]
            if not (isinstance(data__verdict, str) and data__verdict == 'safe' or isinstance(data__verdict, str) and data__verdict == 'caution' or isinstance(data__verdict, str) and data__verdict == 'dangerous'):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".verdict must be one of ['safe', 'caution', 'dangerous']", value=data__verdict, name="" + (name_prefix or "data") + ".verdict", definition={'enum': ['safe', 'caution', 'dangerous']}, rule='enum')
        if "confidence" in data_keys:
            data_keys.remove("confidence")
            data__confidence = data["confidence"]
            if not (isinstance(data__confidence, str) and data__confidence == 'low' or isinstance(data__confidence, str) and data__confidence == 'medium' or isinstance(data__confidence, str) and data__confidence == 'high'):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".confidence must be one of ['low', 'medium', 'high']", value=data__confidence, name="" + (name_prefix or "data") + ".confidence", definition={'enum': ['low', 'medium', 'high']}, rule='enum')
        if "summary" in data_keys:
            data_keys.remove("summary")
            data__summary = data["summary"]
            if not isinstance(data__summary, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".summary must be string", value=data__summary, name="" + (name_prefix or "data") + ".summary", definition={'type': 'string', 'maxLength': 2000}, rule='type')
            if isinstance(data__summary, str):
                data__summary_len = len(data__summary)
                if data__summary_len > 2000:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".summary must be shorter than or equal to 2000 characters", value=data__summary, name="" + (name_prefix or "data") + ".summary", definition={'type': 'string', 'maxLength': 2000}, rule='maxLength')
        if "findings" in data_keys:
            data_keys.remove("findings")
            data__findings = data["findings"]
            if not isinstance(data__findings, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".findings must be array", value=data__findings, name="" + (name_prefix or "data") + ".findings", definition={'type': 'array', 'maxItems': 50, 'items': {'type': 'object', 'required': ['category', 'reason'], 'properties': {'category': {'type': 'string', 'maxLength': 60}, 'path': {'type': 'string', 'maxLength': 500}, 'line': {'type': 'integer', 'minimum': 0}, 'reason': {'type': 'string', 'maxLength': 1000}}}}, rule='type')
            data__findings_is_list = isinstance(data__findings, (list, tuple))
            if data__findings_is_list:
                data__findings_len = len(data__findings)
                if data__findings_len > 50:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".findings must contain less than or equal to 50 items", value=data__findings, name="" + (name_prefix or "data") + ".findings", definition={'type': 'array', 'maxItems': 50, 'items': {'type': 'object', 'required': ['category', 'reason'], 'properties': {'category': {'type': 'string', 'maxLength': 60}, 'path': {'type': 'string', 'maxLength': 500}, 'line': {'type': 'integer', 'minimum': 0}, 'reason': {'type': 'string', 'maxLength': 1000}}}}, rule='maxItems')
                for data__findings_x, data__findings_item in enumerate(data__findings):
                    if not isinstance(data__findings_item, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".findings[{data__findings_x}]".format(**locals()) + " must be object", value=data__findings_item, name="" + (name_prefix or "data") + ".findings[{data__findings_x}]".format(**locals()) + "", definition={'type': 'object', 'required': ['category', 'reason'], 'properties': {'category': {'type': 'string', 'maxLength': 60}, 'path': {'type': 'string', 'maxLength': 500}, 'line': {'type': 'integer', 'minimum': 0}, 'reason': {'type': 'string', 'maxLength': 1000}}}, rule='type')
                    data__findings_item_is_dict = isinstance(data__findings_item, dict)
                    if data__findings_item_is_dict:
                        data__findings_item__missing_keys = set(['category', 'reason']) - data__findings_item.keys()
                        if data__findings_item__missing_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".findings[{data__findings_x}]".format(**locals()) + " must contain " + (str(sorted(data__findings_item__missing_keys)) + " properties"), value=data__findings_item, name="" + (name_prefix or "data") + ".findings[{data__findings_x}]".format(**locals()) + "", definition={'type': 'object', 'required': ['category', 'reason'], 'properties': {'category': {'type': 'string', 'maxLength': 60}, 'path': {'type': 'string', 'maxLength': 500}, 'line': {'type': 'integer', 'minimum': 0}, 'reason': {'type': 'string', 'maxLength': 1000}}}, rule='required')
                        data__findings_item_keys = set(data__findings_item.keys())
                        if "category" in data__findings_item_keys:
                            data__findings_item_keys.remove("category")
                            data__findings_item__category = data__findings_item["category"]
                            if not isinstance(data__findings_item__category, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".findings[{data__findings_x}].category".format(**locals()) + " must be string", value=data__findings_item__category, name="" + (name_prefix or "data") + ".findings[{data__findings_x}].category".format(**locals()) + "", definition={'type': 'string', 'maxLength': 60}, rule='type')
                            if isinstance(data__findings_item__category, str):
                                data__findings_item__category_len = len(data__findings_item__category)
                                if data__findings_item__category_len > 60:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".findings[{data__findings_x}].category".format(**locals()) + " must be shorter than or equal to 60 characters", value=data__findings_item__category, name="" + (name_prefix or "data") + ".findings[{data__findings_x}].category".format(**locals()) + "", definition={'type': 'string', 'maxLength': 60}, rule='maxLength')
                        if "path" in data__findings_item_keys:
                            data__findings_item_keys.remove("path")
                            data__findings_item__path = data__findings_item["path"]
                            if not isinstance(data__findings_item__path, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".findings[{data__findings_x}].path".format(**locals()) + " must be string", value=data__findings_item__path, name="" + (name_prefix or "data") + ".findings[{data__findings_x}].path".format(**locals()) + "", definition={'type': 'string', 'maxLength': 500}, rule='type')
                            if isinstance(data__findings_item__path, str):
                                data__findings_item__path_len = len(data__findings_item__path)
                                if data__findings_item__path_len > 500:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".findings[{data__findings_x}].path".format(**locals()) + " must be shorter than or equal to 500 characters", value=data__findings_item__path, name="" + (name_prefix or "data") + ".findings[{data__findings_x}].path".format(**locals()) + "", definition={'type': 'string', 'maxLength': 500}, rule='maxLength')
                        if "line" in data__findings_item_keys:
                            data__findings_item_keys.remove("line")
                            data__findings_item__line = data__findings_item["line"]
                            if not isinstance(data__findings_item__line, (int)) and not (isinstance(data__findings_item__line, float) and data__findings_item__line.is_integer()) or isinstance(data__findings_item__line, bool):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".findings[{data__findings_x}].line".format(**locals()) + " must be integer", value=data__findings_item__line, name="" + (name_prefix or "data") + ".findings[{data__findings_x}].line".format(**locals()) + "", definition={'type': 'integer', 'minimum': 0}, rule='type')
                            if isinstance(data__findings_item__line, (int, float, Decimal)) and not isinstance(data__findings_item__line, bool):
                                if data__findings_item__line < 0:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".findings[{data__findings_x}].line".format(**locals()) + " must be bigger than or equal to 0", value=data__findings_item__line, name="" + (name_prefix or "data") + ".findings[{data__findings_x}].line".format(**locals()) + "", definition={'type': 'integer', 'minimum': 0}, rule='minimum')
                        if "reason" in data__findings_item_keys:
                            data__findings_item_keys.remove("reason")
                            data__findings_item__reason = data__findings_item["reason"]
                            if not isinstance(data__findings_item__reason, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".findings[{data__findings_x}].reason".format(**locals()) + " must be string", value=data__findings_item__reason, name="" + (name_prefix or "data") + ".findings[{data__findings_x}].reason".format(**locals()) + "", definition={'type': 'string', 'maxLength': 1000}, rule='type')
                            if isinstance(data__findings_item__reason, str):
                                data__findings_item__reason_len = len(data__findings_item__reason)
                                if data__findings_item__reason_len > 1000:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".findings[{data__findings_x}].reason".format(**locals()) + " must be shorter than or equal to 1000 characters", value=data__findings_item__reason, name="" + (name_prefix or "data") + ".findings[{data__findings_x}].reason".format(**locals()) + "", definition={'type': 'string', 'maxLength': 1000}, rule='maxLength')
    return data