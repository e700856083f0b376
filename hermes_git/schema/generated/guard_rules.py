"""fastjsonschema's validator for `schemas/guard-rules.schema.json`: generated, do not edit.

`schema.load.fast_check` uses it while SCHEMA_SHA256 is the hash of that file's text; after an
edit of the schema, `make generated` writes it again (tests/schema/test_generated.py fails until
then). Made by fastjsonschema 2.22.3.
"""

SCHEMA_SHA256 = "00ea9b716d5e6cd8bea24c78d62e63eda83da852b7dcf422f9a3d07d585e5e94"
ENTRY = "validate_https___hermes_git_dev_schemas_guard_rules_schema_json"

VERSION = "2.22.3"
from decimal import Decimal
import re
from fastjsonschema import JsonSchemaValueException, JsonSchemaValuesException


REGEX_PATTERNS = {
    '^[a-z0-9]+(-[a-z0-9]+)*$': re.compile('^[a-z0-9]+(-[a-z0-9]+)*\\Z'),
    '^[^A-Z]*$': re.compile('^[^A-Z]*\\Z')
}

NoneType = type(None)

def validate_https___hermes_git_dev_schemas_guard_rules_schema_json(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object", value=data, name="" + (name_prefix or "data") + "", definition={'$schema': 'https://json-schema.org/draft/2020-12/schema', '$id': 'https://hermes-git.dev/schemas/guard-rules.schema.json', 'title': 'hermes-git guard rules (hermes_git/guard/rules/*.yaml)', 'type': 'object', 'additionalProperties': False, 'properties': {'rules': {'type': 'array', 'items': {'type': 'object', 'additionalProperties': False, 'required': ['id', 'category', 'severity', 'confidence', 'description', 'trigger', 'pattern', 'examples'], 'properties': {'id': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/id'}, 'category': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/category'}, 'severity': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/severity'}, 'confidence': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/confidence'}, 'description': {'type': 'string', 'minLength': 8}, 'trigger': {'type': 'array', 'minItems': 1, 'items': {'type': 'string', 'minLength': 1, 'pattern': '^[^A-Z]*$'}, 'description': 'Lower-case literals; the rule runs only on text holding one.'}, 'pattern': {'type': 'string', 'minLength': 2, 'description': 'A Python regex.'}, 'case_sensitive': {'type': 'boolean', 'default': False}, 'where': {'type': 'array', 'minItems': 1, 'uniqueItems': True, 'items': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/region'}}, 'languages': {'type': 'array', 'items': {'type': 'string'}, 'description': 'Script and code-block languages the rule applies to.'}, 'context': {'type': 'object', 'additionalProperties': False, 'description': 'Severity change in a context (negative lowers); drop removes it.', 'properties': {'warned': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/delta'}, 'reference': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/delta'}, 'prose': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/delta'}, 'code': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/delta'}, 'script': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/delta'}, 'frontmatter': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/delta'}, 'comment': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/delta'}, 'decoded': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/delta'}, 'memory': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/delta'}}}, 'tags': {'type': 'array', 'items': {'type': 'string'}}, 'hermes': {'type': 'array', 'items': {'type': 'string'}, 'description': 'Hermes skills_guard pattern ids this rule covers.'}, 'examples': {'type': 'object', 'additionalProperties': False, 'required': ['match', 'no_match'], 'properties': {'match': {'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}, 'no_match': {'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}}}}}}, 'combos': {'type': 'array', 'items': {'type': 'object', 'additionalProperties': False, 'required': ['id', 'category', 'severity', 'confidence', 'description', 'all', 'examples'], 'properties': {'id': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/id'}, 'category': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/category'}, 'severity': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/severity'}, 'confidence': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/confidence'}, 'description': {'type': 'string', 'minLength': 8}, 'all': {'type': 'array', 'minItems': 2, 'items': {'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}, 'description': 'Groups of tags; each group needs one tag present in the skill.'}, 'examples': {'type': 'object', 'additionalProperties': False, 'required': ['match', 'no_match'], 'properties': {'match': {'type': 'array', 'minItems': 1, 'items': {'type': 'array', 'items': {'type': 'string'}}}, 'no_match': {'type': 'array', 'minItems': 1, 'items': {'type': 'array', 'items': {'type': 'string'}}}}}}}}}, '$defs': {'id': {'type': 'string', 'pattern': '^[a-z0-9]+(-[a-z0-9]+)*$'}, 'category': {'enum': ['exfiltration', 'credentials', 'remote-code', 'injection', 'hidden', 'manipulation', 'persistence', 'privilege', 'destructive', 'sweep', 'secrets', 'supply-chain', 'mining', 'obfuscation', 'network', 'execution', 'traversal', 'structure']}, 'severity': {'enum': ['info', 'low', 'medium', 'high', 'critical']}, 'confidence': {'enum': ['low', 'medium', 'high']}, 'region': {'enum': ['frontmatter', 'prose', 'code', 'script', 'memory']}, 'delta': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'rule': {'type': 'object', 'additionalProperties': False, 'required': ['id', 'category', 'severity', 'confidence', 'description', 'trigger', 'pattern', 'examples'], 'properties': {'id': {'type': 'string', 'pattern': '^[a-z0-9]+(-[a-z0-9]+)*$'}, 'category': {'enum': ['exfiltration', 'credentials', 'remote-code', 'injection', 'hidden', 'manipulation', 'persistence', 'privilege', 'destructive', 'sweep', 'secrets', 'supply-chain', 'mining', 'obfuscation', 'network', 'execution', 'traversal', 'structure']}, 'severity': {'enum': ['info', 'low', 'medium', 'high', 'critical']}, 'confidence': {'enum': ['low', 'medium', 'high']}, 'description': {'type': 'string', 'minLength': 8}, 'trigger': {'type': 'array', 'minItems': 1, 'items': {'type': 'string', 'minLength': 1, 'pattern': '^[^A-Z]*$'}, 'description': 'Lower-case literals; the rule runs only on text holding one.'}, 'pattern': {'type': 'string', 'minLength': 2, 'description': 'A Python regex.'}, 'case_sensitive': {'type': 'boolean', 'default': False}, 'where': {'type': 'array', 'minItems': 1, 'uniqueItems': True, 'items': {'enum': ['frontmatter', 'prose', 'code', 'script', 'memory']}}, 'languages': {'type': 'array', 'items': {'type': 'string'}, 'description': 'Script and code-block languages the rule applies to.'}, 'context': {'type': 'object', 'additionalProperties': False, 'description': 'Severity change in a context (negative lowers); drop removes it.', 'properties': {'warned': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'reference': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'prose': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'code': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'script': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'frontmatter': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'comment': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'decoded': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'memory': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}}}, 'tags': {'type': 'array', 'items': {'type': 'string'}}, 'hermes': {'type': 'array', 'items': {'type': 'string'}, 'description': 'Hermes skills_guard pattern ids this rule covers.'}, 'examples': {'type': 'object', 'additionalProperties': False, 'required': ['match', 'no_match'], 'properties': {'match': {'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}, 'no_match': {'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}}}}}, 'combo': {'type': 'object', 'additionalProperties': False, 'required': ['id', 'category', 'severity', 'confidence', 'description', 'all', 'examples'], 'properties': {'id': {'type': 'string', 'pattern': '^[a-z0-9]+(-[a-z0-9]+)*$'}, 'category': {'enum': ['exfiltration', 'credentials', 'remote-code', 'injection', 'hidden', 'manipulation', 'persistence', 'privilege', 'destructive', 'sweep', 'secrets', 'supply-chain', 'mining', 'obfuscation', 'network', 'execution', 'traversal', 'structure']}, 'severity': {'enum': ['info', 'low', 'medium', 'high', 'critical']}, 'confidence': {'enum': ['low', 'medium', 'high']}, 'description': {'type': 'string', 'minLength': 8}, 'all': {'type': 'array', 'minItems': 2, 'items': {'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}, 'description': 'Groups of tags; each group needs one tag present in the skill.'}, 'examples': {'type': 'object', 'additionalProperties': False, 'required': ['match', 'no_match'], 'properties': {'match': {'type': 'array', 'minItems': 1, 'items': {'type': 'array', 'items': {'type': 'string'}}}, 'no_match': {'type': 'array', 'minItems': 1, 'items': {'type': 'array', 'items': {'type': 'string'}}}}}}}}}, rule='type')
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data_keys = set(data.keys())
        if "rules" in data_keys:
            data_keys.remove("rules")
            data__rules = data["rules"]
            if not isinstance(data__rules, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".rules must be array", value=data__rules, name="" + (name_prefix or "data") + ".rules", definition={'type': 'array', 'items': {'type': 'object', 'additionalProperties': False, 'required': ['id', 'category', 'severity', 'confidence', 'description', 'trigger', 'pattern', 'examples'], 'properties': {'id': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/id'}, 'category': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/category'}, 'severity': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/severity'}, 'confidence': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/confidence'}, 'description': {'type': 'string', 'minLength': 8}, 'trigger': {'type': 'array', 'minItems': 1, 'items': {'type': 'string', 'minLength': 1, 'pattern': '^[^A-Z]*$'}, 'description': 'Lower-case literals; the rule runs only on text holding one.'}, 'pattern': {'type': 'string', 'minLength': 2, 'description': 'A Python regex.'}, 'case_sensitive': {'type': 'boolean', 'default': False}, 'where': {'type': 'array', 'minItems': 1, 'uniqueItems': True, 'items': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/region'}}, 'languages': {'type': 'array', 'items': {'type': 'string'}, 'description': 'Script and code-block languages the rule applies to.'}, 'context': {'type': 'object', 'additionalProperties': False, 'description': 'Severity change in a context (negative lowers); drop removes it.', 'properties': {'warned': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/delta'}, 'reference': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/delta'}, 'prose': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/delta'}, 'code': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/delta'}, 'script': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/delta'}, 'frontmatter': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/delta'}, 'comment': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/delta'}, 'decoded': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/delta'}, 'memory': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/delta'}}}, 'tags': {'type': 'array', 'items': {'type': 'string'}}, 'hermes': {'type': 'array', 'items': {'type': 'string'}, 'description': 'Hermes skills_guard pattern ids this rule covers.'}, 'examples': {'type': 'object', 'additionalProperties': False, 'required': ['match', 'no_match'], 'properties': {'match': {'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}, 'no_match': {'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}}}}}}, rule='type')
            data__rules_is_list = isinstance(data__rules, (list, tuple))
            if data__rules_is_list:
                data__rules_len = len(data__rules)
                for data__rules_x, data__rules_item in enumerate(data__rules):
                    validate_https___hermes_git_dev_schemas_guard_rules_schema_json___defs_rule(data__rules_item, custom_formats, (name_prefix or "data") + ".rules[{data__rules_x}]".format(**locals()))
        if "combos" in data_keys:
            data_keys.remove("combos")
            data__combos = data["combos"]
            if not isinstance(data__combos, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".combos must be array", value=data__combos, name="" + (name_prefix or "data") + ".combos", definition={'type': 'array', 'items': {'type': 'object', 'additionalProperties': False, 'required': ['id', 'category', 'severity', 'confidence', 'description', 'all', 'examples'], 'properties': {'id': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/id'}, 'category': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/category'}, 'severity': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/severity'}, 'confidence': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/confidence'}, 'description': {'type': 'string', 'minLength': 8}, 'all': {'type': 'array', 'minItems': 2, 'items': {'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}, 'description': 'Groups of tags; each group needs one tag present in the skill.'}, 'examples': {'type': 'object', 'additionalProperties': False, 'required': ['match', 'no_match'], 'properties': {'match': {'type': 'array', 'minItems': 1, 'items': {'type': 'array', 'items': {'type': 'string'}}}, 'no_match': {'type': 'array', 'minItems': 1, 'items': {'type': 'array', 'items': {'type': 'string'}}}}}}}}, rule='type')
            data__combos_is_list = isinstance(data__combos, (list, tuple))
            if data__combos_is_list:
                data__combos_len = len(data__combos)
                for data__combos_x, data__combos_item in enumerate(data__combos):
                    validate_https___hermes_git_dev_schemas_guard_rules_schema_json___defs_combo(data__combos_item, custom_formats, (name_prefix or "data") + ".combos[{data__combos_x}]".format(**locals()))
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties", value=data, name="" + (name_prefix or "data") + "", definition={'$schema': 'https://json-schema.org/draft/2020-12/schema', '$id': 'https://hermes-git.dev/schemas/guard-rules.schema.json', 'title': 'hermes-git guard rules (hermes_git/guard/rules/*.yaml)', 'type': 'object', 'additionalProperties': False, 'properties': {'rules': {'type': 'array', 'items': {'type': 'object', 'additionalProperties': False, 'required': ['id', 'category', 'severity', 'confidence', 'description', 'trigger', 'pattern', 'examples'], 'properties': {'id': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/id'}, 'category': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/category'}, 'severity': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/severity'}, 'confidence': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/confidence'}, 'description': {'type': 'string', 'minLength': 8}, 'trigger': {'type': 'array', 'minItems': 1, 'items': {'type': 'string', 'minLength': 1, 'pattern': '^[^A-Z]*$'}, 'description': 'Lower-case literals; the rule runs only on text holding one.'}, 'pattern': {'type': 'string', 'minLength': 2, 'description': 'A Python regex.'}, 'case_sensitive': {'type': 'boolean', 'default': False}, 'where': {'type': 'array', 'minItems': 1, 'uniqueItems': True, 'items': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/region'}}, 'languages': {'type': 'array', 'items': {'type': 'string'}, 'description': 'Script and code-block languages the rule applies to.'}, 'context': {'type': 'object', 'additionalProperties': False, 'description': 'Severity change in a context (negative lowers); drop removes it.', 'properties': {'warned': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/delta'}, 'reference': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/delta'}, 'prose': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/delta'}, 'code': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/delta'}, 'script': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/delta'}, 'frontmatter': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/delta'}, 'comment': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/delta'}, 'decoded': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/delta'}, 'memory': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/delta'}}}, 'tags': {'type': 'array', 'items': {'type': 'string'}}, 'hermes': {'type': 'array', 'items': {'type': 'string'}, 'description': 'Hermes skills_guard pattern ids this rule covers.'}, 'examples': {'type': 'object', 'additionalProperties': False, 'required': ['match', 'no_match'], 'properties': {'match': {'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}, 'no_match': {'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}}}}}}, 'combos': {'type': 'array', 'items': {'type': 'object', 'additionalProperties': False, 'required': ['id', 'category', 'severity', 'confidence', 'description', 'all', 'examples'], 'properties': {'id': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/id'}, 'category': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/category'}, 'severity': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/severity'}, 'confidence': {'$ref': 'https://hermes-git.dev/schemas/guard-rules.schema.json#/$defs/confidence'}, 'description': {'type': 'string', 'minLength': 8}, 'all': {'type': 'array', 'minItems': 2, 'items': {'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}, 'description': 'Groups of tags; each group needs one tag present in the skill.'}, 'examples': {'type': 'object', 'additionalProperties': False, 'required': ['match', 'no_match'], 'properties': {'match': {'type': 'array', 'minItems': 1, 'items': {'type': 'array', 'items': {'type': 'string'}}}, 'no_match': {'type': 'array', 'minItems': 1, 'items': {'type': 'array', 'items': {'type': 'string'}}}}}}}}}, '$defs': {'id': {'type': 'string', 'pattern': '^[a-z0-9]+(-[a-z0-9]+)*$'}, 'category': {'enum': ['exfiltration', 'credentials', 'remote-code', 'injection', 'hidden', 'manipulation', 'persistence', 'privilege', 'destructive', 'sweep', 'secrets', 'supply-chain', 'mining', 'obfuscation', 'network', 'execution', 'traversal', 'structure']}, 'severity': {'enum': ['info', 'low', 'medium', 'high', 'critical']}, 'confidence': {'enum': ['low', 'medium', 'high']}, 'region': {'enum': ['frontmatter', 'prose', 'code', 'script', 'memory']}, 'delta': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'rule': {'type': 'object', 'additionalProperties': False, 'required': ['id', 'category', 'severity', 'confidence', 'description', 'trigger', 'pattern', 'examples'], 'properties': {'id': {'type': 'string', 'pattern': '^[a-z0-9]+(-[a-z0-9]+)*$'}, 'category': {'enum': ['exfiltration', 'credentials', 'remote-code', 'injection', 'hidden', 'manipulation', 'persistence', 'privilege', 'destructive', 'sweep', 'secrets', 'supply-chain', 'mining', 'obfuscation', 'network', 'execution', 'traversal', 'structure']}, 'severity': {'enum': ['info', 'low', 'medium', 'high', 'critical']}, 'confidence': {'enum': ['low', 'medium', 'high']}, 'description': {'type': 'string', 'minLength': 8}, 'trigger': {'type': 'array', 'minItems': 1, 'items': {'type': 'string', 'minLength': 1, 'pattern': '^[^A-Z]*$'}, 'description': 'Lower-case literals; the rule runs only on text holding one.'}, 'pattern': {'type': 'string', 'minLength': 2, 'description': 'A Python regex.'}, 'case_sensitive': {'type': 'boolean', 'default': False}, 'where': {'type': 'array', 'minItems': 1, 'uniqueItems': True, 'items': {'enum': ['frontmatter', 'prose', 'code', 'script', 'memory']}}, 'languages': {'type': 'array', 'items': {'type': 'string'}, 'description': 'Script and code-block languages the rule applies to.'}, 'context': {'type': 'object', 'additionalProperties': False, 'description': 'Severity change in a context (negative lowers); drop removes it.', 'properties': {'warned': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'reference': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'prose': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'code': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'script': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'frontmatter': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'comment': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'decoded': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'memory': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}}}, 'tags': {'type': 'array', 'items': {'type': 'string'}}, 'hermes': {'type': 'array', 'items': {'type': 'string'}, 'description': 'Hermes skills_guard pattern ids this rule covers.'}, 'examples': {'type': 'object', 'additionalProperties': False, 'required': ['match', 'no_match'], 'properties': {'match': {'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}, 'no_match': {'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}}}}}, 'combo': {'type': 'object', 'additionalProperties': False, 'required': ['id', 'category', 'severity', 'confidence', 'description', 'all', 'examples'], 'properties': {'id': {'type': 'string', 'pattern': '^[a-z0-9]+(-[a-z0-9]+)*$'}, 'category': {'enum': ['exfiltration', 'credentials', 'remote-code', 'injection', 'hidden', 'manipulation', 'persistence', 'privilege', 'destructive', 'sweep', 'secrets', 'supply-chain', 'mining', 'obfuscation', 'network', 'execution', 'traversal', 'structure']}, 'severity': {'enum': ['info', 'low', 'medium', 'high', 'critical']}, 'confidence': {'enum': ['low', 'medium', 'high']}, 'description': {'type': 'string', 'minLength': 8}, 'all': {'type': 'array', 'minItems': 2, 'items': {'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}, 'description': 'Groups of tags; each group needs one tag present in the skill.'}, 'examples': {'type': 'object', 'additionalProperties': False, 'required': ['match', 'no_match'], 'properties': {'match': {'type': 'array', 'minItems': 1, 'items': {'type': 'array', 'items': {'type': 'string'}}}, 'no_match': {'type': 'array', 'minItems': 1, 'items': {'type': 'array', 'items': {'type': 'string'}}}}}}}}}, rule='additionalProperties')
    return data

def validate_https___hermes_git_dev_schemas_guard_rules_schema_json___defs_combo(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'object', 'additionalProperties': False, 'required': ['id', 'category', 'severity', 'confidence', 'description', 'all', 'examples'], 'properties': {'id': {'type': 'string', 'pattern': '^[a-z0-9]+(-[a-z0-9]+)*$'}, 'category': {'enum': ['exfiltration', 'credentials', 'remote-code', 'injection', 'hidden', 'manipulation', 'persistence', 'privilege', 'destructive', 'sweep', 'secrets', 'supply-chain', 'mining', 'obfuscation', 'network', 'execution', 'traversal', 'structure']}, 'severity': {'enum': ['info', 'low', 'medium', 'high', 'critical']}, 'confidence': {'enum': ['low', 'medium', 'high']}, 'description': {'type': 'string', 'minLength': 8}, 'all': {'type': 'array', 'minItems': 2, 'items': {'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}, 'description': 'Groups of tags; each group needs one tag present in the skill.'}, 'examples': {'type': 'object', 'additionalProperties': False, 'required': ['match', 'no_match'], 'properties': {'match': {'type': 'array', 'minItems': 1, 'items': {'type': 'array', 'items': {'type': 'string'}}}, 'no_match': {'type': 'array', 'minItems': 1, 'items': {'type': 'array', 'items': {'type': 'string'}}}}}}}, rule='type')
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data__missing_keys = set(['id', 'category', 'severity', 'confidence', 'description', 'all', 'examples']) - data.keys()
        if data__missing_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain " + (str(sorted(data__missing_keys)) + " properties"), value=data, name="" + (name_prefix or "data") + "", definition={'type': 'object', 'additionalProperties': False, 'required': ['id', 'category', 'severity', 'confidence', 'description', 'all', 'examples'], 'properties': {'id': {'type': 'string', 'pattern': '^[a-z0-9]+(-[a-z0-9]+)*$'}, 'category': {'enum': ['exfiltration', 'credentials', 'remote-code', 'injection', 'hidden', 'manipulation', 'persistence', 'privilege', 'destructive', 'sweep', 'secrets', 'supply-chain', 'mining', 'obfuscation', 'network', 'execution', 'traversal', 'structure']}, 'severity': {'enum': ['info', 'low', 'medium', 'high', 'critical']}, 'confidence': {'enum': ['low', 'medium', 'high']}, 'description': {'type': 'string', 'minLength': 8}, 'all': {'type': 'array', 'minItems': 2, 'items': {'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}, 'description': 'Groups of tags; each group needs one tag present in the skill.'}, 'examples': {'type': 'object', 'additionalProperties': False, 'required': ['match', 'no_match'], 'properties': {'match': {'type': 'array', 'minItems': 1, 'items': {'type': 'array', 'items': {'type': 'string'}}}, 'no_match': {'type': 'array', 'minItems': 1, 'items': {'type': 'array', 'items': {'type': 'string'}}}}}}}, rule='required')
        data_keys = set(data.keys())
        if "id" in data_keys:
            data_keys.remove("id")
            data__id = data["id"]
            validate_https___hermes_git_dev_schemas_guard_rules_schema_json___defs_id(data__id, custom_formats, (name_prefix or "data") + ".id")
        if "category" in data_keys:
            data_keys.remove("category")
            data__category = data["category"]
            validate_https___hermes_git_dev_schemas_guard_rules_schema_json___defs_category(data__category, custom_formats, (name_prefix or "data") + ".category")
        if "severity" in data_keys:
            data_keys.remove("severity")
            data__severity = data["severity"]
            validate_https___hermes_git_dev_schemas_guard_rules_schema_json___defs_severity(data__severity, custom_formats, (name_prefix or "data") + ".severity")
        if "confidence" in data_keys:
            data_keys.remove("confidence")
            data__confidence = data["confidence"]
            validate_https___hermes_git_dev_schemas_guard_rules_schema_json___defs_confidence(data__confidence, custom_formats, (name_prefix or "data") + ".confidence")
        if "description" in data_keys:
            data_keys.remove("description")
            data__description = data["description"]
            if not isinstance(data__description, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".description must be string", value=data__description, name="" + (name_prefix or "data") + ".description", definition={'type': 'string', 'minLength': 8}, rule='type')
            if isinstance(data__description, str):
                data__description_len = len(data__description)
                if data__description_len < 8:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".description must be longer than or equal to 8 characters", value=data__description, name="" + (name_prefix or "data") + ".description", definition={'type': 'string', 'minLength': 8}, rule='minLength')
        if "all" in data_keys:
            data_keys.remove("all")
            data__all = data["all"]
            if not isinstance(data__all, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".all must be array", value=data__all, name="" + (name_prefix or "data") + ".all", definition={'type': 'array', 'minItems': 2, 'items': {'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}, 'description': 'Groups of tags; each group needs one tag present in the skill.'}, rule='type')
            data__all_is_list = isinstance(data__all, (list, tuple))
            if data__all_is_list:
                data__all_len = len(data__all)
                if data__all_len < 2:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".all must contain at least 2 items", value=data__all, name="" + (name_prefix or "data") + ".all", definition={'type': 'array', 'minItems': 2, 'items': {'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}, 'description': 'Groups of tags; each group needs one tag present in the skill.'}, rule='minItems')
                for data__all_x, data__all_item in enumerate(data__all):
                    if not isinstance(data__all_item, (list, tuple)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".all[{data__all_x}]".format(**locals()) + " must be array", value=data__all_item, name="" + (name_prefix or "data") + ".all[{data__all_x}]".format(**locals()) + "", definition={'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}, rule='type')
                    data__all_item_is_list = isinstance(data__all_item, (list, tuple))
                    if data__all_item_is_list:
                        data__all_item_len = len(data__all_item)
                        if data__all_item_len < 1:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".all[{data__all_x}]".format(**locals()) + " must contain at least 1 items", value=data__all_item, name="" + (name_prefix or "data") + ".all[{data__all_x}]".format(**locals()) + "", definition={'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}, rule='minItems')
                        for data__all_item_x, data__all_item_item in enumerate(data__all_item):
                            if not isinstance(data__all_item_item, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".all[{data__all_x}][{data__all_item_x}]".format(**locals()) + " must be string", value=data__all_item_item, name="" + (name_prefix or "data") + ".all[{data__all_x}][{data__all_item_x}]".format(**locals()) + "", definition={'type': 'string'}, rule='type')
        if "examples" in data_keys:
            data_keys.remove("examples")
            data__examples = data["examples"]
            if not isinstance(data__examples, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".examples must be object", value=data__examples, name="" + (name_prefix or "data") + ".examples", definition={'type': 'object', 'additionalProperties': False, 'required': ['match', 'no_match'], 'properties': {'match': {'type': 'array', 'minItems': 1, 'items': {'type': 'array', 'items': {'type': 'string'}}}, 'no_match': {'type': 'array', 'minItems': 1, 'items': {'type': 'array', 'items': {'type': 'string'}}}}}, rule='type')
            data__examples_is_dict = isinstance(data__examples, dict)
            if data__examples_is_dict:
                data__examples__missing_keys = set(['match', 'no_match']) - data__examples.keys()
                if data__examples__missing_keys:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".examples must contain " + (str(sorted(data__examples__missing_keys)) + " properties"), value=data__examples, name="" + (name_prefix or "data") + ".examples", definition={'type': 'object', 'additionalProperties': False, 'required': ['match', 'no_match'], 'properties': {'match': {'type': 'array', 'minItems': 1, 'items': {'type': 'array', 'items': {'type': 'string'}}}, 'no_match': {'type': 'array', 'minItems': 1, 'items': {'type': 'array', 'items': {'type': 'string'}}}}}, rule='required')
                data__examples_keys = set(data__examples.keys())
                if "match" in data__examples_keys:
                    data__examples_keys.remove("match")
                    data__examples__match = data__examples["match"]
                    if not isinstance(data__examples__match, (list, tuple)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".examples.match must be array", value=data__examples__match, name="" + (name_prefix or "data") + ".examples.match", definition={'type': 'array', 'minItems': 1, 'items': {'type': 'array', 'items': {'type': 'string'}}}, rule='type')
                    data__examples__match_is_list = isinstance(data__examples__match, (list, tuple))
                    if data__examples__match_is_list:
                        data__examples__match_len = len(data__examples__match)
                        if data__examples__match_len < 1:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".examples.match must contain at least 1 items", value=data__examples__match, name="" + (name_prefix or "data") + ".examples.match", definition={'type': 'array', 'minItems': 1, 'items': {'type': 'array', 'items': {'type': 'string'}}}, rule='minItems')
                        for data__examples__match_x, data__examples__match_item in enumerate(data__examples__match):
                            if not isinstance(data__examples__match_item, (list, tuple)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".examples.match[{data__examples__match_x}]".format(**locals()) + " must be array", value=data__examples__match_item, name="" + (name_prefix or "data") + ".examples.match[{data__examples__match_x}]".format(**locals()) + "", definition={'type': 'array', 'items': {'type': 'string'}}, rule='type')
                            data__examples__match_item_is_list = isinstance(data__examples__match_item, (list, tuple))
                            if data__examples__match_item_is_list:
                                data__examples__match_item_len = len(data__examples__match_item)
                                for data__examples__match_item_x, data__examples__match_item_item in enumerate(data__examples__match_item):
                                    if not isinstance(data__examples__match_item_item, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".examples.match[{data__examples__match_x}][{data__examples__match_item_x}]".format(**locals()) + " must be string", value=data__examples__match_item_item, name="" + (name_prefix or "data") + ".examples.match[{data__examples__match_x}][{data__examples__match_item_x}]".format(**locals()) + "", definition={'type': 'string'}, rule='type')
                if "no_match" in data__examples_keys:
                    data__examples_keys.remove("no_match")
                    data__examples__nomatch = data__examples["no_match"]
                    if not isinstance(data__examples__nomatch, (list, tuple)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".examples.no_match must be array", value=data__examples__nomatch, name="" + (name_prefix or "data") + ".examples.no_match", definition={'type': 'array', 'minItems': 1, 'items': {'type': 'array', 'items': {'type': 'string'}}}, rule='type')
                    data__examples__nomatch_is_list = isinstance(data__examples__nomatch, (list, tuple))
                    if data__examples__nomatch_is_list:
                        data__examples__nomatch_len = len(data__examples__nomatch)
                        if data__examples__nomatch_len < 1:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".examples.no_match must contain at least 1 items", value=data__examples__nomatch, name="" + (name_prefix or "data") + ".examples.no_match", definition={'type': 'array', 'minItems': 1, 'items': {'type': 'array', 'items': {'type': 'string'}}}, rule='minItems')
                        for data__examples__nomatch_x, data__examples__nomatch_item in enumerate(data__examples__nomatch):
                            if not isinstance(data__examples__nomatch_item, (list, tuple)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".examples.no_match[{data__examples__nomatch_x}]".format(**locals()) + " must be array", value=data__examples__nomatch_item, name="" + (name_prefix or "data") + ".examples.no_match[{data__examples__nomatch_x}]".format(**locals()) + "", definition={'type': 'array', 'items': {'type': 'string'}}, rule='type')
                            data__examples__nomatch_item_is_list = isinstance(data__examples__nomatch_item, (list, tuple))
                            if data__examples__nomatch_item_is_list:
                                data__examples__nomatch_item_len = len(data__examples__nomatch_item)
                                for data__examples__nomatch_item_x, data__examples__nomatch_item_item in enumerate(data__examples__nomatch_item):
                                    if not isinstance(data__examples__nomatch_item_item, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".examples.no_match[{data__examples__nomatch_x}][{data__examples__nomatch_item_x}]".format(**locals()) + " must be string", value=data__examples__nomatch_item_item, name="" + (name_prefix or "data") + ".examples.no_match[{data__examples__nomatch_x}][{data__examples__nomatch_item_x}]".format(**locals()) + "", definition={'type': 'string'}, rule='type')
                if data__examples_keys:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".examples must not contain "+str(data__examples_keys)+" properties", value=data__examples, name="" + (name_prefix or "data") + ".examples", definition={'type': 'object', 'additionalProperties': False, 'required': ['match', 'no_match'], 'properties': {'match': {'type': 'array', 'minItems': 1, 'items': {'type': 'array', 'items': {'type': 'string'}}}, 'no_match': {'type': 'array', 'minItems': 1, 'items': {'type': 'array', 'items': {'type': 'string'}}}}}, rule='additionalProperties')
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'object', 'additionalProperties': False, 'required': ['id', 'category', 'severity', 'confidence', 'description', 'all', 'examples'], 'properties': {'id': {'type': 'string', 'pattern': '^[a-z0-9]+(-[a-z0-9]+)*$'}, 'category': {'enum': ['exfiltration', 'credentials', 'remote-code', 'injection', 'hidden', 'manipulation', 'persistence', 'privilege', 'destructive', 'sweep', 'secrets', 'supply-chain', 'mining', 'obfuscation', 'network', 'execution', 'traversal', 'structure']}, 'severity': {'enum': ['info', 'low', 'medium', 'high', 'critical']}, 'confidence': {'enum': ['low', 'medium', 'high']}, 'description': {'type': 'string', 'minLength': 8}, 'all': {'type': 'array', 'minItems': 2, 'items': {'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}, 'description': 'Groups of tags; each group needs one tag present in the skill.'}, 'examples': {'type': 'object', 'additionalProperties': False, 'required': ['match', 'no_match'], 'properties': {'match': {'type': 'array', 'minItems': 1, 'items': {'type': 'array', 'items': {'type': 'string'}}}, 'no_match': {'type': 'array', 'minItems': 1, 'items': {'type': 'array', 'items': {'type': 'string'}}}}}}}, rule='additionalProperties')
    return data

def validate_https___hermes_git_dev_schemas_guard_rules_schema_json___defs_confidence(data, custom_formats={}, name_prefix=None):
    if not (isinstance(data, str) and data == 'low' or isinstance(data, str) and data == 'medium' or isinstance(data, str) and data == 'high'):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be one of ['low', 'medium', 'high']", value=data, name="" + (name_prefix or "data") + "", definition={'enum': ['low', 'medium', 'high']}, rule='enum')
    return data

def validate_https___hermes_git_dev_schemas_guard_rules_schema_json___defs_severity(data, custom_formats={}, name_prefix=None):
    if not (isinstance(data, str) and data == 'info' or isinstance(data, str) and data == 'low' or isinstance(data, str) and data == 'medium' or isinstance(data, str) and data == 'high' or isinstance(data, str) and data == 'critical'):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be one of ['info', 'low', 'medium', 'high', 'critical']", value=data, name="" + (name_prefix or "data") + "", definition={'enum': ['info', 'low', 'medium', 'high', 'critical']}, rule='enum')
    return data

def validate_https___hermes_git_dev_schemas_guard_rules_schema_json___defs_category(data, custom_formats={}, name_prefix=None):
    if not (isinstance(data, str) and data == 'exfiltration' or isinstance(data, str) and data == 'credentials' or isinstance(data, str) and data == 'remote-code' or isinstance(data, str) and data == 'injection' or isinstance(data, str) and data == 'hidden' or isinstance(data, str) and data == 'manipulation' or isinstance(data, str) and data == 'persistence' or isinstance(data, str) and data == 'privilege' or isinstance(data, str) and data == 'destructive' or isinstance(data, str) and data == 'sweep' or isinstance(data, str) and data == 'secrets' or isinstance(data, str) and data == 'supply-chain' or isinstance(data, str) and data == 'mining' or isinstance(data, str) and data == 'obfuscation' or isinstance(data, str) and data == 'network' or isinstance(data, str) and data == 'execution' or isinstance(data, str) and data == 'traversal' or isinstance(data, str) and data == 'structure'):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be one of ['exfiltration', 'credentials', 'remote-code', 'injection', 'hidden', 'manipulation', 'persistence', 'privilege', 'destructive', 'sweep', 'secrets', 'supply-chain', 'mining', 'obfuscation', 'network', 'execution', 'traversal', 'structure']", value=data, name="" + (name_prefix or "data") + "", definition={'enum': ['exfiltration', 'credentials', 'remote-code', 'injection', 'hidden', 'manipulation', 'persistence', 'privilege', 'destructive', 'sweep', 'secrets', 'supply-chain', 'mining', 'obfuscation', 'network', 'execution', 'traversal', 'structure']}, rule='enum')
    return data

def validate_https___hermes_git_dev_schemas_guard_rules_schema_json___defs_id(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (str)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'string', 'pattern': '^[a-z0-9]+(-[a-z0-9]+)*$'}, rule='type')
    if isinstance(data, str):
        if not REGEX_PATTERNS['^[a-z0-9]+(-[a-z0-9]+)*$'].search(data):
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern ^[a-z0-9]+(-[a-z0-9]+)*$", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'string', 'pattern': '^[a-z0-9]+(-[a-z0-9]+)*$'}, rule='pattern')
    return data

def validate_https___hermes_git_dev_schemas_guard_rules_schema_json___defs_rule(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'object', 'additionalProperties': False, 'required': ['id', 'category', 'severity', 'confidence', 'description', 'trigger', 'pattern', 'examples'], 'properties': {'id': {'type': 'string', 'pattern': '^[a-z0-9]+(-[a-z0-9]+)*$'}, 'category': {'enum': ['exfiltration', 'credentials', 'remote-code', 'injection', 'hidden', 'manipulation', 'persistence', 'privilege', 'destructive', 'sweep', 'secrets', 'supply-chain', 'mining', 'obfuscation', 'network', 'execution', 'traversal', 'structure']}, 'severity': {'enum': ['info', 'low', 'medium', 'high', 'critical']}, 'confidence': {'enum': ['low', 'medium', 'high']}, 'description': {'type': 'string', 'minLength': 8}, 'trigger': {'type': 'array', 'minItems': 1, 'items': {'type': 'string', 'minLength': 1, 'pattern': '^[^A-Z]*$'}, 'description': 'Lower-case literals; the rule runs only on text holding one.'}, 'pattern': {'type': 'string', 'minLength': 2, 'description': 'A Python regex.'}, 'case_sensitive': {'type': 'boolean', 'default': False}, 'where': {'type': 'array', 'minItems': 1, 'uniqueItems': True, 'items': {'enum': ['frontmatter', 'prose', 'code', 'script', 'memory']}}, 'languages': {'type': 'array', 'items': {'type': 'string'}, 'description': 'Script and code-block languages the rule applies to.'}, 'context': {'type': 'object', 'additionalProperties': False, 'description': 'Severity change in a context (negative lowers); drop removes it.', 'properties': {'warned': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'reference': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'prose': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'code': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'script': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'frontmatter': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'comment': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'decoded': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'memory': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}}}, 'tags': {'type': 'array', 'items': {'type': 'string'}}, 'hermes': {'type': 'array', 'items': {'type': 'string'}, 'description': 'Hermes skills_guard pattern ids this rule covers.'}, 'examples': {'type': 'object', 'additionalProperties': False, 'required': ['match', 'no_match'], 'properties': {'match': {'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}, 'no_match': {'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}}}}}, rule='type')
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data__missing_keys = set(['id', 'category', 'severity', 'confidence', 'description', 'trigger', 'pattern', 'examples']) - data.keys()
        if data__missing_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain " + (str(sorted(data__missing_keys)) + " properties"), value=data, name="" + (name_prefix or "data") + "", definition={'type': 'object', 'additionalProperties': False, 'required': ['id', 'category', 'severity', 'confidence', 'description', 'trigger', 'pattern', 'examples'], 'properties': {'id': {'type': 'string', 'pattern': '^[a-z0-9]+(-[a-z0-9]+)*$'}, 'category': {'enum': ['exfiltration', 'credentials', 'remote-code', 'injection', 'hidden', 'manipulation', 'persistence', 'privilege', 'destructive', 'sweep', 'secrets', 'supply-chain', 'mining', 'obfuscation', 'network', 'execution', 'traversal', 'structure']}, 'severity': {'enum': ['info', 'low', 'medium', 'high', 'critical']}, 'confidence': {'enum': ['low', 'medium', 'high']}, 'description': {'type': 'string', 'minLength': 8}, 'trigger': {'type': 'array', 'minItems': 1, 'items': {'type': 'string', 'minLength': 1, 'pattern': '^[^A-Z]*$'}, 'description': 'Lower-case literals; the rule runs only on text holding one.'}, 'pattern': {'type': 'string', 'minLength': 2, 'description': 'A Python regex.'}, 'case_sensitive': {'type': 'boolean', 'default': False}, 'where': {'type': 'array', 'minItems': 1, 'uniqueItems': True, 'items': {'enum': ['frontmatter', 'prose', 'code', 'script', 'memory']}}, 'languages': {'type': 'array', 'items': {'type': 'string'}, 'description': 'Script and code-block languages the rule applies to.'}, 'context': {'type': 'object', 'additionalProperties': False, 'description': 'Severity change in a context (negative lowers); drop removes it.', 'properties': {'warned': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'reference': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'prose': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'code': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'script': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'frontmatter': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'comment': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'decoded': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'memory': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}}}, 'tags': {'type': 'array', 'items': {'type': 'string'}}, 'hermes': {'type': 'array', 'items': {'type': 'string'}, 'description': 'Hermes skills_guard pattern ids this rule covers.'}, 'examples': {'type': 'object', 'additionalProperties': False, 'required': ['match', 'no_match'], 'properties': {'match': {'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}, 'no_match': {'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}}}}}, rule='required')
        data_keys = set(data.keys())
        if "id" in data_keys:
            data_keys.remove("id")
            data__id = data["id"]
            validate_https___hermes_git_dev_schemas_guard_rules_schema_json___defs_id(data__id, custom_formats, (name_prefix or "data") + ".id")
        if "category" in data_keys:
            data_keys.remove("category")
            data__category = data["category"]
            validate_https___hermes_git_dev_schemas_guard_rules_schema_json___defs_category(data__category, custom_formats, (name_prefix or "data") + ".category")
        if "severity" in data_keys:
            data_keys.remove("severity")
            data__severity = data["severity"]
            validate_https___hermes_git_dev_schemas_guard_rules_schema_json___defs_severity(data__severity, custom_formats, (name_prefix or "data") + ".severity")
        if "confidence" in data_keys:
            data_keys.remove("confidence")
            data__confidence = data["confidence"]
            validate_https___hermes_git_dev_schemas_guard_rules_schema_json___defs_confidence(data__confidence, custom_formats, (name_prefix or "data") + ".confidence")
        if "description" in data_keys:
            data_keys.remove("description")
            data__description = data["description"]
            if not isinstance(data__description, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".description must be string", value=data__description, name="" + (name_prefix or "data") + ".description", definition={'type': 'string', 'minLength': 8}, rule='type')
            if isinstance(data__description, str):
                data__description_len = len(data__description)
                if data__description_len < 8:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".description must be longer than or equal to 8 characters", value=data__description, name="" + (name_prefix or "data") + ".description", definition={'type': 'string', 'minLength': 8}, rule='minLength')
        if "trigger" in data_keys:
            data_keys.remove("trigger")
            data__trigger = data["trigger"]
            if not isinstance(data__trigger, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".trigger must be array", value=data__trigger, name="" + (name_prefix or "data") + ".trigger", definition={'type': 'array', 'minItems': 1, 'items': {'type': 'string', 'minLength': 1, 'pattern': '^[^A-Z]*$'}, 'description': 'Lower-case literals; the rule runs only on text holding one.'}, rule='type')
            data__trigger_is_list = isinstance(data__trigger, (list, tuple))
            if data__trigger_is_list:
                data__trigger_len = len(data__trigger)
                if data__trigger_len < 1:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".trigger must contain at least 1 items", value=data__trigger, name="" + (name_prefix or "data") + ".trigger", definition={'type': 'array', 'minItems': 1, 'items': {'type': 'string', 'minLength': 1, 'pattern': '^[^A-Z]*$'}, 'description': 'Lower-case literals; the rule runs only on text holding one.'}, rule='minItems')
                for data__trigger_x, data__trigger_item in enumerate(data__trigger):
                    if not isinstance(data__trigger_item, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".trigger[{data__trigger_x}]".format(**locals()) + " must be string", value=data__trigger_item, name="" + (name_prefix or "data") + ".trigger[{data__trigger_x}]".format(**locals()) + "", definition={'type': 'string', 'minLength': 1, 'pattern': '^[^A-Z]*$'}, rule='type')
                    if isinstance(data__trigger_item, str):
                        data__trigger_item_len = len(data__trigger_item)
                        if data__trigger_item_len < 1:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".trigger[{data__trigger_x}]".format(**locals()) + " must be longer than or equal to 1 characters", value=data__trigger_item, name="" + (name_prefix or "data") + ".trigger[{data__trigger_x}]".format(**locals()) + "", definition={'type': 'string', 'minLength': 1, 'pattern': '^[^A-Z]*$'}, rule='minLength')
                        if not REGEX_PATTERNS['^[^A-Z]*$'].search(data__trigger_item):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".trigger[{data__trigger_x}]".format(**locals()) + " must match pattern ^[^A-Z]*$", value=data__trigger_item, name="" + (name_prefix or "data") + ".trigger[{data__trigger_x}]".format(**locals()) + "", definition={'type': 'string', 'minLength': 1, 'pattern': '^[^A-Z]*$'}, rule='pattern')
        if "pattern" in data_keys:
            data_keys.remove("pattern")
            data__pattern = data["pattern"]
            if not isinstance(data__pattern, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".pattern must be string", value=data__pattern, name="" + (name_prefix or "data") + ".pattern", definition={'type': 'string', 'minLength': 2, 'description': 'A Python regex.'}, rule='type')
            if isinstance(data__pattern, str):
                data__pattern_len = len(data__pattern)
                if data__pattern_len < 2:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".pattern must be longer than or equal to 2 characters", value=data__pattern, name="" + (name_prefix or "data") + ".pattern", definition={'type': 'string', 'minLength': 2, 'description': 'A Python regex.'}, rule='minLength')
        if "case_sensitive" in data_keys:
            data_keys.remove("case_sensitive")
            data__casesensitive = data["case_sensitive"]
            if not isinstance(data__casesensitive, (bool)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".case_sensitive must be boolean", value=data__casesensitive, name="" + (name_prefix or "data") + ".case_sensitive", definition={'type': 'boolean', 'default': False}, rule='type')
        else: data["case_sensitive"] = False
        if "where" in data_keys:
            data_keys.remove("where")
            data__where = data["where"]
            if not isinstance(data__where, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".where must be array", value=data__where, name="" + (name_prefix or "data") + ".where", definition={'type': 'array', 'minItems': 1, 'uniqueItems': True, 'items': {'enum': ['frontmatter', 'prose', 'code', 'script', 'memory']}}, rule='type')
            data__where_is_list = isinstance(data__where, (list, tuple))
            if data__where_is_list:
                data__where_len = len(data__where)
                if data__where_len < 1:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".where must contain at least 1 items", value=data__where, name="" + (name_prefix or "data") + ".where", definition={'type': 'array', 'minItems': 1, 'uniqueItems': True, 'items': {'enum': ['frontmatter', 'prose', 'code', 'script', 'memory']}}, rule='minItems')
                def fn(var): return frozenset(dict((k, fn(v)) for k, v in var.items()).items()) if hasattr(var, "items") else tuple(fn(v) for v in var) if isinstance(var, (dict, list)) else (bool, var) if isinstance(var, bool) else var
                if data__where_len > len(set(fn(data__where_x) for data__where_x in data__where)):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".where must contain unique items", value=data__where, name="" + (name_prefix or "data") + ".where", definition={'type': 'array', 'minItems': 1, 'uniqueItems': True, 'items': {'enum': ['frontmatter', 'prose', 'code', 'script', 'memory']}}, rule='uniqueItems')
                for data__where_x, data__where_item in enumerate(data__where):
                    validate_https___hermes_git_dev_schemas_guard_rules_schema_json___defs_region(data__where_item, custom_formats, (name_prefix or "data") + ".where[{data__where_x}]".format(**locals()))
        if "languages" in data_keys:
            data_keys.remove("languages")
            data__languages = data["languages"]
            if not isinstance(data__languages, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".languages must be array", value=data__languages, name="" + (name_prefix or "data") + ".languages", definition={'type': 'array', 'items': {'type': 'string'}, 'description': 'Script and code-block languages the rule applies to.'}, rule='type')
            data__languages_is_list = isinstance(data__languages, (list, tuple))
            if data__languages_is_list:
                data__languages_len = len(data__languages)
                for data__languages_x, data__languages_item in enumerate(data__languages):
                    if not isinstance(data__languages_item, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".languages[{data__languages_x}]".format(**locals()) + " must be string", value=data__languages_item, name="" + (name_prefix or "data") + ".languages[{data__languages_x}]".format(**locals()) + "", definition={'type': 'string'}, rule='type')
        if "context" in data_keys:
            data_keys.remove("context")
            data__context = data["context"]
            if not isinstance(data__context, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".context must be object", value=data__context, name="" + (name_prefix or "data") + ".context", definition={'type': 'object', 'additionalProperties': False, 'description': 'Severity change in a context (negative lowers); drop removes it.', 'properties': {'warned': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'reference': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'prose': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'code': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'script': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'frontmatter': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'comment': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'decoded': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'memory': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}}}, rule='type')
            data__context_is_dict = isinstance(data__context, dict)
            if data__context_is_dict:
                data__context_keys = set(data__context.keys())
                if "warned" in data__context_keys:
                    data__context_keys.remove("warned")
                    data__context__warned = data__context["warned"]
                    validate_https___hermes_git_dev_schemas_guard_rules_schema_json___defs_delta(data__context__warned, custom_formats, (name_prefix or "data") + ".context.warned")
                if "reference" in data__context_keys:
                    data__context_keys.remove("reference")
                    data__context__reference = data__context["reference"]
                    validate_https___hermes_git_dev_schemas_guard_rules_schema_json___defs_delta(data__context__reference, custom_formats, (name_prefix or "data") + ".context.reference")
                if "prose" in data__context_keys:
                    data__context_keys.remove("prose")
                    data__context__prose = data__context["prose"]
                    validate_https___hermes_git_dev_schemas_guard_rules_schema_json___defs_delta(data__context__prose, custom_formats, (name_prefix or "data") + ".context.prose")
                if "code" in data__context_keys:
                    data__context_keys.remove("code")
                    data__context__code = data__context["code"]
                    validate_https___hermes_git_dev_schemas_guard_rules_schema_json___defs_delta(data__context__code, custom_formats, (name_prefix or "data") + ".context.code")
                if "script" in data__context_keys:
                    data__context_keys.remove("script")
                    data__context__script = data__context["script"]
                    validate_https___hermes_git_dev_schemas_guard_rules_schema_json___defs_delta(data__context__script, custom_formats, (name_prefix or "data") + ".context.script")
                if "frontmatter" in data__context_keys:
                    data__context_keys.remove("frontmatter")
                    data__context__frontmatter = data__context["frontmatter"]
                    validate_https___hermes_git_dev_schemas_guard_rules_schema_json___defs_delta(data__context__frontmatter, custom_formats, (name_prefix or "data") + ".context.frontmatter")
                if "comment" in data__context_keys:
                    data__context_keys.remove("comment")
                    data__context__comment = data__context["comment"]
                    validate_https___hermes_git_dev_schemas_guard_rules_schema_json___defs_delta(data__context__comment, custom_formats, (name_prefix or "data") + ".context.comment")
                if "decoded" in data__context_keys:
                    data__context_keys.remove("decoded")
                    data__context__decoded = data__context["decoded"]
                    validate_https___hermes_git_dev_schemas_guard_rules_schema_json___defs_delta(data__context__decoded, custom_formats, (name_prefix or "data") + ".context.decoded")
                if "memory" in data__context_keys:
                    data__context_keys.remove("memory")
                    data__context__memory = data__context["memory"]
                    validate_https___hermes_git_dev_schemas_guard_rules_schema_json___defs_delta(data__context__memory, custom_formats, (name_prefix or "data") + ".context.memory")
                if data__context_keys:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".context must not contain "+str(data__context_keys)+" properties", value=data__context, name="" + (name_prefix or "data") + ".context", definition={'type': 'object', 'additionalProperties': False, 'description': 'Severity change in a context (negative lowers); drop removes it.', 'properties': {'warned': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'reference': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'prose': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'code': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'script': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'frontmatter': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'comment': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'decoded': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'memory': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}}}, rule='additionalProperties')
        if "tags" in data_keys:
            data_keys.remove("tags")
            data__tags = data["tags"]
            if not isinstance(data__tags, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".tags must be array", value=data__tags, name="" + (name_prefix or "data") + ".tags", definition={'type': 'array', 'items': {'type': 'string'}}, rule='type')
            data__tags_is_list = isinstance(data__tags, (list, tuple))
            if data__tags_is_list:
                data__tags_len = len(data__tags)
                for data__tags_x, data__tags_item in enumerate(data__tags):
                    if not isinstance(data__tags_item, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".tags[{data__tags_x}]".format(**locals()) + " must be string", value=data__tags_item, name="" + (name_prefix or "data") + ".tags[{data__tags_x}]".format(**locals()) + "", definition={'type': 'string'}, rule='type')
        if "hermes" in data_keys:
            data_keys.remove("hermes")
            data__hermes = data["hermes"]
            if not isinstance(data__hermes, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".hermes must be array", value=data__hermes, name="" + (name_prefix or "data") + ".hermes", definition={'type': 'array', 'items': {'type': 'string'}, 'description': 'Hermes skills_guard pattern ids this rule covers.'}, rule='type')
            data__hermes_is_list = isinstance(data__hermes, (list, tuple))
            if data__hermes_is_list:
                data__hermes_len = len(data__hermes)
                for data__hermes_x, data__hermes_item in enumerate(data__hermes):
                    if not isinstance(data__hermes_item, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".hermes[{data__hermes_x}]".format(**locals()) + " must be string", value=data__hermes_item, name="" + (name_prefix or "data") + ".hermes[{data__hermes_x}]".format(**locals()) + "", definition={'type': 'string'}, rule='type')
        if "examples" in data_keys:
            data_keys.remove("examples")
            data__examples = data["examples"]
            if not isinstance(data__examples, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".examples must be object", value=data__examples, name="" + (name_prefix or "data") + ".examples", definition={'type': 'object', 'additionalProperties': False, 'required': ['match', 'no_match'], 'properties': {'match': {'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}, 'no_match': {'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}}}, rule='type')
            data__examples_is_dict = isinstance(data__examples, dict)
            if data__examples_is_dict:
                data__examples__missing_keys = set(['match', 'no_match']) - data__examples.keys()
                if data__examples__missing_keys:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".examples must contain " + (str(sorted(data__examples__missing_keys)) + " properties"), value=data__examples, name="" + (name_prefix or "data") + ".examples", definition={'type': 'object', 'additionalProperties': False, 'required': ['match', 'no_match'], 'properties': {'match': {'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}, 'no_match': {'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}}}, rule='required')
                data__examples_keys = set(data__examples.keys())
                if "match" in data__examples_keys:
                    data__examples_keys.remove("match")
                    data__examples__match = data__examples["match"]
                    if not isinstance(data__examples__match, (list, tuple)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".examples.match must be array", value=data__examples__match, name="" + (name_prefix or "data") + ".examples.match", definition={'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}, rule='type')
                    data__examples__match_is_list = isinstance(data__examples__match, (list, tuple))
                    if data__examples__match_is_list:
                        data__examples__match_len = len(data__examples__match)
                        if data__examples__match_len < 1:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".examples.match must contain at least 1 items", value=data__examples__match, name="" + (name_prefix or "data") + ".examples.match", definition={'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}, rule='minItems')
                        for data__examples__match_x, data__examples__match_item in enumerate(data__examples__match):
                            if not isinstance(data__examples__match_item, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".examples.match[{data__examples__match_x}]".format(**locals()) + " must be string", value=data__examples__match_item, name="" + (name_prefix or "data") + ".examples.match[{data__examples__match_x}]".format(**locals()) + "", definition={'type': 'string'}, rule='type')
                if "no_match" in data__examples_keys:
                    data__examples_keys.remove("no_match")
                    data__examples__nomatch = data__examples["no_match"]
                    if not isinstance(data__examples__nomatch, (list, tuple)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".examples.no_match must be array", value=data__examples__nomatch, name="" + (name_prefix or "data") + ".examples.no_match", definition={'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}, rule='type')
                    data__examples__nomatch_is_list = isinstance(data__examples__nomatch, (list, tuple))
                    if data__examples__nomatch_is_list:
                        data__examples__nomatch_len = len(data__examples__nomatch)
                        if data__examples__nomatch_len < 1:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".examples.no_match must contain at least 1 items", value=data__examples__nomatch, name="" + (name_prefix or "data") + ".examples.no_match", definition={'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}, rule='minItems')
                        for data__examples__nomatch_x, data__examples__nomatch_item in enumerate(data__examples__nomatch):
                            if not isinstance(data__examples__nomatch_item, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".examples.no_match[{data__examples__nomatch_x}]".format(**locals()) + " must be string", value=data__examples__nomatch_item, name="" + (name_prefix or "data") + ".examples.no_match[{data__examples__nomatch_x}]".format(**locals()) + "", definition={'type': 'string'}, rule='type')
                if data__examples_keys:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".examples must not contain "+str(data__examples_keys)+" properties", value=data__examples, name="" + (name_prefix or "data") + ".examples", definition={'type': 'object', 'additionalProperties': False, 'required': ['match', 'no_match'], 'properties': {'match': {'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}, 'no_match': {'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}}}, rule='additionalProperties')
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'object', 'additionalProperties': False, 'required': ['id', 'category', 'severity', 'confidence', 'description', 'trigger', 'pattern', 'examples'], 'properties': {'id': {'type': 'string', 'pattern': '^[a-z0-9]+(-[a-z0-9]+)*$'}, 'category': {'enum': ['exfiltration', 'credentials', 'remote-code', 'injection', 'hidden', 'manipulation', 'persistence', 'privilege', 'destructive', 'sweep', 'secrets', 'supply-chain', 'mining', 'obfuscation', 'network', 'execution', 'traversal', 'structure']}, 'severity': {'enum': ['info', 'low', 'medium', 'high', 'critical']}, 'confidence': {'enum': ['low', 'medium', 'high']}, 'description': {'type': 'string', 'minLength': 8}, 'trigger': {'type': 'array', 'minItems': 1, 'items': {'type': 'string', 'minLength': 1, 'pattern': '^[^A-Z]*$'}, 'description': 'Lower-case literals; the rule runs only on text holding one.'}, 'pattern': {'type': 'string', 'minLength': 2, 'description': 'A Python regex.'}, 'case_sensitive': {'type': 'boolean', 'default': False}, 'where': {'type': 'array', 'minItems': 1, 'uniqueItems': True, 'items': {'enum': ['frontmatter', 'prose', 'code', 'script', 'memory']}}, 'languages': {'type': 'array', 'items': {'type': 'string'}, 'description': 'Script and code-block languages the rule applies to.'}, 'context': {'type': 'object', 'additionalProperties': False, 'description': 'Severity change in a context (negative lowers); drop removes it.', 'properties': {'warned': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'reference': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'prose': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'code': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'script': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'frontmatter': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'comment': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'decoded': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, 'memory': {'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}}}, 'tags': {'type': 'array', 'items': {'type': 'string'}}, 'hermes': {'type': 'array', 'items': {'type': 'string'}, 'description': 'Hermes skills_guard pattern ids this rule covers.'}, 'examples': {'type': 'object', 'additionalProperties': False, 'required': ['match', 'no_match'], 'properties': {'match': {'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}, 'no_match': {'type': 'array', 'minItems': 1, 'items': {'type': 'string'}}}}}}, rule='additionalProperties')
    return data

def validate_https___hermes_git_dev_schemas_guard_rules_schema_json___defs_delta(data, custom_formats={}, name_prefix=None):
    data_one_of_count1 = 0
    if data_one_of_count1 < 2:
        try:
            if not isinstance(data, (int)) and not (isinstance(data, float) and data.is_integer()) or isinstance(data, bool):
                raise JsonSchemaValueException("" + (name_prefix or "data") + " must be integer", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'integer', 'minimum': -4, 'maximum': 2}, rule='type')
            if isinstance(data, (int, float, Decimal)) and not isinstance(data, bool):
                if data < -4:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + " must be bigger than or equal to -4", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'integer', 'minimum': -4, 'maximum': 2}, rule='minimum')
                if data > 2:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + " must be smaller than or equal to 2", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'integer', 'minimum': -4, 'maximum': 2}, rule='maximum')
            data_one_of_count1 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if data_one_of_count1 < 2:
        try:
            if not (isinstance(data, str) and data == 'drop'):
                raise JsonSchemaValueException("" + (name_prefix or "data") + " must be same as const definition: drop", value=data, name="" + (name_prefix or "data") + "", definition={'const': 'drop'}, rule='const')
            data_one_of_count1 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if data_one_of_count1 != 1:
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be valid exactly by one definition" + (" (" + str(data_one_of_count1) + " matches found)"), value=data, name="" + (name_prefix or "data") + "", definition={'oneOf': [{'type': 'integer', 'minimum': -4, 'maximum': 2}, {'const': 'drop'}]}, rule='oneOf')
    return data

def validate_https___hermes_git_dev_schemas_guard_rules_schema_json___defs_region(data, custom_formats={}, name_prefix=None):
    if not (isinstance(data, str) and data == 'frontmatter' or isinstance(data, str) and data == 'prose' or isinstance(data, str) and data == 'code' or isinstance(data, str) and data == 'script' or isinstance(data, str) and data == 'memory'):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be one of ['frontmatter', 'prose', 'code', 'script', 'memory']", value=data, name="" + (name_prefix or "data") + "", definition={'enum': ['frontmatter', 'prose', 'code', 'script', 'memory']}, rule='enum')
    return data