"""fastjsonschema's validator for `schemas/skill-claude-code.schema.json`: generated, do not edit.

`schema.load.fast_check` uses it while SCHEMA_SHA256 is the hash of that file's text; after an
edit of the schema, `make generated` writes it again (tests/schema/test_generated.py fails until
then). Made by fastjsonschema 2.22.3.
"""

SCHEMA_SHA256 = "9a51310b7b5cdd5e0a693e9af51985783e0910577f309b97bff7d72d394647c5"
ENTRY = "validate_https___hermes_git_dev_schemas_skill_claude_code_schema_json"

VERSION = "2.22.3"
from decimal import Decimal
import re
from fastjsonschema import JsonSchemaValueException, JsonSchemaValuesException


REGEX_PATTERNS = {
    '\\S': re.compile('\\S'),
    '^[a-z0-9]+(-[a-z0-9]+)*$': re.compile('^[a-z0-9]+(-[a-z0-9]+)*\\Z')
}

NoneType = type(None)

def validate_https___hermes_git_dev_schemas_skill_claude_code_schema_json(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object", value=data, name="" + (name_prefix or "data") + "", definition={'$schema': 'https://json-schema.org/draft/2020-12/schema', '$id': 'https://hermes-git.dev/schemas/skill-claude-code.schema.json', 'title': "SKILL.md frontmatter, profile claude-code: agentskills.io plus Claude Code's documented fields", 'description': 'The agentskills.io fields plus the frontmatter Claude Code documents for skills. `name` is optional (Claude Code falls back to the folder name); `allowed-tools` may also be a list. Other top-level keys are allowed here; `hermes-git validate` reports them as warnings (unknown-key). A `$defs` entry that has the same key in several skill schemas is identical in all of them.', 'type': 'object', 'required': ['description'], 'properties': {'name': {'description': "1-64 characters: lowercase a-z, digits and hyphens; no hyphen at the start or end, no two in a row. Must equal the skill's folder name.", 'type': 'string', 'minLength': 1, 'maxLength': 64, 'pattern': '^[a-z0-9]+(-[a-z0-9]+)*$', 'x-rule': 'name-format', 'x-message': '{value} is not a valid skill name: use 1-64 lowercase letters a-z, digits and single hyphens, not at the start or the end'}, 'description': {'description': 'What the skill does and when to use it: 1-1024 characters.', 'type': 'string', 'minLength': 1, 'maxLength': 1024, 'pattern': '\\S', 'x-rule': 'description-length', 'x-message': 'the description must be a non-empty string of at most 1,024 characters (it has {length})'}, 'license': {'description': 'A license name, or the name of a license file bundled with the skill.', 'type': 'string', 'x-message': 'license must be a string, e.g. MIT or LICENSE.txt'}, 'compatibility': {'description': 'Environment requirements (product, system packages, network access): 1-500 characters.', 'type': 'string', 'minLength': 1, 'maxLength': 500, 'x-rule': 'compatibility-length', 'x-message': 'compatibility must be a string of 1-500 characters (it has {length})'}, 'metadata': {'description': 'Client-specific properties: a map from string keys to string values.', 'type': 'object', 'propertyNames': {'type': 'string'}, 'additionalProperties': {'type': 'string', 'x-rule': 'metadata-value', 'x-message': "metadata values must be strings (the spec's metadata is string to string); got {value}"}, 'x-message': 'metadata must be a mapping of string keys to string values'}, 'allowed-tools': {'description': "Tools: a space-separated string (the spec's form) or, in Claude Code, a list.", 'anyOf': [{'type': 'string'}, {'type': 'array', 'items': {'type': 'string'}}], 'x-message': 'must be a space-separated string of tools or a list of tool names; got {value}'}, 'when_to_use': {'description': 'More context on when Claude should use the skill; appended to the description in the skill listing.', 'type': 'string', 'x-message': 'when_to_use must be a string; got {value}'}, 'argument-hint': {'description': 'Shown after /skill-name while typing, e.g. "[issue-number]".', 'type': 'string', 'x-message': 'argument-hint must be a string such as "[file]"; got {value}'}, 'disable-model-invocation': {'description': 'true: only the user can invoke the skill (with /skill-name).', 'type': 'boolean', 'x-message': 'disable-model-invocation must be true or false; got {value}'}, 'user-invocable': {'description': 'false: hidden from the / menu; Claude may still load it.', 'type': 'boolean', 'x-message': 'user-invocable must be true or false; got {value}'}, 'model': {'description': 'The model to use while the skill runs (e.g. haiku, sonnet, opus, or a full model id).', 'type': 'string', 'x-message': 'model must be a string such as "sonnet"; got {value}'}, 'effort': {'description': 'The effort level while the skill runs.', 'enum': ['low', 'medium', 'high', 'xhigh', 'max'], 'x-message': 'effort must be one of low, medium, high, xhigh, max; got {value}'}, 'context': {'description': 'fork: run the skill in an isolated subagent context.', 'enum': ['fork', 'inherit'], 'x-message': 'context must be "fork" (or "inherit", the default); got {value}'}, 'agent': {'description': 'The subagent type when context is fork (default general-purpose).', 'type': 'string', 'x-message': 'agent must be a string such as "Explore"; got {value}'}, 'hooks': {'description': "Lifecycle hooks scoped to the skill, in Claude Code's hooks format.", 'type': 'object', 'x-message': 'hooks must be a mapping of hook events; got {value}'}, 'paths': {'description': 'Glob patterns that limit when the skill activates: a comma-separated string or a list.', 'anyOf': [{'type': 'string'}, {'type': 'array', 'items': {'type': 'string'}}], 'x-message': 'paths must be a glob string (comma-separated) or a list of globs; got {value}'}, 'shell': {'description': 'The shell for !`command` blocks.', 'enum': ['bash', 'powershell'], 'x-message': 'shell must be bash or powershell; got {value}'}}, '$defs': {'name': {'description': "1-64 characters: lowercase a-z, digits and hyphens; no hyphen at the start or end, no two in a row. Must equal the skill's folder name.", 'type': 'string', 'minLength': 1, 'maxLength': 64, 'pattern': '^[a-z0-9]+(-[a-z0-9]+)*$', 'x-rule': 'name-format', 'x-message': '{value} is not a valid skill name: use 1-64 lowercase letters a-z, digits and single hyphens, not at the start or the end'}, 'description': {'description': 'What the skill does and when to use it: 1-1024 characters.', 'type': 'string', 'minLength': 1, 'maxLength': 1024, 'pattern': '\\S', 'x-rule': 'description-length', 'x-message': 'the description must be a non-empty string of at most 1,024 characters (it has {length})'}, 'license': {'description': 'A license name, or the name of a license file bundled with the skill.', 'type': 'string', 'x-message': 'license must be a string, e.g. MIT or LICENSE.txt'}, 'compatibility': {'description': 'Environment requirements (product, system packages, network access): 1-500 characters.', 'type': 'string', 'minLength': 1, 'maxLength': 500, 'x-rule': 'compatibility-length', 'x-message': 'compatibility must be a string of 1-500 characters (it has {length})'}, 'metadata': {'description': 'Client-specific properties: a map from string keys to string values.', 'type': 'object', 'propertyNames': {'type': 'string'}, 'additionalProperties': {'type': 'string', 'x-rule': 'metadata-value', 'x-message': "metadata values must be strings (the spec's metadata is string to string); got {value}"}, 'x-message': 'metadata must be a mapping of string keys to string values'}, 'claude-tool-list': {'description': "Tools: a space-separated string (the spec's form) or, in Claude Code, a list.", 'anyOf': [{'type': 'string'}, {'type': 'array', 'items': {'type': 'string'}}], 'x-message': 'must be a space-separated string of tools or a list of tool names; got {value}'}}}, rule='type')
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data__missing_keys = set(['description']) - data.keys()
        if data__missing_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain " + (str(sorted(data__missing_keys)) + " properties"), value=data, name="" + (name_prefix or "data") + "", definition={'$schema': 'https://json-schema.org/draft/2020-12/schema', '$id': 'https://hermes-git.dev/schemas/skill-claude-code.schema.json', 'title': "SKILL.md frontmatter, profile claude-code: agentskills.io plus Claude Code's documented fields", 'description': 'The agentskills.io fields plus the frontmatter Claude Code documents for skills. `name` is optional (Claude Code falls back to the folder name); `allowed-tools` may also be a list. Other top-level keys are allowed here; `hermes-git validate` reports them as warnings (unknown-key). A `$defs` entry that has the same key in several skill schemas is identical in all of them.', 'type': 'object', 'required': ['description'], 'properties': {'name': {'description': "1-64 characters: lowercase a-z, digits and hyphens; no hyphen at the start or end, no two in a row. Must equal the skill's folder name.", 'type': 'string', 'minLength': 1, 'maxLength': 64, 'pattern': '^[a-z0-9]+(-[a-z0-9]+)*$', 'x-rule': 'name-format', 'x-message': '{value} is not a valid skill name: use 1-64 lowercase letters a-z, digits and single hyphens, not at the start or the end'}, 'description': {'description': 'What the skill does and when to use it: 1-1024 characters.', 'type': 'string', 'minLength': 1, 'maxLength': 1024, 'pattern': '\\S', 'x-rule': 'description-length', 'x-message': 'the description must be a non-empty string of at most 1,024 characters (it has {length})'}, 'license': {'description': 'A license name, or the name of a license file bundled with the skill.', 'type': 'string', 'x-message': 'license must be a string, e.g. MIT or LICENSE.txt'}, 'compatibility': {'description': 'Environment requirements (product, system packages, network access): 1-500 characters.', 'type': 'string', 'minLength': 1, 'maxLength': 500, 'x-rule': 'compatibility-length', 'x-message': 'compatibility must be a string of 1-500 characters (it has {length})'}, 'metadata': {'description': 'Client-specific properties: a map from string keys to string values.', 'type': 'object', 'propertyNames': {'type': 'string'}, 'additionalProperties': {'type': 'string', 'x-rule': 'metadata-value', 'x-message': "metadata values must be strings (the spec's metadata is string to string); got {value}"}, 'x-message': 'metadata must be a mapping of string keys to string values'}, 'allowed-tools': {'description': "Tools: a space-separated string (the spec's form) or, in Claude Code, a list.", 'anyOf': [{'type': 'string'}, {'type': 'array', 'items': {'type': 'string'}}], 'x-message': 'must be a space-separated string of tools or a list of tool names; got {value}'}, 'when_to_use': {'description': 'More context on when Claude should use the skill; appended to the description in the skill listing.', 'type': 'string', 'x-message': 'when_to_use must be a string; got {value}'}, 'argument-hint': {'description': 'Shown after /skill-name while typing, e.g. "[issue-number]".', 'type': 'string', 'x-message': 'argument-hint must be a string such as "[file]"; got {value}'}, 'disable-model-invocation': {'description': 'true: only the user can invoke the skill (with /skill-name).', 'type': 'boolean', 'x-message': 'disable-model-invocation must be true or false; got {value}'}, 'user-invocable': {'description': 'false: hidden from the / menu; Claude may still load it.', 'type': 'boolean', 'x-message': 'user-invocable must be true or false; got {value}'}, 'model': {'description': 'The model to use while the skill runs (e.g. haiku, sonnet, opus, or a full model id).', 'type': 'string', 'x-message': 'model must be a string such as "sonnet"; got {value}'}, 'effort': {'description': 'The effort level while the skill runs.', 'enum': ['low', 'medium', 'high', 'xhigh', 'max'], 'x-message': 'effort must be one of low, medium, high, xhigh, max; got {value}'}, 'context': {'description': 'fork: run the skill in an isolated subagent context.', 'enum': ['fork', 'inherit'], 'x-message': 'context must be "fork" (or "inherit", the default); got {value}'}, 'agent': {'description': 'The subagent type when context is fork (default general-purpose).', 'type': 'string', 'x-message': 'agent must be a string such as "Explore"; got {value}'}, 'hooks': {'description': "Lifecycle hooks scoped to the skill, in Claude Code's hooks format.", 'type': 'object', 'x-message': 'hooks must be a mapping of hook events; got {value}'}, 'paths': {'description': 'Glob patterns that limit when the skill activates: a comma-separated string or a list.', 'anyOf': [{'type': 'string'}, {'type': 'array', 'items': {'type': 'string'}}], 'x-message': 'paths must be a glob string (comma-separated) or a list of globs; got {value}'}, 'shell': {'description': 'The shell for !`command` blocks.', 'enum': ['bash', 'powershell'], 'x-message': 'shell must be bash or powershell; got {value}'}}, '$defs': {'name': {'description': "1-64 characters: lowercase a-z, digits and hyphens; no hyphen at the start or end, no two in a row. Must equal the skill's folder name.", 'type': 'string', 'minLength': 1, 'maxLength': 64, 'pattern': '^[a-z0-9]+(-[a-z0-9]+)*$', 'x-rule': 'name-format', 'x-message': '{value} is not a valid skill name: use 1-64 lowercase letters a-z, digits and single hyphens, not at the start or the end'}, 'description': {'description': 'What the skill does and when to use it: 1-1024 characters.', 'type': 'string', 'minLength': 1, 'maxLength': 1024, 'pattern': '\\S', 'x-rule': 'description-length', 'x-message': 'the description must be a non-empty string of at most 1,024 characters (it has {length})'}, 'license': {'description': 'A license name, or the name of a license file bundled with the skill.', 'type': 'string', 'x-message': 'license must be a string, e.g. MIT or LICENSE.txt'}, 'compatibility': {'description': 'Environment requirements (product, system packages, network access): 1-500 characters.', 'type': 'string', 'minLength': 1, 'maxLength': 500, 'x-rule': 'compatibility-length', 'x-message': 'compatibility must be a string of 1-500 characters (it has {length})'}, 'metadata': {'description': 'Client-specific properties: a map from string keys to string values.', 'type': 'object', 'propertyNames': {'type': 'string'}, 'additionalProperties': {'type': 'string', 'x-rule': 'metadata-value', 'x-message': "metadata values must be strings (the spec's metadata is string to string); got {value}"}, 'x-message': 'metadata must be a mapping of string keys to string values'}, 'claude-tool-list': {'description': "Tools: a space-separated string (the spec's form) or, in Claude Code, a list.", 'anyOf': [{'type': 'string'}, {'type': 'array', 'items': {'type': 'string'}}], 'x-message': 'must be a space-separated string of tools or a list of tool names; got {value}'}}}, rule='required')
        data_keys = set(data.keys())
        if "name" in data_keys:
            data_keys.remove("name")
            data__name = data["name"]
            validate_https___hermes_git_dev_schemas_skill_claude_code_schema_json___defs_name(data__name, custom_formats, (name_prefix or "data") + ".name")
        if "description" in data_keys:
            data_keys.remove("description")
            data__description = data["description"]
            validate_https___hermes_git_dev_schemas_skill_claude_code_schema_json___defs_description(data__description, custom_formats, (name_prefix or "data") + ".description")
        if "license" in data_keys:
            data_keys.remove("license")
            data__license = data["license"]
            validate_https___hermes_git_dev_schemas_skill_claude_code_schema_json___defs_license(data__license, custom_formats, (name_prefix or "data") + ".license")
        if "compatibility" in data_keys:
            data_keys.remove("compatibility")
            data__compatibility = data["compatibility"]
            validate_https___hermes_git_dev_schemas_skill_claude_code_schema_json___defs_compatibility(data__compatibility, custom_formats, (name_prefix or "data") + ".compatibility")
        if "metadata" in data_keys:
            data_keys.remove("metadata")
            data__metadata = data["metadata"]
            validate_https___hermes_git_dev_schemas_skill_claude_code_schema_json___defs_metadata(data__metadata, custom_formats, (name_prefix or "data") + ".metadata")
        if "allowed-tools" in data_keys:
            data_keys.remove("allowed-tools")
            data__allowedtools = data["allowed-tools"]
            validate_https___hermes_git_dev_schemas_skill_claude_code_schema_json___defs_claude_tool_list(data__allowedtools, custom_formats, (name_prefix or "data") + ".allowed-tools")
        if "when_to_use" in data_keys:
            data_keys.remove("when_to_use")
            data__whentouse = data["when_to_use"]
            if not isinstance(data__whentouse, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".when_to_use must be string", value=data__whentouse, name="" + (name_prefix or "data") + ".when_to_use", definition={'description': 'More context on when Claude should use the skill; appended to the description in the skill listing.', 'type': 'string', 'x-message': 'when_to_use must be a string; got {value}'}, rule='type')
        if "argument-hint" in data_keys:
            data_keys.remove("argument-hint")
            data__argumenthint = data["argument-hint"]
            if not isinstance(data__argumenthint, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".argument-hint must be string", value=data__argumenthint, name="" + (name_prefix or "data") + ".argument-hint", definition={'description': 'Shown after /skill-name while typing, e.g. "[issue-number]".', 'type': 'string', 'x-message': 'argument-hint must be a string such as "[file]"; got {value}'}, rule='type')
        if "disable-model-invocation" in data_keys:
            data_keys.remove("disable-model-invocation")
            data__disablemodelinvocation = data["disable-model-invocation"]
            if not isinstance(data__disablemodelinvocation, (bool)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".disable-model-invocation must be boolean", value=data__disablemodelinvocation, name="" + (name_prefix or "data") + ".disable-model-invocation", definition={'description': 'true: only the user can invoke the skill (with /skill-name).', 'type': 'boolean', 'x-message': 'disable-model-invocation must be true or false; got {value}'}, rule='type')
        if "user-invocable" in data_keys:
            data_keys.remove("user-invocable")
            data__userinvocable = data["user-invocable"]
            if not isinstance(data__userinvocable, (bool)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".user-invocable must be boolean", value=data__userinvocable, name="" + (name_prefix or "data") + ".user-invocable", definition={'description': 'false: hidden from the / menu; Claude may still load it.', 'type': 'boolean', 'x-message': 'user-invocable must be true or false; got {value}'}, rule='type')
        if "model" in data_keys:
            data_keys.remove("model")
            data__model = data["model"]
            if not isinstance(data__model, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".model must be string", value=data__model, name="" + (name_prefix or "data") + ".model", definition={'description': 'The model to use while the skill runs (e.g. haiku, sonnet, opus, or a full model id).', 'type': 'string', 'x-message': 'model must be a string such as "sonnet"; got {value}'}, rule='type')
        if "effort" in data_keys:
            data_keys.remove("effort")
            data__effort = data["effort"]
            if not (isinstance(data__effort, str) and data__effort == 'low' or isinstance(data__effort, str) and data__effort == 'medium' or isinstance(data__effort, str) and data__effort == 'high' or isinstance(data__effort, str) and data__effort == 'xhigh' or isinstance(data__effort, str) and data__effort == 'max'):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".effort must be one of ['low', 'medium', 'high', 'xhigh', 'max']", value=data__effort, name="" + (name_prefix or "data") + ".effort", definition={'description': 'The effort level while the skill runs.', 'enum': ['low', 'medium', 'high', 'xhigh', 'max'], 'x-message': 'effort must be one of low, medium, high, xhigh, max; got {value}'}, rule='enum')
        if "context" in data_keys:
            data_keys.remove("context")
            data__context = data["context"]
            if not (isinstance(data__context, str) and data__context == 'fork' or isinstance(data__context, str) and data__context == 'inherit'):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".context must be one of ['fork', 'inherit']", value=data__context, name="" + (name_prefix or "data") + ".context", definition={'description': 'fork: run the skill in an isolated subagent context.', 'enum': ['fork', 'inherit'], 'x-message': 'context must be "fork" (or "inherit", the default); got {value}'}, rule='enum')
        if "agent" in data_keys:
            data_keys.remove("agent")
            data__agent = data["agent"]
            if not isinstance(data__agent, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".agent must be string", value=data__agent, name="" + (name_prefix or "data") + ".agent", definition={'description': 'The subagent type when context is fork (default general-purpose).', 'type': 'string', 'x-message': 'agent must be a string such as "Explore"; got {value}'}, rule='type')
        if "hooks" in data_keys:
            data_keys.remove("hooks")
            data__hooks = data["hooks"]
            if not isinstance(data__hooks, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".hooks must be object", value=data__hooks, name="" + (name_prefix or "data") + ".hooks", definition={'description': "Lifecycle hooks scoped to the skill, in Claude Code's hooks format.", 'type': 'object', 'x-message': 'hooks must be a mapping of hook events; got {value}'}, rule='type')
        if "paths" in data_keys:
            data_keys.remove("paths")
            data__paths = data["paths"]
            data__paths_any_of_count1 = 0
            if not data__paths_any_of_count1:
                try:
                    if not isinstance(data__paths, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".paths must be string", value=data__paths, name="" + (name_prefix or "data") + ".paths", definition={'type': 'string'}, rule='type')
                    data__paths_any_of_count1 += 1
                except (JsonSchemaValueException, JsonSchemaValuesException): pass
            if not data__paths_any_of_count1:
                try:
                    if not isinstance(data__paths, (list, tuple)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".paths must be array", value=data__paths, name="" + (name_prefix or "data") + ".paths", definition={'type': 'array', 'items': {'type': 'string'}}, rule='type')
                    data__paths_is_list = isinstance(data__paths, (list, tuple))
                    if data__paths_is_list:
                        data__paths_len = len(data__paths)
                        for data__paths_x, data__paths_item in enumerate(data__paths):
                            if not isinstance(data__paths_item, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".paths[{data__paths_x}]".format(**locals()) + " must be string", value=data__paths_item, name="" + (name_prefix or "data") + ".paths[{data__paths_x}]".format(**locals()) + "", definition={'type': 'string'}, rule='type')
                    data__paths_any_of_count1 += 1
                except (JsonSchemaValueException, JsonSchemaValuesException): pass
            if not data__paths_any_of_count1:
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".paths cannot be validated by any definition", value=data__paths, name="" + (name_prefix or "data") + ".paths", definition={'description': 'Glob patterns that limit when the skill activates: a comma-separated string or a list.', 'anyOf': [{'type': 'string'}, {'type': 'array', 'items': {'type': 'string'}}], 'x-message': 'paths must be a glob string (comma-separated) or a list of globs; got {value}'}, rule='anyOf')
        if "shell" in data_keys:
            data_keys.remove("shell")
            data__shell = data["shell"]
            if not (isinstance(data__shell, str) and data__shell == 'bash' or isinstance(data__shell, str) and data__shell == 'powershell'):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".shell must be one of ['bash', 'powershell']", value=data__shell, name="" + (name_prefix or "data") + ".shell", definition={'description': 'The shell for !`command` blocks.', 'enum': ['bash', 'powershell'], 'x-message': 'shell must be bash or powershell; got {value}'}, rule='enum')
    return data

def validate_https___hermes_git_dev_schemas_skill_claude_code_schema_json___defs_claude_tool_list(data, custom_formats={}, name_prefix=None):
    data_any_of_count2 = 0
    if not data_any_of_count2:
        try:
            if not isinstance(data, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'string'}, rule='type')
            data_any_of_count2 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if not data_any_of_count2:
        try:
            if not isinstance(data, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + " must be array", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'array', 'items': {'type': 'string'}}, rule='type')
            data_is_list = isinstance(data, (list, tuple))
            if data_is_list:
                data_len = len(data)
                for data_x, data_item in enumerate(data):
                    if not isinstance(data_item, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + "[{data_x}]".format(**locals()) + " must be string", value=data_item, name="" + (name_prefix or "data") + "[{data_x}]".format(**locals()) + "", definition={'type': 'string'}, rule='type')
            data_any_of_count2 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if not data_any_of_count2:
        raise JsonSchemaValueException("" + (name_prefix or "data") + " cannot be validated by any definition", value=data, name="" + (name_prefix or "data") + "", definition={'description': "Tools: a space-separated string (the spec's form) or, in Claude Code, a list.", 'anyOf': [{'type': 'string'}, {'type': 'array', 'items': {'type': 'string'}}], 'x-message': 'must be a space-separated string of tools or a list of tool names; got {value}'}, rule='anyOf')
    return data

def validate_https___hermes_git_dev_schemas_skill_claude_code_schema_json___defs_metadata(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object", value=data, name="" + (name_prefix or "data") + "", definition={'description': 'Client-specific properties: a map from string keys to string values.', 'type': 'object', 'propertyNames': {'type': 'string'}, 'additionalProperties': {'type': 'string', 'x-rule': 'metadata-value', 'x-message': "metadata values must be strings (the spec's metadata is string to string); got {value}"}, 'x-message': 'metadata must be a mapping of string keys to string values'}, rule='type')
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data_keys = set(data.keys())
        for data_key in data_keys:
            if data_key not in []:
                data_value = data.get(data_key)
                if not isinstance(data_value, (str)):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".{data_key}".format(**locals()) + " must be string", value=data_value, name="" + (name_prefix or "data") + ".{data_key}".format(**locals()) + "", definition={'type': 'string', 'x-rule': 'metadata-value', 'x-message': "metadata values must be strings (the spec's metadata is string to string); got {value}"}, rule='type')
        data_len = len(data)
        if data_len != 0:
            data_property_names = True
            for data_key in data:
                try:
                    if not isinstance(data_key, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string", value=data_key, name="" + (name_prefix or "data") + "", definition={'type': 'string'}, rule='type')
                except (JsonSchemaValueException, JsonSchemaValuesException):
                    data_property_names = False
            if not data_property_names:
                raise JsonSchemaValueException("" + (name_prefix or "data") + " must be named by propertyName definition", value=data, name="" + (name_prefix or "data") + "", definition={'description': 'Client-specific properties: a map from string keys to string values.', 'type': 'object', 'propertyNames': {'type': 'string'}, 'additionalProperties': {'type': 'string', 'x-rule': 'metadata-value', 'x-message': "metadata values must be strings (the spec's metadata is string to string); got {value}"}, 'x-message': 'metadata must be a mapping of string keys to string values'}, rule='propertyNames')
    return data

def validate_https___hermes_git_dev_schemas_skill_claude_code_schema_json___defs_compatibility(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (str)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string", value=data, name="" + (name_prefix or "data") + "", definition={'description': 'Environment requirements (product, system packages, network access): 1-500 characters.', 'type': 'string', 'minLength': 1, 'maxLength': 500, 'x-rule': 'compatibility-length', 'x-message': 'compatibility must be a string of 1-500 characters (it has {length})'}, rule='type')
    if isinstance(data, str):
        data_len = len(data)
        if data_len < 1:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must be longer than or equal to 1 characters", value=data, name="" + (name_prefix or "data") + "", definition={'description': 'Environment requirements (product, system packages, network access): 1-500 characters.', 'type': 'string', 'minLength': 1, 'maxLength': 500, 'x-rule': 'compatibility-length', 'x-message': 'compatibility must be a string of 1-500 characters (it has {length})'}, rule='minLength')
        if data_len > 500:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must be shorter than or equal to 500 characters", value=data, name="" + (name_prefix or "data") + "", definition={'description': 'Environment requirements (product, system packages, network access): 1-500 characters.', 'type': 'string', 'minLength': 1, 'maxLength': 500, 'x-rule': 'compatibility-length', 'x-message': 'compatibility must be a string of 1-500 characters (it has {length})'}, rule='maxLength')
    return data

def validate_https___hermes_git_dev_schemas_skill_claude_code_schema_json___defs_license(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (str)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string", value=data, name="" + (name_prefix or "data") + "", definition={'description': 'A license name, or the name of a license file bundled with the skill.', 'type': 'string', 'x-message': 'license must be a string, e.g. MIT or LICENSE.txt'}, rule='type')
    return data

def validate_https___hermes_git_dev_schemas_skill_claude_code_schema_json___defs_description(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (str)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string", value=data, name="" + (name_prefix or "data") + "", definition={'description': 'What the skill does and when to use it: 1-1024 characters.', 'type': 'string', 'minLength': 1, 'maxLength': 1024, 'pattern': '\\S', 'x-rule': 'description-length', 'x-message': 'the description must be a non-empty string of at most 1,024 characters (it has {length})'}, rule='type')
    if isinstance(data, str):
        data_len = len(data)
        if data_len < 1:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must be longer than or equal to 1 characters", value=data, name="" + (name_prefix or "data") + "", definition={'description': 'What the skill does and when to use it: 1-1024 characters.', 'type': 'string', 'minLength': 1, 'maxLength': 1024, 'pattern': '\\S', 'x-rule': 'description-length', 'x-message': 'the description must be a non-empty string of at most 1,024 characters (it has {length})'}, rule='minLength')
        if data_len > 1024:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must be shorter than or equal to 1024 characters", value=data, name="" + (name_prefix or "data") + "", definition={'description': 'What the skill does and when to use it: 1-1024 characters.', 'type': 'string', 'minLength': 1, 'maxLength': 1024, 'pattern': '\\S', 'x-rule': 'description-length', 'x-message': 'the description must be a non-empty string of at most 1,024 characters (it has {length})'}, rule='maxLength')
        if not REGEX_PATTERNS['\\S'].search(data):
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern \\S", value=data, name="" + (name_prefix or "data") + "", definition={'description': 'What the skill does and when to use it: 1-1024 characters.', 'type': 'string', 'minLength': 1, 'maxLength': 1024, 'pattern': '\\S', 'x-rule': 'description-length', 'x-message': 'the description must be a non-empty string of at most 1,024 characters (it has {length})'}, rule='pattern')
    return data

def validate_https___hermes_git_dev_schemas_skill_claude_code_schema_json___defs_name(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (str)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string", value=data, name="" + (name_prefix or "data") + "", definition={'description': "1-64 characters: lowercase a-z, digits and hyphens; no hyphen at the start or end, no two in a row. Must equal the skill's folder name.", 'type': 'string', 'minLength': 1, 'maxLength': 64, 'pattern': '^[a-z0-9]+(-[a-z0-9]+)*$', 'x-rule': 'name-format', 'x-message': '{value} is not a valid skill name: use 1-64 lowercase letters a-z, digits and single hyphens, not at the start or the end'}, rule='type')
    if isinstance(data, str):
        data_len = len(data)
        if data_len < 1:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must be longer than or equal to 1 characters", value=data, name="" + (name_prefix or "data") + "", definition={'description': "1-64 characters: lowercase a-z, digits and hyphens; no hyphen at the start or end, no two in a row. Must equal the skill's folder name.", 'type': 'string', 'minLength': 1, 'maxLength': 64, 'pattern': '^[a-z0-9]+(-[a-z0-9]+)*$', 'x-rule': 'name-format', 'x-message': '{value} is not a valid skill name: use 1-64 lowercase letters a-z, digits and single hyphens, not at the start or the end'}, rule='minLength')
        if data_len > 64:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must be shorter than or equal to 64 characters", value=data, name="" + (name_prefix or "data") + "", definition={'description': "1-64 characters: lowercase a-z, digits and hyphens; no hyphen at the start or end, no two in a row. Must equal the skill's folder name.", 'type': 'string', 'minLength': 1, 'maxLength': 64, 'pattern': '^[a-z0-9]+(-[a-z0-9]+)*$', 'x-rule': 'name-format', 'x-message': '{value} is not a valid skill name: use 1-64 lowercase letters a-z, digits and single hyphens, not at the start or the end'}, rule='maxLength')
        if not REGEX_PATTERNS['^[a-z0-9]+(-[a-z0-9]+)*$'].search(data):
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern ^[a-z0-9]+(-[a-z0-9]+)*$", value=data, name="" + (name_prefix or "data") + "", definition={'description': "1-64 characters: lowercase a-z, digits and hyphens; no hyphen at the start or end, no two in a row. Must equal the skill's folder name.", 'type': 'string', 'minLength': 1, 'maxLength': 64, 'pattern': '^[a-z0-9]+(-[a-z0-9]+)*$', 'x-rule': 'name-format', 'x-message': '{value} is not a valid skill name: use 1-64 lowercase letters a-z, digits and single hyphens, not at the start or the end'}, rule='pattern')
    return data