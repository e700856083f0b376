"""fastjsonschema's validator for `schemas/skill.schema.json`: generated, do not edit.

`schema.load.fast_check` uses it while SCHEMA_SHA256 is the hash of that file's text; after an
edit of the schema, `make generated` writes it again (tests/schema/test_generated.py fails until
then). Made by fastjsonschema 2.22.3.
"""

SCHEMA_SHA256 = "2c133ec07e0df37faada20cb30712e2b631fe481c9c99736884bdc4c2a9c7a02"
ENTRY = "validate_https___hermes_git_dev_schemas_skill_schema_json"

VERSION = "2.22.3"
from decimal import Decimal
import re
from fastjsonschema import JsonSchemaValueException, JsonSchemaValuesException


REGEX_PATTERNS = {
    '^(/|~|[A-Za-z]:)|(^|[/\\\\])\\.\\.([/\\\\]|$)': re.compile('^(/|~|[A-Za-z]:)|(^|[/\\\\])\\.\\.([/\\\\]|\\Z)'),
    '^[A-Za-z_][A-Za-z0-9_]*$': re.compile('^[A-Za-z_][A-Za-z0-9_]*\\Z'),
    '\\S': re.compile('\\S')
}

NoneType = type(None)

def validate_https___hermes_git_dev_schemas_skill_schema_json(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object", value=data, name="" + (name_prefix or "data") + "", definition={'$schema': 'https://json-schema.org/draft/2020-12/schema', '$id': 'https://hermes-git.dev/schemas/skill.schema.json', 'title': 'SKILL.md frontmatter, profile hermes (the default): agentskills.io plus what Hermes Agent reads', 'description': 'The agentskills.io fields plus the keys Hermes Agent reads, with the types Hermes accepts. Other top-level keys are allowed here; `hermes-git validate` reports them as warnings (unknown-key). `name` and `description` are looser than the spec because Hermes loads such skills; hermes-git warns about spec violations (name-format, description-length) instead. Other profiles: skill-agentskills.schema.json, skill-claude-code.schema.json. A `$defs` entry that has the same key in several skill schemas is identical in all of them.', 'type': 'object', 'required': ['name', 'description'], 'properties': {'name': {'description': "The name shown in Hermes' index and lists (Hermes falls back to the folder name, and cuts it to 64 characters in lists).", 'type': 'string', 'minLength': 1, 'pattern': '\\S', 'x-rule': 'name-format', 'x-message': 'name must be a non-empty string; got {value}'}, 'description': {'description': 'What the skill does and when to use it (skill_manage refuses more than 1,024 characters).', 'type': 'string', 'minLength': 1, 'pattern': '\\S', 'x-rule': 'description-length', 'x-message': 'description must be a non-empty string; got {value}'}, 'license': {'description': 'A license name, or the name of a license file bundled with the skill.', 'type': 'string', 'x-message': 'license must be a string, e.g. MIT or LICENSE.txt'}, 'compatibility': {'description': 'Environment requirements (product, system packages, network access): 1-500 characters.', 'type': 'string', 'minLength': 1, 'maxLength': 500, 'x-rule': 'compatibility-length', 'x-message': 'compatibility must be a string of 1-500 characters (it has {length})'}, 'metadata': {'description': 'Client-specific properties; Hermes reads the `hermes` namespace and returns the rest unchanged.', 'type': 'object', 'properties': {'hermes': {'$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/hermes-namespace'}}, 'x-message': 'metadata must be a mapping; got {value}'}, 'allowed-tools': {'description': "Tools: a space-separated string (the spec's form) or, in Claude Code, a list.", 'anyOf': [{'type': 'string'}, {'type': 'array', 'items': {'type': 'string'}}], 'x-message': 'must be a space-separated string of tools or a list of tool names; got {value}'}, 'version': {'description': "The skill's version (carried in the file; Hermes does not read it).", 'type': ['string', 'number'], 'x-message': 'version must be a string such as "1.0.0"; got {value}'}, 'author': {'description': 'Who wrote the skill: a name, or a list of names (Hermes does not read it).', 'anyOf': [{'type': 'string'}, {'type': 'array', 'items': {'type': 'string', 'x-message': 'list items must be strings; got {value}'}, 'x-message': 'must be a list of strings; got {value}'}], 'x-message': 'author must be a name or a list of names; got {value}'}, 'platforms': {'description': 'Operating systems the skill works on (macos, linux, windows; other values are matched against sys.platform as they are). Absent or empty: every platform.', 'anyOf': [{'type': 'string'}, {'type': 'array', 'items': {'type': 'string', 'x-message': 'list items must be strings; got {value}'}, 'x-message': 'must be a list of strings; got {value}'}], 'x-message': 'platforms must be a list of platform names (macos, linux, windows) or one name; got {value}'}, 'prerequisites': {'description': 'Legacy requirements: `env_vars` are merged into the required environment variables; `commands` is advisory.', 'type': 'object', 'properties': {'env_vars': {'type': 'array', 'items': {'$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/env-var-name'}, 'x-message': 'must be a list of environment variable names; got {value}'}, 'commands': {'type': 'array', 'items': {'type': 'string', 'x-message': 'list items must be strings; got {value}'}, 'x-message': 'must be a list of strings; got {value}'}, 'tools': {'type': 'array', 'items': {'type': 'string', 'x-message': 'list items must be strings; got {value}'}, 'x-message': 'must be a list of strings; got {value}'}, 'pip': {'type': 'array', 'items': {'type': 'string', 'x-message': 'list items must be strings; got {value}'}, 'x-message': 'must be a list of strings; got {value}'}}, 'x-message': 'prerequisites must be a mapping (env_vars, commands, ...); got {value}'}, 'required_environment_variables': {'description': 'Environment variables the skill needs: names, or mappings with a name and how to get a value.', 'type': 'array', 'items': {'anyOf': [{'type': 'string', 'pattern': '^[A-Za-z_][A-Za-z0-9_]*$', 'x-message': '{value} is not an environment variable name (letters, digits, _; not starting with a digit)'}, {'type': 'object', 'anyOf': [{'required': ['name']}, {'required': ['env_var']}], 'properties': {'name': {'$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/env-var-name'}, 'env_var': {'$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/env-var-name'}, 'prompt': {'type': 'string'}, 'help': {'type': 'string'}, 'provider_url': {'type': 'string'}, 'url': {'type': 'string'}, 'required_for': {'type': 'string'}, 'optional': {'type': 'boolean'}}}], 'x-message': 'each required environment variable must be a name or a mapping with name (or env_var), prompt, help, required_for, optional; got {value}'}, 'x-message': 'required_environment_variables must be a list; got {value}'}, 'setup': {'description': 'Setup help and secrets to collect; `collect_secrets` entries are merged into the required environment variables.', 'type': 'object', 'properties': {'help': {'type': 'string'}, 'collect_secrets': {'type': 'array', 'items': {'type': 'object', 'required': ['env_var'], 'properties': {'env_var': {'type': 'string', 'pattern': '^[A-Za-z_][A-Za-z0-9_]*$', 'x-message': '{value} is not an environment variable name (letters, digits, _; not starting with a digit)'}, 'prompt': {'type': 'string'}, 'provider_url': {'type': 'string'}, 'url': {'type': 'string'}, 'secret': {'type': 'boolean'}}}}}, 'x-message': 'setup must be a mapping with help and collect_secrets; got {value}'}, 'required_credential_files': {'description': 'Files under HERMES_HOME the skill needs (mounted into sandboxes): relative paths that stay inside HERMES_HOME.', 'type': 'array', 'items': {'anyOf': [{'type': 'string', 'minLength': 1, 'not': {'pattern': '^(/|~|[A-Za-z]:)|(^|[/\\\\])\\.\\.([/\\\\]|$)'}, 'x-message': '{value} must be a path relative to HERMES_HOME that stays inside it'}, {'type': 'object', 'anyOf': [{'required': ['path']}, {'required': ['name']}], 'properties': {'path': {'type': 'string', 'minLength': 1, 'not': {'pattern': '^(/|~|[A-Za-z]:)|(^|[/\\\\])\\.\\.([/\\\\]|$)'}, 'x-message': '{value} must be a path relative to HERMES_HOME that stays inside it'}, 'name': {'type': 'string', 'minLength': 1, 'not': {'pattern': '^(/|~|[A-Za-z]:)|(^|[/\\\\])\\.\\.([/\\\\]|$)'}, 'x-message': '{value} must be a path relative to HERMES_HOME that stays inside it'}, 'description': {'type': 'string'}}}], 'x-message': 'each credential file must be a relative path inside HERMES_HOME, or a mapping with path (or name); got {value}'}, 'x-message': 'required_credential_files must be a list; got {value}'}, 'dependencies': {'description': 'Packages or tools the skill uses (carried in the file; Hermes does not read it).', 'anyOf': [{'type': 'string'}, {'type': 'array', 'items': {'type': 'string', 'x-message': 'list items must be strings; got {value}'}, 'x-message': 'must be a list of strings; got {value}'}], 'x-message': 'dependencies must be a list of strings or one string; got {value}'}, 'tags': {'description': 'A list of strings; Hermes also parses a string such as "[a, b]" or "a, b".', 'anyOf': [{'type': 'string'}, {'$ref': '#/$defs/string-list'}], 'x-message': 'must be a list of strings (or a string like "a, b"); got {value}'}, 'related_skills': {'description': 'A list of strings; Hermes also parses a string such as "[a, b]" or "a, b".', 'anyOf': [{'type': 'string'}, {'$ref': '#/$defs/string-list'}], 'x-message': 'must be a list of strings (or a string like "a, b"); got {value}'}}, '$defs': {'hermes-name': {'description': "The name shown in Hermes' index and lists (Hermes falls back to the folder name, and cuts it to 64 characters in lists).", 'type': 'string', 'minLength': 1, 'pattern': '\\S', 'x-rule': 'name-format', 'x-message': 'name must be a non-empty string; got {value}'}, 'hermes-description': {'description': 'What the skill does and when to use it (skill_manage refuses more than 1,024 characters).', 'type': 'string', 'minLength': 1, 'pattern': '\\S', 'x-rule': 'description-length', 'x-message': 'description must be a non-empty string; got {value}'}, 'license': {'description': 'A license name, or the name of a license file bundled with the skill.', 'type': 'string', 'x-message': 'license must be a string, e.g. MIT or LICENSE.txt'}, 'compatibility': {'description': 'Environment requirements (product, system packages, network access): 1-500 characters.', 'type': 'string', 'minLength': 1, 'maxLength': 500, 'x-rule': 'compatibility-length', 'x-message': 'compatibility must be a string of 1-500 characters (it has {length})'}, 'allowed-tools': {'description': 'Experimental: a space-separated string of pre-approved tools, e.g. `Bash(git:*) Read`.', 'type': 'string', 'x-message': 'allowed-tools must be one space-separated string, e.g. "Bash(git:*) Read"'}, 'claude-tool-list': {'description': "Tools: a space-separated string (the spec's form) or, in Claude Code, a list.", 'anyOf': [{'type': 'string'}, {'type': 'array', 'items': {'type': 'string'}}], 'x-message': 'must be a space-separated string of tools or a list of tool names; got {value}'}, 'hermes-metadata': {'description': 'Client-specific properties; Hermes reads the `hermes` namespace and returns the rest unchanged.', 'type': 'object', 'properties': {'hermes': {'description': 'metadata.hermes: tags, related skills, category, conditional activation and skill config.', 'type': 'object', 'properties': {'tags': {'$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/hermes-list'}, 'related_skills': {'$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/hermes-list'}, 'category': {'type': 'string'}, 'homepage': {'type': 'string'}, 'requires_toolsets': {'$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/condition-list'}, 'requires_tools': {'$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/condition-list'}, 'fallback_for_toolsets': {'$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/condition-list'}, 'fallback_for_tools': {'$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/condition-list'}, 'config': {'anyOf': [{'$ref': '#/$defs/config-var'}, {'type': 'array', 'items': {'$ref': '#/$defs/config-var'}}], 'x-message': 'metadata.hermes.config must be a mapping {key, description, default, prompt} or a list of them; got {value}'}}, 'x-message': 'metadata.hermes must be a mapping; got {value}'}}, 'x-message': 'metadata must be a mapping; got {value}'}, 'hermes-namespace': {'description': 'metadata.hermes: tags, related skills, category, conditional activation and skill config.', 'type': 'object', 'properties': {'tags': {'description': 'A list of strings; Hermes also parses a string such as "[a, b]" or "a, b".', 'anyOf': [{'type': 'string'}, {'$ref': '#/$defs/string-list'}], 'x-message': 'must be a list of strings (or a string like "a, b"); got {value}'}, 'related_skills': {'description': 'A list of strings; Hermes also parses a string such as "[a, b]" or "a, b".', 'anyOf': [{'type': 'string'}, {'$ref': '#/$defs/string-list'}], 'x-message': 'must be a list of strings (or a string like "a, b"); got {value}'}, 'category': {'type': 'string'}, 'homepage': {'type': 'string'}, 'requires_toolsets': {'description': 'Toolset or tool names; Hermes iterates it as a list (a string would be read letter by letter).', '$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/string-list'}, 'requires_tools': {'description': 'Toolset or tool names; Hermes iterates it as a list (a string would be read letter by letter).', '$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/string-list'}, 'fallback_for_toolsets': {'description': 'Toolset or tool names; Hermes iterates it as a list (a string would be read letter by letter).', '$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/string-list'}, 'fallback_for_tools': {'description': 'Toolset or tool names; Hermes iterates it as a list (a string would be read letter by letter).', '$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/string-list'}, 'config': {'anyOf': [{'type': 'object', 'required': ['key', 'description'], 'properties': {'key': {'type': 'string', 'minLength': 1}, 'description': {'type': 'string'}, 'prompt': {'type': 'string'}}}, {'type': 'array', 'items': {'type': 'object', 'required': ['key', 'description'], 'properties': {'key': {'type': 'string', 'minLength': 1}, 'description': {'type': 'string'}, 'prompt': {'type': 'string'}}}}], 'x-message': 'metadata.hermes.config must be a mapping {key, description, default, prompt} or a list of them; got {value}'}}, 'x-message': 'metadata.hermes must be a mapping; got {value}'}, 'hermes-list': {'description': 'A list of strings; Hermes also parses a string such as "[a, b]" or "a, b".', 'anyOf': [{'type': 'string'}, {'type': 'array', 'items': {'type': 'string', 'x-message': 'list items must be strings; got {value}'}, 'x-message': 'must be a list of strings; got {value}'}], 'x-message': 'must be a list of strings (or a string like "a, b"); got {value}'}, 'condition-list': {'type': 'array', 'items': {'type': 'string', 'x-message': 'list items must be strings; got {value}'}, 'x-message': 'must be a list of strings; got {value}'}, 'config-var': {'type': 'object', 'required': ['key', 'description'], 'properties': {'key': {'type': 'string', 'minLength': 1}, 'description': {'type': 'string'}, 'prompt': {'type': 'string'}}}, 'string-list': {'type': 'array', 'items': {'type': 'string', 'x-message': 'list items must be strings; got {value}'}, 'x-message': 'must be a list of strings; got {value}'}, 'env-var-name': {'type': 'string', 'pattern': '^[A-Za-z_][A-Za-z0-9_]*$', 'x-message': '{value} is not an environment variable name (letters, digits, _; not starting with a digit)'}, 'env-var-list': {'type': 'array', 'items': {'type': 'string', 'pattern': '^[A-Za-z_][A-Za-z0-9_]*$', 'x-message': '{value} is not an environment variable name (letters, digits, _; not starting with a digit)'}, 'x-message': 'must be a list of environment variable names; got {value}'}, 'env-var-entry': {'type': 'object', 'anyOf': [{'required': ['name']}, {'required': ['env_var']}], 'properties': {'name': {'type': 'string', 'pattern': '^[A-Za-z_][A-Za-z0-9_]*$', 'x-message': '{value} is not an environment variable name (letters, digits, _; not starting with a digit)'}, 'env_var': {'type': 'string', 'pattern': '^[A-Za-z_][A-Za-z0-9_]*$', 'x-message': '{value} is not an environment variable name (letters, digits, _; not starting with a digit)'}, 'prompt': {'type': 'string'}, 'help': {'type': 'string'}, 'provider_url': {'type': 'string'}, 'url': {'type': 'string'}, 'required_for': {'type': 'string'}, 'optional': {'type': 'boolean'}}}, 'home-path': {'type': 'string', 'minLength': 1, 'not': {'pattern': '^(/|~|[A-Za-z]:)|(^|[/\\\\])\\.\\.([/\\\\]|$)'}, 'x-message': '{value} must be a path relative to HERMES_HOME that stays inside it'}}}, rule='type')
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data__missing_keys = set(['name', 'description']) - data.keys()
        if data__missing_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain " + (str(sorted(data__missing_keys)) + " properties"), value=data, name="" + (name_prefix or "data") + "", definition={'$schema': 'https://json-schema.org/draft/2020-12/schema', '$id': 'https://hermes-git.dev/schemas/skill.schema.json', 'title': 'SKILL.md frontmatter, profile hermes (the default): agentskills.io plus what Hermes Agent reads', 'description': 'The agentskills.io fields plus the keys Hermes Agent reads, with the types Hermes accepts. Other top-level keys are allowed here; `hermes-git validate` reports them as warnings (unknown-key). `name` and `description` are looser than the spec because Hermes loads such skills; hermes-git warns about spec violations (name-format, description-length) instead. Other profiles: skill-agentskills.schema.json, skill-claude-code.schema.json. A `$defs` entry that has the same key in several skill schemas is identical in all of them.', 'type': 'object', 'required': ['name', 'description'], 'properties': {'name': {'description': "The name shown in Hermes' index and lists (Hermes falls back to the folder name, and cuts it to 64 characters in lists).", 'type': 'string', 'minLength': 1, 'pattern': '\\S', 'x-rule': 'name-format', 'x-message': 'name must be a non-empty string; got {value}'}, 'description': {'description': 'What the skill does and when to use it (skill_manage refuses more than 1,024 characters).', 'type': 'string', 'minLength': 1, 'pattern': '\\S', 'x-rule': 'description-length', 'x-message': 'description must be a non-empty string; got {value}'}, 'license': {'description': 'A license name, or the name of a license file bundled with the skill.', 'type': 'string', 'x-message': 'license must be a string, e.g. MIT or LICENSE.txt'}, 'compatibility': {'description': 'Environment requirements (product, system packages, network access): 1-500 characters.', 'type': 'string', 'minLength': 1, 'maxLength': 500, 'x-rule': 'compatibility-length', 'x-message': 'compatibility must be a string of 1-500 characters (it has {length})'}, 'metadata': {'description': 'Client-specific properties; Hermes reads the `hermes` namespace and returns the rest unchanged.', 'type': 'object', 'properties': {'hermes': {'$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/hermes-namespace'}}, 'x-message': 'metadata must be a mapping; got {value}'}, 'allowed-tools': {'description': "Tools: a space-separated string (the spec's form) or, in Claude Code, a list.", 'anyOf': [{'type': 'string'}, {'type': 'array', 'items': {'type': 'string'}}], 'x-message': 'must be a space-separated string of tools or a list of tool names; got {value}'}, 'version': {'description': "The skill's version (carried in the file; Hermes does not read it).", 'type': ['string', 'number'], 'x-message': 'version must be a string such as "1.0.0"; got {value}'}, 'author': {'description': 'Who wrote the skill: a name, or a list of names (Hermes does not read it).', 'anyOf': [{'type': 'string'}, {'type': 'array', 'items': {'type': 'string', 'x-message': 'list items must be strings; got {value}'}, 'x-message': 'must be a list of strings; got {value}'}], 'x-message': 'author must be a name or a list of names; got {value}'}, 'platforms': {'description': 'Operating systems the skill works on (macos, linux, windows; other values are matched against sys.platform as they are). Absent or empty: every platform.', 'anyOf': [{'type': 'string'}, {'type': 'array', 'items': {'type': 'string', 'x-message': 'list items must be strings; got {value}'}, 'x-message': 'must be a list of strings; got {value}'}], 'x-message': 'platforms must be a list of platform names (macos, linux, windows) or one name; got {value}'}, 'prerequisites': {'description': 'Legacy requirements: `env_vars` are merged into the required environment variables; `commands` is advisory.', 'type': 'object', 'properties': {'env_vars': {'type': 'array', 'items': {'$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/env-var-name'}, 'x-message': 'must be a list of environment variable names; got {value}'}, 'commands': {'type': 'array', 'items': {'type': 'string', 'x-message': 'list items must be strings; got {value}'}, 'x-message': 'must be a list of strings; got {value}'}, 'tools': {'type': 'array', 'items': {'type': 'string', 'x-message': 'list items must be strings; got {value}'}, 'x-message': 'must be a list of strings; got {value}'}, 'pip': {'type': 'array', 'items': {'type': 'string', 'x-message': 'list items must be strings; got {value}'}, 'x-message': 'must be a list of strings; got {value}'}}, 'x-message': 'prerequisites must be a mapping (env_vars, commands, ...); got {value}'}, 'required_environment_variables': {'description': 'Environment variables the skill needs: names, or mappings with a name and how to get a value.', 'type': 'array', 'items': {'anyOf': [{'type': 'string', 'pattern': '^[A-Za-z_][A-Za-z0-9_]*$', 'x-message': '{value} is not an environment variable name (letters, digits, _; not starting with a digit)'}, {'type': 'object', 'anyOf': [{'required': ['name']}, {'required': ['env_var']}], 'properties': {'name': {'$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/env-var-name'}, 'env_var': {'$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/env-var-name'}, 'prompt': {'type': 'string'}, 'help': {'type': 'string'}, 'provider_url': {'type': 'string'}, 'url': {'type': 'string'}, 'required_for': {'type': 'string'}, 'optional': {'type': 'boolean'}}}], 'x-message': 'each required environment variable must be a name or a mapping with name (or env_var), prompt, help, required_for, optional; got {value}'}, 'x-message': 'required_environment_variables must be a list; got {value}'}, 'setup': {'description': 'Setup help and secrets to collect; `collect_secrets` entries are merged into the required environment variables.', 'type': 'object', 'properties': {'help': {'type': 'string'}, 'collect_secrets': {'type': 'array', 'items': {'type': 'object', 'required': ['env_var'], 'properties': {'env_var': {'type': 'string', 'pattern': '^[A-Za-z_][A-Za-z0-9_]*$', 'x-message': '{value} is not an environment variable name (letters, digits, _; not starting with a digit)'}, 'prompt': {'type': 'string'}, 'provider_url': {'type': 'string'}, 'url': {'type': 'string'}, 'secret': {'type': 'boolean'}}}}}, 'x-message': 'setup must be a mapping with help and collect_secrets; got {value}'}, 'required_credential_files': {'description': 'Files under HERMES_HOME the skill needs (mounted into sandboxes): relative paths that stay inside HERMES_HOME.', 'type': 'array', 'items': {'anyOf': [{'type': 'string', 'minLength': 1, 'not': {'pattern': '^(/|~|[A-Za-z]:)|(^|[/\\\\])\\.\\.([/\\\\]|$)'}, 'x-message': '{value} must be a path relative to HERMES_HOME that stays inside it'}, {'type': 'object', 'anyOf': [{'required': ['path']}, {'required': ['name']}], 'properties': {'path': {'type': 'string', 'minLength': 1, 'not': {'pattern': '^(/|~|[A-Za-z]:)|(^|[/\\\\])\\.\\.([/\\\\]|$)'}, 'x-message': '{value} must be a path relative to HERMES_HOME that stays inside it'}, 'name': {'type': 'string', 'minLength': 1, 'not': {'pattern': '^(/|~|[A-Za-z]:)|(^|[/\\\\])\\.\\.([/\\\\]|$)'}, 'x-message': '{value} must be a path relative to HERMES_HOME that stays inside it'}, 'description': {'type': 'string'}}}], 'x-message': 'each credential file must be a relative path inside HERMES_HOME, or a mapping with path (or name); got {value}'}, 'x-message': 'required_credential_files must be a list; got {value}'}, 'dependencies': {'description': 'Packages or tools the skill uses (carried in the file; Hermes does not read it).', 'anyOf': [{'type': 'string'}, {'type': 'array', 'items': {'type': 'string', 'x-message': 'list items must be strings; got {value}'}, 'x-message': 'must be a list of strings; got {value}'}], 'x-message': 'dependencies must be a list of strings or one string; got {value}'}, 'tags': {'description': 'A list of strings; Hermes also parses a string such as "[a, b]" or "a, b".', 'anyOf': [{'type': 'string'}, {'$ref': '#/$defs/string-list'}], 'x-message': 'must be a list of strings (or a string like "a, b"); got {value}'}, 'related_skills': {'description': 'A list of strings; Hermes also parses a string such as "[a, b]" or "a, b".', 'anyOf': [{'type': 'string'}, {'$ref': '#/$defs/string-list'}], 'x-message': 'must be a list of strings (or a string like "a, b"); got {value}'}}, '$defs': {'hermes-name': {'description': "The name shown in Hermes' index and lists (Hermes falls back to the folder name, and cuts it to 64 characters in lists).", 'type': 'string', 'minLength': 1, 'pattern': '\\S', 'x-rule': 'name-format', 'x-message': 'name must be a non-empty string; got {value}'}, 'hermes-description': {'description': 'What the skill does and when to use it (skill_manage refuses more than 1,024 characters).', 'type': 'string', 'minLength': 1, 'pattern': '\\S', 'x-rule': 'description-length', 'x-message': 'description must be a non-empty string; got {value}'}, 'license': {'description': 'A license name, or the name of a license file bundled with the skill.', 'type': 'string', 'x-message': 'license must be a string, e.g. MIT or LICENSE.txt'}, 'compatibility': {'description': 'Environment requirements (product, system packages, network access): 1-500 characters.', 'type': 'string', 'minLength': 1, 'maxLength': 500, 'x-rule': 'compatibility-length', 'x-message': 'compatibility must be a string of 1-500 characters (it has {length})'}, 'allowed-tools': {'description': 'Experimental: a space-separated string of pre-approved tools, e.g. `Bash(git:*) Read`.', 'type': 'string', 'x-message': 'allowed-tools must be one space-separated string, e.g. "Bash(git:*) Read"'}, 'claude-tool-list': {'description': "Tools: a space-separated string (the spec's form) or, in Claude Code, a list.", 'anyOf': [{'type': 'string'}, {'type': 'array', 'items': {'type': 'string'}}], 'x-message': 'must be a space-separated string of tools or a list of tool names; got {value}'}, 'hermes-metadata': {'description': 'Client-specific properties; Hermes reads the `hermes` namespace and returns the rest unchanged.', 'type': 'object', 'properties': {'hermes': {'description': 'metadata.hermes: tags, related skills, category, conditional activation and skill config.', 'type': 'object', 'properties': {'tags': {'$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/hermes-list'}, 'related_skills': {'$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/hermes-list'}, 'category': {'type': 'string'}, 'homepage': {'type': 'string'}, 'requires_toolsets': {'$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/condition-list'}, 'requires_tools': {'$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/condition-list'}, 'fallback_for_toolsets': {'$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/condition-list'}, 'fallback_for_tools': {'$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/condition-list'}, 'config': {'anyOf': [{'$ref': '#/$defs/config-var'}, {'type': 'array', 'items': {'$ref': '#/$defs/config-var'}}], 'x-message': 'metadata.hermes.config must be a mapping {key, description, default, prompt} or a list of them; got {value}'}}, 'x-message': 'metadata.hermes must be a mapping; got {value}'}}, 'x-message': 'metadata must be a mapping; got {value}'}, 'hermes-namespace': {'description': 'metadata.hermes: tags, related skills, category, conditional activation and skill config.', 'type': 'object', 'properties': {'tags': {'description': 'A list of strings; Hermes also parses a string such as "[a, b]" or "a, b".', 'anyOf': [{'type': 'string'}, {'$ref': '#/$defs/string-list'}], 'x-message': 'must be a list of strings (or a string like "a, b"); got {value}'}, 'related_skills': {'description': 'A list of strings; Hermes also parses a string such as "[a, b]" or "a, b".', 'anyOf': [{'type': 'string'}, {'$ref': '#/$defs/string-list'}], 'x-message': 'must be a list of strings (or a string like "a, b"); got {value}'}, 'category': {'type': 'string'}, 'homepage': {'type': 'string'}, 'requires_toolsets': {'description': 'Toolset or tool names; Hermes iterates it as a list (a string would be read letter by letter).', '$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/string-list'}, 'requires_tools': {'description': 'Toolset or tool names; Hermes iterates it as a list (a string would be read letter by letter).', '$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/string-list'}, 'fallback_for_toolsets': {'description': 'Toolset or tool names; Hermes iterates it as a list (a string would be read letter by letter).', '$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/string-list'}, 'fallback_for_tools': {'description': 'Toolset or tool names; Hermes iterates it as a list (a string would be read letter by letter).', '$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/string-list'}, 'config': {'anyOf': [{'type': 'object', 'required': ['key', 'description'], 'properties': {'key': {'type': 'string', 'minLength': 1}, 'description': {'type': 'string'}, 'prompt': {'type': 'string'}}}, {'type': 'array', 'items': {'type': 'object', 'required': ['key', 'description'], 'properties': {'key': {'type': 'string', 'minLength': 1}, 'description': {'type': 'string'}, 'prompt': {'type': 'string'}}}}], 'x-message': 'metadata.hermes.config must be a mapping {key, description, default, prompt} or a list of them; got {value}'}}, 'x-message': 'metadata.hermes must be a mapping; got {value}'}, 'hermes-list': {'description': 'A list of strings; Hermes also parses a string such as "[a, b]" or "a, b".', 'anyOf': [{'type': 'string'}, {'type': 'array', 'items': {'type': 'string', 'x-message': 'list items must be strings; got {value}'}, 'x-message': 'must be a list of strings; got {value}'}], 'x-message': 'must be a list of strings (or a string like "a, b"); got {value}'}, 'condition-list': {'type': 'array', 'items': {'type': 'string', 'x-message': 'list items must be strings; got {value}'}, 'x-message': 'must be a list of strings; got {value}'}, 'config-var': {'type': 'object', 'required': ['key', 'description'], 'properties': {'key': {'type': 'string', 'minLength': 1}, 'description': {'type': 'string'}, 'prompt': {'type': 'string'}}}, 'string-list': {'type': 'array', 'items': {'type': 'string', 'x-message': 'list items must be strings; got {value}'}, 'x-message': 'must be a list of strings; got {value}'}, 'env-var-name': {'type': 'string', 'pattern': '^[A-Za-z_][A-Za-z0-9_]*$', 'x-message': '{value} is not an environment variable name (letters, digits, _; not starting with a digit)'}, 'env-var-list': {'type': 'array', 'items': {'type': 'string', 'pattern': '^[A-Za-z_][A-Za-z0-9_]*$', 'x-message': '{value} is not an environment variable name (letters, digits, _; not starting with a digit)'}, 'x-message': 'must be a list of environment variable names; got {value}'}, 'env-var-entry': {'type': 'object', 'anyOf': [{'required': ['name']}, {'required': ['env_var']}], 'properties': {'name': {'type': 'string', 'pattern': '^[A-Za-z_][A-Za-z0-9_]*$', 'x-message': '{value} is not an environment variable name (letters, digits, _; not starting with a digit)'}, 'env_var': {'type': 'string', 'pattern': '^[A-Za-z_][A-Za-z0-9_]*$', 'x-message': '{value} is not an environment variable name (letters, digits, _; not starting with a digit)'}, 'prompt': {'type': 'string'}, 'help': {'type': 'string'}, 'provider_url': {'type': 'string'}, 'url': {'type': 'string'}, 'required_for': {'type': 'string'}, 'optional': {'type': 'boolean'}}}, 'home-path': {'type': 'string', 'minLength': 1, 'not': {'pattern': '^(/|~|[A-Za-z]:)|(^|[/\\\\])\\.\\.([/\\\\]|$)'}, 'x-message': '{value} must be a path relative to HERMES_HOME that stays inside it'}}}, rule='required')
        data_keys = set(data.keys())
        if "name" in data_keys:
            data_keys.remove("name")
            data__name = data["name"]
            validate_https___hermes_git_dev_schemas_skill_schema_json___defs_hermes_name(data__name, custom_formats, (name_prefix or "data") + ".name")
        if "description" in data_keys:
            data_keys.remove("description")
            data__description = data["description"]
            validate_https___hermes_git_dev_schemas_skill_schema_json___defs_hermes_description(data__description, custom_formats, (name_prefix or "data") + ".description")
        if "license" in data_keys:
            data_keys.remove("license")
            data__license = data["license"]
            validate_https___hermes_git_dev_schemas_skill_schema_json___defs_license(data__license, custom_formats, (name_prefix or "data") + ".license")
        if "compatibility" in data_keys:
            data_keys.remove("compatibility")
            data__compatibility = data["compatibility"]
            validate_https___hermes_git_dev_schemas_skill_schema_json___defs_compatibility(data__compatibility, custom_formats, (name_prefix or "data") + ".compatibility")
        if "metadata" in data_keys:
            data_keys.remove("metadata")
            data__metadata = data["metadata"]
            validate_https___hermes_git_dev_schemas_skill_schema_json___defs_hermes_metadata(data__metadata, custom_formats, (name_prefix or "data") + ".metadata")
        if "allowed-tools" in data_keys:
            data_keys.remove("allowed-tools")
            data__allowedtools = data["allowed-tools"]
            validate_https___hermes_git_dev_schemas_skill_schema_json___defs_claude_tool_list(data__allowedtools, custom_formats, (name_prefix or "data") + ".allowed-tools")
        if "version" in data_keys:
            data_keys.remove("version")
            data__version = data["version"]
            if not isinstance(data__version, (str, int, float, Decimal)) or isinstance(data__version, bool):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".version must be string or number", value=data__version, name="" + (name_prefix or "data") + ".version", definition={'description': "The skill's version (carried in the file; Hermes does not read it).", 'type': ['string', 'number'], 'x-message': 'version must be a string such as "1.0.0"; got {value}'}, rule='type')
        if "author" in data_keys:
            data_keys.remove("author")
            data__author = data["author"]
            data__author_any_of_count1 = 0
            if not data__author_any_of_count1:
                try:
                    if not isinstance(data__author, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".author must be string", value=data__author, name="" + (name_prefix or "data") + ".author", definition={'type': 'string'}, rule='type')
                    data__author_any_of_count1 += 1
                except (JsonSchemaValueException, JsonSchemaValuesException): pass
            if not data__author_any_of_count1:
                try:
                    validate_https___hermes_git_dev_schemas_skill_schema_json___defs_string_list(data__author, custom_formats, (name_prefix or "data") + ".author")
                    data__author_any_of_count1 += 1
                except (JsonSchemaValueException, JsonSchemaValuesException): pass
            if not data__author_any_of_count1:
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".author cannot be validated by any definition", value=data__author, name="" + (name_prefix or "data") + ".author", definition={'description': 'Who wrote the skill: a name, or a list of names (Hermes does not read it).', 'anyOf': [{'type': 'string'}, {'type': 'array', 'items': {'type': 'string', 'x-message': 'list items must be strings; got {value}'}, 'x-message': 'must be a list of strings; got {value}'}], 'x-message': 'author must be a name or a list of names; got {value}'}, rule='anyOf')
        if "platforms" in data_keys:
            data_keys.remove("platforms")
            data__platforms = data["platforms"]
            data__platforms_any_of_count2 = 0
            if not data__platforms_any_of_count2:
                try:
                    if not isinstance(data__platforms, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".platforms must be string", value=data__platforms, name="" + (name_prefix or "data") + ".platforms", definition={'type': 'string'}, rule='type')
                    data__platforms_any_of_count2 += 1
                except (JsonSchemaValueException, JsonSchemaValuesException): pass
            if not data__platforms_any_of_count2:
                try:
                    validate_https___hermes_git_dev_schemas_skill_schema_json___defs_string_list(data__platforms, custom_formats, (name_prefix or "data") + ".platforms")
                    data__platforms_any_of_count2 += 1
                except (JsonSchemaValueException, JsonSchemaValuesException): pass
            if not data__platforms_any_of_count2:
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".platforms cannot be validated by any definition", value=data__platforms, name="" + (name_prefix or "data") + ".platforms", definition={'description': 'Operating systems the skill works on (macos, linux, windows; other values are matched against sys.platform as they are). Absent or empty: every platform.', 'anyOf': [{'type': 'string'}, {'type': 'array', 'items': {'type': 'string', 'x-message': 'list items must be strings; got {value}'}, 'x-message': 'must be a list of strings; got {value}'}], 'x-message': 'platforms must be a list of platform names (macos, linux, windows) or one name; got {value}'}, rule='anyOf')
        if "prerequisites" in data_keys:
            data_keys.remove("prerequisites")
            data__prerequisites = data["prerequisites"]
            if not isinstance(data__prerequisites, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".prerequisites must be object", value=data__prerequisites, name="" + (name_prefix or "data") + ".prerequisites", definition={'description': 'Legacy requirements: `env_vars` are merged into the required environment variables; `commands` is advisory.', 'type': 'object', 'properties': {'env_vars': {'type': 'array', 'items': {'$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/env-var-name'}, 'x-message': 'must be a list of environment variable names; got {value}'}, 'commands': {'type': 'array', 'items': {'type': 'string', 'x-message': 'list items must be strings; got {value}'}, 'x-message': 'must be a list of strings; got {value}'}, 'tools': {'type': 'array', 'items': {'type': 'string', 'x-message': 'list items must be strings; got {value}'}, 'x-message': 'must be a list of strings; got {value}'}, 'pip': {'type': 'array', 'items': {'type': 'string', 'x-message': 'list items must be strings; got {value}'}, 'x-message': 'must be a list of strings; got {value}'}}, 'x-message': 'prerequisites must be a mapping (env_vars, commands, ...); got {value}'}, rule='type')
            data__prerequisites_is_dict = isinstance(data__prerequisites, dict)
            if data__prerequisites_is_dict:
                data__prerequisites_keys = set(data__prerequisites.keys())
                if "env_vars" in data__prerequisites_keys:
                    data__prerequisites_keys.remove("env_vars")
                    data__prerequisites__envvars = data__prerequisites["env_vars"]
                    validate_https___hermes_git_dev_schemas_skill_schema_json___defs_env_var_list(data__prerequisites__envvars, custom_formats, (name_prefix or "data") + ".prerequisites.env_vars")
                if "commands" in data__prerequisites_keys:
                    data__prerequisites_keys.remove("commands")
                    data__prerequisites__commands = data__prerequisites["commands"]
                    validate_https___hermes_git_dev_schemas_skill_schema_json___defs_string_list(data__prerequisites__commands, custom_formats, (name_prefix or "data") + ".prerequisites.commands")
                if "tools" in data__prerequisites_keys:
                    data__prerequisites_keys.remove("tools")
                    data__prerequisites__tools = data__prerequisites["tools"]
                    validate_https___hermes_git_dev_schemas_skill_schema_json___defs_string_list(data__prerequisites__tools, custom_formats, (name_prefix or "data") + ".prerequisites.tools")
                if "pip" in data__prerequisites_keys:
                    data__prerequisites_keys.remove("pip")
                    data__prerequisites__pip = data__prerequisites["pip"]
                    validate_https___hermes_git_dev_schemas_skill_schema_json___defs_string_list(data__prerequisites__pip, custom_formats, (name_prefix or "data") + ".prerequisites.pip")
        if "required_environment_variables" in data_keys:
            data_keys.remove("required_environment_variables")
            data__requiredenvironmentvariables = data["required_environment_variables"]
            if not isinstance(data__requiredenvironmentvariables, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".required_environment_variables must be array", value=data__requiredenvironmentvariables, name="" + (name_prefix or "data") + ".required_environment_variables", definition={'description': 'Environment variables the skill needs: names, or mappings with a name and how to get a value.', 'type': 'array', 'items': {'anyOf': [{'type': 'string', 'pattern': '^[A-Za-z_][A-Za-z0-9_]*$', 'x-message': '{value} is not an environment variable name (letters, digits, _; not starting with a digit)'}, {'type': 'object', 'anyOf': [{'required': ['name']}, {'required': ['env_var']}], 'properties': {'name': {'$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/env-var-name'}, 'env_var': {'$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/env-var-name'}, 'prompt': {'type': 'string'}, 'help': {'type': 'string'}, 'provider_url': {'type': 'string'}, 'url': {'type': 'string'}, 'required_for': {'type': 'string'}, 'optional': {'type': 'boolean'}}}], 'x-message': 'each required environment variable must be a name or a mapping with name (or env_var), prompt, help, required_for, optional; got {value}'}, 'x-message': 'required_environment_variables must be a list; got {value}'}, rule='type')
            data__requiredenvironmentvariables_is_list = isinstance(data__requiredenvironmentvariables, (list, tuple))
            if data__requiredenvironmentvariables_is_list:
                data__requiredenvironmentvariables_len = len(data__requiredenvironmentvariables)
                for data__requiredenvironmentvariables_x, data__requiredenvironmentvariables_item in enumerate(data__requiredenvironmentvariables):
                    data__requiredenvironmentvariables_item_any_of_count3 = 0
                    if not data__requiredenvironmentvariables_item_any_of_count3:
                        try:
                            validate_https___hermes_git_dev_schemas_skill_schema_json___defs_env_var_name(data__requiredenvironmentvariables_item, custom_formats, (name_prefix or "data") + ".required_environment_variables[{data__requiredenvironmentvariables_x}]".format(**locals()))
                            data__requiredenvironmentvariables_item_any_of_count3 += 1
                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                    if not data__requiredenvironmentvariables_item_any_of_count3:
                        try:
                            validate_https___hermes_git_dev_schemas_skill_schema_json___defs_env_var_entry(data__requiredenvironmentvariables_item, custom_formats, (name_prefix or "data") + ".required_environment_variables[{data__requiredenvironmentvariables_x}]".format(**locals()))
                            data__requiredenvironmentvariables_item_any_of_count3 += 1
                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                    if not data__requiredenvironmentvariables_item_any_of_count3:
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".required_environment_variables[{data__requiredenvironmentvariables_x}]".format(**locals()) + " cannot be validated by any definition", value=data__requiredenvironmentvariables_item, name="" + (name_prefix or "data") + ".required_environment_variables[{data__requiredenvironmentvariables_x}]".format(**locals()) + "", definition={'anyOf': [{'type': 'string', 'pattern': '^[A-Za-z_][A-Za-z0-9_]*$', 'x-message': '{value} is not an environment variable name (letters, digits, _; not starting with a digit)'}, {'type': 'object', 'anyOf': [{'required': ['name']}, {'required': ['env_var']}], 'properties': {'name': {'$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/env-var-name'}, 'env_var': {'$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/env-var-name'}, 'prompt': {'type': 'string'}, 'help': {'type': 'string'}, 'provider_url': {'type': 'string'}, 'url': {'type': 'string'}, 'required_for': {'type': 'string'}, 'optional': {'type': 'boolean'}}}], 'x-message': 'each required environment variable must be a name or a mapping with name (or env_var), prompt, help, required_for, optional; got {value}'}, rule='anyOf')
        if "setup" in data_keys:
            data_keys.remove("setup")
            data__setup = data["setup"]
            if not isinstance(data__setup, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".setup must be object", value=data__setup, name="" + (name_prefix or "data") + ".setup", definition={'description': 'Setup help and secrets to collect; `collect_secrets` entries are merged into the required environment variables.', 'type': 'object', 'properties': {'help': {'type': 'string'}, 'collect_secrets': {'type': 'array', 'items': {'type': 'object', 'required': ['env_var'], 'properties': {'env_var': {'type': 'string', 'pattern': '^[A-Za-z_][A-Za-z0-9_]*$', 'x-message': '{value} is not an environment variable name (letters, digits, _; not starting with a digit)'}, 'prompt': {'type': 'string'}, 'provider_url': {'type': 'string'}, 'url': {'type': 'string'}, 'secret': {'type': 'boolean'}}}}}, 'x-message': 'setup must be a mapping with help and collect_secrets; got {value}'}, rule='type')
            data__setup_is_dict = isinstance(data__setup, dict)
            if data__setup_is_dict:
                data__setup_keys = set(data__setup.keys())
                if "help" in data__setup_keys:
                    data__setup_keys.remove("help")
                    data__setup__help = data__setup["help"]
                    if not isinstance(data__setup__help, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".setup.help must be string", value=data__setup__help, name="" + (name_prefix or "data") + ".setup.help", definition={'type': 'string'}, rule='type')
                if "collect_secrets" in data__setup_keys:
                    data__setup_keys.remove("collect_secrets")
                    data__setup__collectsecrets = data__setup["collect_secrets"]
                    if not isinstance(data__setup__collectsecrets, (list, tuple)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".setup.collect_secrets must be array", value=data__setup__collectsecrets, name="" + (name_prefix or "data") + ".setup.collect_secrets", definition={'type': 'array', 'items': {'type': 'object', 'required': ['env_var'], 'properties': {'env_var': {'type': 'string', 'pattern': '^[A-Za-z_][A-Za-z0-9_]*$', 'x-message': '{value} is not an environment variable name (letters, digits, _; not starting with a digit)'}, 'prompt': {'type': 'string'}, 'provider_url': {'type': 'string'}, 'url': {'type': 'string'}, 'secret': {'type': 'boolean'}}}}, rule='type')
                    data__setup__collectsecrets_is_list = isinstance(data__setup__collectsecrets, (list, tuple))
                    if data__setup__collectsecrets_is_list:
                        data__setup__collectsecrets_len = len(data__setup__collectsecrets)
                        for data__setup__collectsecrets_x, data__setup__collectsecrets_item in enumerate(data__setup__collectsecrets):
                            if not isinstance(data__setup__collectsecrets_item, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".setup.collect_secrets[{data__setup__collectsecrets_x}]".format(**locals()) + " must be object", value=data__setup__collectsecrets_item, name="" + (name_prefix or "data") + ".setup.collect_secrets[{data__setup__collectsecrets_x}]".format(**locals()) + "", definition={'type': 'object', 'required': ['env_var'], 'properties': {'env_var': {'type': 'string', 'pattern': '^[A-Za-z_][A-Za-z0-9_]*$', 'x-message': '{value} is not an environment variable name (letters, digits, _; not starting with a digit)'}, 'prompt': {'type': 'string'}, 'provider_url': {'type': 'string'}, 'url': {'type': 'string'}, 'secret': {'type': 'boolean'}}}, rule='type')
                            data__setup__collectsecrets_item_is_dict = isinstance(data__setup__collectsecrets_item, dict)
                            if data__setup__collectsecrets_item_is_dict:
                                data__setup__collectsecrets_item__missing_keys = set(['env_var']) - data__setup__collectsecrets_item.keys()
                                if data__setup__collectsecrets_item__missing_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".setup.collect_secrets[{data__setup__collectsecrets_x}]".format(**locals()) + " must contain " + (str(sorted(data__setup__collectsecrets_item__missing_keys)) + " properties"), value=data__setup__collectsecrets_item, name="" + (name_prefix or "data") + ".setup.collect_secrets[{data__setup__collectsecrets_x}]".format(**locals()) + "", definition={'type': 'object', 'required': ['env_var'], 'properties': {'env_var': {'type': 'string', 'pattern': '^[A-Za-z_][A-Za-z0-9_]*$', 'x-message': '{value} is not an environment variable name (letters, digits, _; not starting with a digit)'}, 'prompt': {'type': 'string'}, 'provider_url': {'type': 'string'}, 'url': {'type': 'string'}, 'secret': {'type': 'boolean'}}}, rule='required')
                                data__setup__collectsecrets_item_keys = set(data__setup__collectsecrets_item.keys())
                                if "env_var" in data__setup__collectsecrets_item_keys:
                                    data__setup__collectsecrets_item_keys.remove("env_var")
                                    data__setup__collectsecrets_item__envvar = data__setup__collectsecrets_item["env_var"]
                                    validate_https___hermes_git_dev_schemas_skill_schema_json___defs_env_var_name(data__setup__collectsecrets_item__envvar, custom_formats, (name_prefix or "data") + ".setup.collect_secrets[{data__setup__collectsecrets_x}].env_var".format(**locals()))
                                if "prompt" in data__setup__collectsecrets_item_keys:
                                    data__setup__collectsecrets_item_keys.remove("prompt")
                                    data__setup__collectsecrets_item__prompt = data__setup__collectsecrets_item["prompt"]
                                    if not isinstance(data__setup__collectsecrets_item__prompt, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".setup.collect_secrets[{data__setup__collectsecrets_x}].prompt".format(**locals()) + " must be string", value=data__setup__collectsecrets_item__prompt, name="" + (name_prefix or "data") + ".setup.collect_secrets[{data__setup__collectsecrets_x}].prompt".format(**locals()) + "", definition={'type': 'string'}, rule='type')
                                if "provider_url" in data__setup__collectsecrets_item_keys:
                                    data__setup__collectsecrets_item_keys.remove("provider_url")
                                    data__setup__collectsecrets_item__providerurl = data__setup__collectsecrets_item["provider_url"]
                                    if not isinstance(data__setup__collectsecrets_item__providerurl, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".setup.collect_secrets[{data__setup__collectsecrets_x}].provider_url".format(**locals()) + " must be string", value=data__setup__collectsecrets_item__providerurl, name="" + (name_prefix or "data") + ".setup.collect_secrets[{data__setup__collectsecrets_x}].provider_url".format(**locals()) + "", definition={'type': 'string'}, rule='type')
                                if "url" in data__setup__collectsecrets_item_keys:
                                    data__setup__collectsecrets_item_keys.remove("url")
                                    data__setup__collectsecrets_item__url = data__setup__collectsecrets_item["url"]
                                    if not isinstance(data__setup__collectsecrets_item__url, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".setup.collect_secrets[{data__setup__collectsecrets_x}].url".format(**locals()) + " must be string", value=data__setup__collectsecrets_item__url, name="" + (name_prefix or "data") + ".setup.collect_secrets[{data__setup__collectsecrets_x}].url".format(**locals()) + "", definition={'type': 'string'}, rule='type')
                                if "secret" in data__setup__collectsecrets_item_keys:
                                    data__setup__collectsecrets_item_keys.remove("secret")
                                    data__setup__collectsecrets_item__secret = data__setup__collectsecrets_item["secret"]
                                    if not isinstance(data__setup__collectsecrets_item__secret, (bool)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".setup.collect_secrets[{data__setup__collectsecrets_x}].secret".format(**locals()) + " must be boolean", value=data__setup__collectsecrets_item__secret, name="" + (name_prefix or "data") + ".setup.collect_secrets[{data__setup__collectsecrets_x}].secret".format(**locals()) + "", definition={'type': 'boolean'}, rule='type')
        if "required_credential_files" in data_keys:
            data_keys.remove("required_credential_files")
            data__requiredcredentialfiles = data["required_credential_files"]
            if not isinstance(data__requiredcredentialfiles, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".required_credential_files must be array", value=data__requiredcredentialfiles, name="" + (name_prefix or "data") + ".required_credential_files", definition={'description': 'Files under HERMES_HOME the skill needs (mounted into sandboxes): relative paths that stay inside HERMES_HOME.', 'type': 'array', 'items': {'anyOf': [{'type': 'string', 'minLength': 1, 'not': {'pattern': '^(/|~|[A-Za-z]:)|(^|[/\\\\])\\.\\.([/\\\\]|$)'}, 'x-message': '{value} must be a path relative to HERMES_HOME that stays inside it'}, {'type': 'object', 'anyOf': [{'required': ['path']}, {'required': ['name']}], 'properties': {'path': {'type': 'string', 'minLength': 1, 'not': {'pattern': '^(/|~|[A-Za-z]:)|(^|[/\\\\])\\.\\.([/\\\\]|$)'}, 'x-message': '{value} must be a path relative to HERMES_HOME that stays inside it'}, 'name': {'type': 'string', 'minLength': 1, 'not': {'pattern': '^(/|~|[A-Za-z]:)|(^|[/\\\\])\\.\\.([/\\\\]|$)'}, 'x-message': '{value} must be a path relative to HERMES_HOME that stays inside it'}, 'description': {'type': 'string'}}}], 'x-message': 'each credential file must be a relative path inside HERMES_HOME, or a mapping with path (or name); got {value}'}, 'x-message': 'required_credential_files must be a list; got {value}'}, rule='type')
            data__requiredcredentialfiles_is_list = isinstance(data__requiredcredentialfiles, (list, tuple))
            if data__requiredcredentialfiles_is_list:
                data__requiredcredentialfiles_len = len(data__requiredcredentialfiles)
                for data__requiredcredentialfiles_x, data__requiredcredentialfiles_item in enumerate(data__requiredcredentialfiles):
                    data__requiredcredentialfiles_item_any_of_count4 = 0
                    if not data__requiredcredentialfiles_item_any_of_count4:
                        try:
                            validate_https___hermes_git_dev_schemas_skill_schema_json___defs_home_path(data__requiredcredentialfiles_item, custom_formats, (name_prefix or "data") + ".required_credential_files[{data__requiredcredentialfiles_x}]".format(**locals()))
                            data__requiredcredentialfiles_item_any_of_count4 += 1
                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                    if not data__requiredcredentialfiles_item_any_of_count4:
                        try:
                            if not isinstance(data__requiredcredentialfiles_item, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".required_credential_files[{data__requiredcredentialfiles_x}]".format(**locals()) + " must be object", value=data__requiredcredentialfiles_item, name="" + (name_prefix or "data") + ".required_credential_files[{data__requiredcredentialfiles_x}]".format(**locals()) + "", definition={'type': 'object', 'anyOf': [{'required': ['path']}, {'required': ['name']}], 'properties': {'path': {'type': 'string', 'minLength': 1, 'not': {'pattern': '^(/|~|[A-Za-z]:)|(^|[/\\\\])\\.\\.([/\\\\]|$)'}, 'x-message': '{value} must be a path relative to HERMES_HOME that stays inside it'}, 'name': {'type': 'string', 'minLength': 1, 'not': {'pattern': '^(/|~|[A-Za-z]:)|(^|[/\\\\])\\.\\.([/\\\\]|$)'}, 'x-message': '{value} must be a path relative to HERMES_HOME that stays inside it'}, 'description': {'type': 'string'}}}, rule='type')
                            data__requiredcredentialfiles_item_any_of_count5 = 0
                            if not data__requiredcredentialfiles_item_any_of_count5:
                                try:
                                    data__requiredcredentialfiles_item_is_dict = isinstance(data__requiredcredentialfiles_item, dict)
                                    if data__requiredcredentialfiles_item_is_dict:
                                        data__requiredcredentialfiles_item__missing_keys = set(['path']) - data__requiredcredentialfiles_item.keys()
                                        if data__requiredcredentialfiles_item__missing_keys:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".required_credential_files[{data__requiredcredentialfiles_x}]".format(**locals()) + " must contain " + (str(sorted(data__requiredcredentialfiles_item__missing_keys)) + " properties"), value=data__requiredcredentialfiles_item, name="" + (name_prefix or "data") + ".required_credential_files[{data__requiredcredentialfiles_x}]".format(**locals()) + "", definition={'required': ['path']}, rule='required')
                                    data__requiredcredentialfiles_item_any_of_count5 += 1
                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                            if not data__requiredcredentialfiles_item_any_of_count5:
                                try:
                                    data__requiredcredentialfiles_item_is_dict = isinstance(data__requiredcredentialfiles_item, dict)
                                    if data__requiredcredentialfiles_item_is_dict:
                                        data__requiredcredentialfiles_item__missing_keys = set(['name']) - data__requiredcredentialfiles_item.keys()
                                        if data__requiredcredentialfiles_item__missing_keys:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".required_credential_files[{data__requiredcredentialfiles_x}]".format(**locals()) + " must contain " + (str(sorted(data__requiredcredentialfiles_item__missing_keys)) + " properties"), value=data__requiredcredentialfiles_item, name="" + (name_prefix or "data") + ".required_credential_files[{data__requiredcredentialfiles_x}]".format(**locals()) + "", definition={'required': ['name']}, rule='required')
                                    data__requiredcredentialfiles_item_any_of_count5 += 1
                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                            if not data__requiredcredentialfiles_item_any_of_count5:
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".required_credential_files[{data__requiredcredentialfiles_x}]".format(**locals()) + " cannot be validated by any definition", value=data__requiredcredentialfiles_item, name="" + (name_prefix or "data") + ".required_credential_files[{data__requiredcredentialfiles_x}]".format(**locals()) + "", definition={'type': 'object', 'anyOf': [{'required': ['path']}, {'required': ['name']}], 'properties': {'path': {'type': 'string', 'minLength': 1, 'not': {'pattern': '^(/|~|[A-Za-z]:)|(^|[/\\\\])\\.\\.([/\\\\]|$)'}, 'x-message': '{value} must be a path relative to HERMES_HOME that stays inside it'}, 'name': {'type': 'string', 'minLength': 1, 'not': {'pattern': '^(/|~|[A-Za-z]:)|(^|[/\\\\])\\.\\.([/\\\\]|$)'}, 'x-message': '{value} must be a path relative to HERMES_HOME that stays inside it'}, 'description': {'type': 'string'}}}, rule='anyOf')
                            data__requiredcredentialfiles_item_is_dict = isinstance(data__requiredcredentialfiles_item, dict)
                            if data__requiredcredentialfiles_item_is_dict:
                                data__requiredcredentialfiles_item_keys = set(data__requiredcredentialfiles_item.keys())
                                if "path" in data__requiredcredentialfiles_item_keys:
                                    data__requiredcredentialfiles_item_keys.remove("path")
                                    data__requiredcredentialfiles_item__path = data__requiredcredentialfiles_item["path"]
                                    validate_https___hermes_git_dev_schemas_skill_schema_json___defs_home_path(data__requiredcredentialfiles_item__path, custom_formats, (name_prefix or "data") + ".required_credential_files[{data__requiredcredentialfiles_x}].path".format(**locals()))
                                if "name" in data__requiredcredentialfiles_item_keys:
                                    data__requiredcredentialfiles_item_keys.remove("name")
                                    data__requiredcredentialfiles_item__name = data__requiredcredentialfiles_item["name"]
                                    validate_https___hermes_git_dev_schemas_skill_schema_json___defs_home_path(data__requiredcredentialfiles_item__name, custom_formats, (name_prefix or "data") + ".required_credential_files[{data__requiredcredentialfiles_x}].name".format(**locals()))
                                if "description" in data__requiredcredentialfiles_item_keys:
                                    data__requiredcredentialfiles_item_keys.remove("description")
                                    data__requiredcredentialfiles_item__description = data__requiredcredentialfiles_item["description"]
                                    if not isinstance(data__requiredcredentialfiles_item__description, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".required_credential_files[{data__requiredcredentialfiles_x}].description".format(**locals()) + " must be string", value=data__requiredcredentialfiles_item__description, name="" + (name_prefix or "data") + ".required_credential_files[{data__requiredcredentialfiles_x}].description".format(**locals()) + "", definition={'type': 'string'}, rule='type')
                            data__requiredcredentialfiles_item_any_of_count4 += 1
                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                    if not data__requiredcredentialfiles_item_any_of_count4:
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".required_credential_files[{data__requiredcredentialfiles_x}]".format(**locals()) + " cannot be validated by any definition", value=data__requiredcredentialfiles_item, name="" + (name_prefix or "data") + ".required_credential_files[{data__requiredcredentialfiles_x}]".format(**locals()) + "", definition={'anyOf': [{'type': 'string', 'minLength': 1, 'not': {'pattern': '^(/|~|[A-Za-z]:)|(^|[/\\\\])\\.\\.([/\\\\]|$)'}, 'x-message': '{value} must be a path relative to HERMES_HOME that stays inside it'}, {'type': 'object', 'anyOf': [{'required': ['path']}, {'required': ['name']}], 'properties': {'path': {'type': 'string', 'minLength': 1, 'not': {'pattern': '^(/|~|[A-Za-z]:)|(^|[/\\\\])\\.\\.([/\\\\]|$)'}, 'x-message': '{value} must be a path relative to HERMES_HOME that stays inside it'}, 'name': {'type': 'string', 'minLength': 1, 'not': {'pattern': '^(/|~|[A-Za-z]:)|(^|[/\\\\])\\.\\.([/\\\\]|$)'}, 'x-message': '{value} must be a path relative to HERMES_HOME that stays inside it'}, 'description': {'type': 'string'}}}], 'x-message': 'each credential file must be a relative path inside HERMES_HOME, or a mapping with path (or name); got {value}'}, rule='anyOf')
        if "dependencies" in data_keys:
            data_keys.remove("dependencies")
            data__dependencies = data["dependencies"]
            data__dependencies_any_of_count6 = 0
            if not data__dependencies_any_of_count6:
                try:
                    if not isinstance(data__dependencies, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".dependencies must be string", value=data__dependencies, name="" + (name_prefix or "data") + ".dependencies", definition={'type': 'string'}, rule='type')
                    data__dependencies_any_of_count6 += 1
                except (JsonSchemaValueException, JsonSchemaValuesException): pass
            if not data__dependencies_any_of_count6:
                try:
                    validate_https___hermes_git_dev_schemas_skill_schema_json___defs_string_list(data__dependencies, custom_formats, (name_prefix or "data") + ".dependencies")
                    data__dependencies_any_of_count6 += 1
                except (JsonSchemaValueException, JsonSchemaValuesException): pass
            if not data__dependencies_any_of_count6:
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".dependencies cannot be validated by any definition", value=data__dependencies, name="" + (name_prefix or "data") + ".dependencies", definition={'description': 'Packages or tools the skill uses (carried in the file; Hermes does not read it).', 'anyOf': [{'type': 'string'}, {'type': 'array', 'items': {'type': 'string', 'x-message': 'list items must be strings; got {value}'}, 'x-message': 'must be a list of strings; got {value}'}], 'x-message': 'dependencies must be a list of strings or one string; got {value}'}, rule='anyOf')
        if "tags" in data_keys:
            data_keys.remove("tags")
            data__tags = data["tags"]
            validate_https___hermes_git_dev_schemas_skill_schema_json___defs_hermes_list(data__tags, custom_formats, (name_prefix or "data") + ".tags")
        if "related_skills" in data_keys:
            data_keys.remove("related_skills")
            data__relatedskills = data["related_skills"]
            validate_https___hermes_git_dev_schemas_skill_schema_json___defs_hermes_list(data__relatedskills, custom_formats, (name_prefix or "data") + ".related_skills")
    return data

def validate_https___hermes_git_dev_schemas_skill_schema_json___defs_hermes_list(data, custom_formats={}, name_prefix=None):
    data_any_of_count7 = 0
    if not data_any_of_count7:
        try:
            if not isinstance(data, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'string'}, rule='type')
            data_any_of_count7 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if not data_any_of_count7:
        try:
            validate_https___hermes_git_dev_schemas_skill_schema_json___defs_string_list(data, custom_formats, (name_prefix or "data") + "")
            data_any_of_count7 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if not data_any_of_count7:
        raise JsonSchemaValueException("" + (name_prefix or "data") + " cannot be validated by any definition", value=data, name="" + (name_prefix or "data") + "", definition={'description': 'A list of strings; Hermes also parses a string such as "[a, b]" or "a, b".', 'anyOf': [{'type': 'string'}, {'type': 'array', 'items': {'type': 'string', 'x-message': 'list items must be strings; got {value}'}, 'x-message': 'must be a list of strings; got {value}'}], 'x-message': 'must be a list of strings (or a string like "a, b"); got {value}'}, rule='anyOf')
    return data

def validate_https___hermes_git_dev_schemas_skill_schema_json___defs_home_path(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (str)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'string', 'minLength': 1, 'not': {'pattern': '^(/|~|[A-Za-z]:)|(^|[/\\\\])\\.\\.([/\\\\]|$)'}, 'x-message': '{value} must be a path relative to HERMES_HOME that stays inside it'}, rule='type')
    try:
        if isinstance(data, str):
            if not REGEX_PATTERNS['^(/|~|[A-Za-z]:)|(^|[/\\\\])\\.\\.([/\\\\]|$)'].search(data):
                raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern ^(/|~|[A-Za-z]:)|(^|[/\\\\])\\.\\.([/\\\\]|$)", value=data, name="" + (name_prefix or "data") + "", definition={'pattern': '^(/|~|[A-Za-z]:)|(^|[/\\\\])\\.\\.([/\\\\]|$)'}, rule='pattern')
    except (JsonSchemaValueException, JsonSchemaValuesException): pass
    else:
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must NOT match a disallowed definition", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'string', 'minLength': 1, 'not': {'pattern': '^(/|~|[A-Za-z]:)|(^|[/\\\\])\\.\\.([/\\\\]|$)'}, 'x-message': '{value} must be a path relative to HERMES_HOME that stays inside it'}, rule='not')
    if isinstance(data, str):
        data_len = len(data)
        if data_len < 1:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must be longer than or equal to 1 characters", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'string', 'minLength': 1, 'not': {'pattern': '^(/|~|[A-Za-z]:)|(^|[/\\\\])\\.\\.([/\\\\]|$)'}, 'x-message': '{value} must be a path relative to HERMES_HOME that stays inside it'}, rule='minLength')
    return data

def validate_https___hermes_git_dev_schemas_skill_schema_json___defs_env_var_entry(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'object', 'anyOf': [{'required': ['name']}, {'required': ['env_var']}], 'properties': {'name': {'type': 'string', 'pattern': '^[A-Za-z_][A-Za-z0-9_]*$', 'x-message': '{value} is not an environment variable name (letters, digits, _; not starting with a digit)'}, 'env_var': {'type': 'string', 'pattern': '^[A-Za-z_][A-Za-z0-9_]*$', 'x-message': '{value} is not an environment variable name (letters, digits, _; not starting with a digit)'}, 'prompt': {'type': 'string'}, 'help': {'type': 'string'}, 'provider_url': {'type': 'string'}, 'url': {'type': 'string'}, 'required_for': {'type': 'string'}, 'optional': {'type': 'boolean'}}}, rule='type')
    data_any_of_count8 = 0
    if not data_any_of_count8:
        try:
            data_is_dict = isinstance(data, dict)
            if data_is_dict:
                data__missing_keys = set(['name']) - data.keys()
                if data__missing_keys:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain " + (str(sorted(data__missing_keys)) + " properties"), value=data, name="" + (name_prefix or "data") + "", definition={'required': ['name']}, rule='required')
            data_any_of_count8 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if not data_any_of_count8:
        try:
            data_is_dict = isinstance(data, dict)
            if data_is_dict:
                data__missing_keys = set(['env_var']) - data.keys()
                if data__missing_keys:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain " + (str(sorted(data__missing_keys)) + " properties"), value=data, name="" + (name_prefix or "data") + "", definition={'required': ['env_var']}, rule='required')
            data_any_of_count8 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if not data_any_of_count8:
        raise JsonSchemaValueException("" + (name_prefix or "data") + " cannot be validated by any definition", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'object', 'anyOf': [{'required': ['name']}, {'required': ['env_var']}], 'properties': {'name': {'type': 'string', 'pattern': '^[A-Za-z_][A-Za-z0-9_]*$', 'x-message': '{value} is not an environment variable name (letters, digits, _; not starting with a digit)'}, 'env_var': {'type': 'string', 'pattern': '^[A-Za-z_][A-Za-z0-9_]*$', 'x-message': '{value} is not an environment variable name (letters, digits, _; not starting with a digit)'}, 'prompt': {'type': 'string'}, 'help': {'type': 'string'}, 'provider_url': {'type': 'string'}, 'url': {'type': 'string'}, 'required_for': {'type': 'string'}, 'optional': {'type': 'boolean'}}}, rule='anyOf')
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data_keys = set(data.keys())
        if "name" in data_keys:
            data_keys.remove("name")
            data__name = data["name"]
            validate_https___hermes_git_dev_schemas_skill_schema_json___defs_env_var_name(data__name, custom_formats, (name_prefix or "data") + ".name")
        if "env_var" in data_keys:
            data_keys.remove("env_var")
            data__envvar = data["env_var"]
            validate_https___hermes_git_dev_schemas_skill_schema_json___defs_env_var_name(data__envvar, custom_formats, (name_prefix or "data") + ".env_var")
        if "prompt" in data_keys:
            data_keys.remove("prompt")
            data__prompt = data["prompt"]
            if not isinstance(data__prompt, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".prompt must be string", value=data__prompt, name="" + (name_prefix or "data") + ".prompt", definition={'type': 'string'}, rule='type')
        if "help" in data_keys:
            data_keys.remove("help")
            data__help = data["help"]
            if not isinstance(data__help, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".help must be string", value=data__help, name="" + (name_prefix or "data") + ".help", definition={'type': 'string'}, rule='type')
        if "provider_url" in data_keys:
            data_keys.remove("provider_url")
            data__providerurl = data["provider_url"]
            if not isinstance(data__providerurl, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".provider_url must be string", value=data__providerurl, name="" + (name_prefix or "data") + ".provider_url", definition={'type': 'string'}, rule='type')
        if "url" in data_keys:
            data_keys.remove("url")
            data__url = data["url"]
            if not isinstance(data__url, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".url must be string", value=data__url, name="" + (name_prefix or "data") + ".url", definition={'type': 'string'}, rule='type')
        if "required_for" in data_keys:
            data_keys.remove("required_for")
            data__requiredfor = data["required_for"]
            if not isinstance(data__requiredfor, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".required_for must be string", value=data__requiredfor, name="" + (name_prefix or "data") + ".required_for", definition={'type': 'string'}, rule='type')
        if "optional" in data_keys:
            data_keys.remove("optional")
            data__optional = data["optional"]
            if not isinstance(data__optional, (bool)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".optional must be boolean", value=data__optional, name="" + (name_prefix or "data") + ".optional", definition={'type': 'boolean'}, rule='type')
    return data

def validate_https___hermes_git_dev_schemas_skill_schema_json___defs_env_var_name(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (str)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'string', 'pattern': '^[A-Za-z_][A-Za-z0-9_]*$', 'x-message': '{value} is not an environment variable name (letters, digits, _; not starting with a digit)'}, rule='type')
    if isinstance(data, str):
        if not REGEX_PATTERNS['^[A-Za-z_][A-Za-z0-9_]*$'].search(data):
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern ^[A-Za-z_][A-Za-z0-9_]*$", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'string', 'pattern': '^[A-Za-z_][A-Za-z0-9_]*$', 'x-message': '{value} is not an environment variable name (letters, digits, _; not starting with a digit)'}, rule='pattern')
    return data

def validate_https___hermes_git_dev_schemas_skill_schema_json___defs_env_var_list(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (list, tuple)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be array", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'array', 'items': {'type': 'string', 'pattern': '^[A-Za-z_][A-Za-z0-9_]*$', 'x-message': '{value} is not an environment variable name (letters, digits, _; not starting with a digit)'}, 'x-message': 'must be a list of environment variable names; got {value}'}, rule='type')
    data_is_list = isinstance(data, (list, tuple))
    if data_is_list:
        data_len = len(data)
        for data_x, data_item in enumerate(data):
            validate_https___hermes_git_dev_schemas_skill_schema_json___defs_env_var_name(data_item, custom_formats, (name_prefix or "data") + "[{data_x}]".format(**locals()))
    return data

def validate_https___hermes_git_dev_schemas_skill_schema_json___defs_string_list(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (list, tuple)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be array", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'array', 'items': {'type': 'string', 'x-message': 'list items must be strings; got {value}'}, 'x-message': 'must be a list of strings; got {value}'}, rule='type')
    data_is_list = isinstance(data, (list, tuple))
    if data_is_list:
        data_len = len(data)
        for data_x, data_item in enumerate(data):
            if not isinstance(data_item, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + "[{data_x}]".format(**locals()) + " must be string", value=data_item, name="" + (name_prefix or "data") + "[{data_x}]".format(**locals()) + "", definition={'type': 'string', 'x-message': 'list items must be strings; got {value}'}, rule='type')
    return data

def validate_https___hermes_git_dev_schemas_skill_schema_json___defs_claude_tool_list(data, custom_formats={}, name_prefix=None):
    data_any_of_count9 = 0
    if not data_any_of_count9:
        try:
            if not isinstance(data, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'string'}, rule='type')
            data_any_of_count9 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if not data_any_of_count9:
        try:
            if not isinstance(data, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + " must be array", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'array', 'items': {'type': 'string'}}, rule='type')
            data_is_list = isinstance(data, (list, tuple))
            if data_is_list:
                data_len = len(data)
                for data_x, data_item in enumerate(data):
                    if not isinstance(data_item, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + "[{data_x}]".format(**locals()) + " must be string", value=data_item, name="" + (name_prefix or "data") + "[{data_x}]".format(**locals()) + "", definition={'type': 'string'}, rule='type')
            data_any_of_count9 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if not data_any_of_count9:
        raise JsonSchemaValueException("" + (name_prefix or "data") + " cannot be validated by any definition", value=data, name="" + (name_prefix or "data") + "", definition={'description': "Tools: a space-separated string (the spec's form) or, in Claude Code, a list.", 'anyOf': [{'type': 'string'}, {'type': 'array', 'items': {'type': 'string'}}], 'x-message': 'must be a space-separated string of tools or a list of tool names; got {value}'}, rule='anyOf')
    return data

def validate_https___hermes_git_dev_schemas_skill_schema_json___defs_hermes_metadata(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object", value=data, name="" + (name_prefix or "data") + "", definition={'description': 'Client-specific properties; Hermes reads the `hermes` namespace and returns the rest unchanged.', 'type': 'object', 'properties': {'hermes': {'description': 'metadata.hermes: tags, related skills, category, conditional activation and skill config.', 'type': 'object', 'properties': {'tags': {'$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/hermes-list'}, 'related_skills': {'$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/hermes-list'}, 'category': {'type': 'string'}, 'homepage': {'type': 'string'}, 'requires_toolsets': {'$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/condition-list'}, 'requires_tools': {'$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/condition-list'}, 'fallback_for_toolsets': {'$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/condition-list'}, 'fallback_for_tools': {'$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/condition-list'}, 'config': {'anyOf': [{'$ref': '#/$defs/config-var'}, {'type': 'array', 'items': {'$ref': '#/$defs/config-var'}}], 'x-message': 'metadata.hermes.config must be a mapping {key, description, default, prompt} or a list of them; got {value}'}}, 'x-message': 'metadata.hermes must be a mapping; got {value}'}}, 'x-message': 'metadata must be a mapping; got {value}'}, rule='type')
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data_keys = set(data.keys())
        if "hermes" in data_keys:
            data_keys.remove("hermes")
            data__hermes = data["hermes"]
            validate_https___hermes_git_dev_schemas_skill_schema_json___defs_hermes_namespace(data__hermes, custom_formats, (name_prefix or "data") + ".hermes")
    return data

def validate_https___hermes_git_dev_schemas_skill_schema_json___defs_hermes_namespace(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object", value=data, name="" + (name_prefix or "data") + "", definition={'description': 'metadata.hermes: tags, related skills, category, conditional activation and skill config.', 'type': 'object', 'properties': {'tags': {'description': 'A list of strings; Hermes also parses a string such as "[a, b]" or "a, b".', 'anyOf': [{'type': 'string'}, {'$ref': '#/$defs/string-list'}], 'x-message': 'must be a list of strings (or a string like "a, b"); got {value}'}, 'related_skills': {'description': 'A list of strings; Hermes also parses a string such as "[a, b]" or "a, b".', 'anyOf': [{'type': 'string'}, {'$ref': '#/$defs/string-list'}], 'x-message': 'must be a list of strings (or a string like "a, b"); got {value}'}, 'category': {'type': 'string'}, 'homepage': {'type': 'string'}, 'requires_toolsets': {'description': 'Toolset or tool names; Hermes iterates it as a list (a string would be read letter by letter).', '$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/string-list'}, 'requires_tools': {'description': 'Toolset or tool names; Hermes iterates it as a list (a string would be read letter by letter).', '$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/string-list'}, 'fallback_for_toolsets': {'description': 'Toolset or tool names; Hermes iterates it as a list (a string would be read letter by letter).', '$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/string-list'}, 'fallback_for_tools': {'description': 'Toolset or tool names; Hermes iterates it as a list (a string would be read letter by letter).', '$ref': 'https://hermes-git.dev/schemas/skill.schema.json#/$defs/string-list'}, 'config': {'anyOf': [{'type': 'object', 'required': ['key', 'description'], 'properties': {'key': {'type': 'string', 'minLength': 1}, 'description': {'type': 'string'}, 'prompt': {'type': 'string'}}}, {'type': 'array', 'items': {'type': 'object', 'required': ['key', 'description'], 'properties': {'key': {'type': 'string', 'minLength': 1}, 'description': {'type': 'string'}, 'prompt': {'type': 'string'}}}}], 'x-message': 'metadata.hermes.config must be a mapping {key, description, default, prompt} or a list of them; got {value}'}}, 'x-message': 'metadata.hermes must be a mapping; got {value}'}, rule='type')
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data_keys = set(data.keys())
        if "tags" in data_keys:
            data_keys.remove("tags")
            data__tags = data["tags"]
            validate_https___hermes_git_dev_schemas_skill_schema_json___defs_hermes_list(data__tags, custom_formats, (name_prefix or "data") + ".tags")
        if "related_skills" in data_keys:
            data_keys.remove("related_skills")
            data__relatedskills = data["related_skills"]
            validate_https___hermes_git_dev_schemas_skill_schema_json___defs_hermes_list(data__relatedskills, custom_formats, (name_prefix or "data") + ".related_skills")
        if "category" in data_keys:
            data_keys.remove("category")
            data__category = data["category"]
            if not isinstance(data__category, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".category must be string", value=data__category, name="" + (name_prefix or "data") + ".category", definition={'type': 'string'}, rule='type')
        if "homepage" in data_keys:
            data_keys.remove("homepage")
            data__homepage = data["homepage"]
            if not isinstance(data__homepage, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".homepage must be string", value=data__homepage, name="" + (name_prefix or "data") + ".homepage", definition={'type': 'string'}, rule='type')
        if "requires_toolsets" in data_keys:
            data_keys.remove("requires_toolsets")
            data__requirestoolsets = data["requires_toolsets"]
            validate_https___hermes_git_dev_schemas_skill_schema_json___defs_condition_list(data__requirestoolsets, custom_formats, (name_prefix or "data") + ".requires_toolsets")
        if "requires_tools" in data_keys:
            data_keys.remove("requires_tools")
            data__requirestools = data["requires_tools"]
            validate_https___hermes_git_dev_schemas_skill_schema_json___defs_condition_list(data__requirestools, custom_formats, (name_prefix or "data") + ".requires_tools")
        if "fallback_for_toolsets" in data_keys:
            data_keys.remove("fallback_for_toolsets")
            data__fallbackfortoolsets = data["fallback_for_toolsets"]
            validate_https___hermes_git_dev_schemas_skill_schema_json___defs_condition_list(data__fallbackfortoolsets, custom_formats, (name_prefix or "data") + ".fallback_for_toolsets")
        if "fallback_for_tools" in data_keys:
            data_keys.remove("fallback_for_tools")
            data__fallbackfortools = data["fallback_for_tools"]
            validate_https___hermes_git_dev_schemas_skill_schema_json___defs_condition_list(data__fallbackfortools, custom_formats, (name_prefix or "data") + ".fallback_for_tools")
        if "config" in data_keys:
            data_keys.remove("config")
            data__config = data["config"]
            data__config_any_of_count10 = 0
            if not data__config_any_of_count10:
                try:
                    validate_https___hermes_git_dev_schemas_skill_schema_json___defs_config_var(data__config, custom_formats, (name_prefix or "data") + ".config")
                    data__config_any_of_count10 += 1
                except (JsonSchemaValueException, JsonSchemaValuesException): pass
            if not data__config_any_of_count10:
                try:
                    if not isinstance(data__config, (list, tuple)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".config must be array", value=data__config, name="" + (name_prefix or "data") + ".config", definition={'type': 'array', 'items': {'type': 'object', 'required': ['key', 'description'], 'properties': {'key': {'type': 'string', 'minLength': 1}, 'description': {'type': 'string'}, 'prompt': {'type': 'string'}}}}, rule='type')
                    data__config_is_list = isinstance(data__config, (list, tuple))
                    if data__config_is_list:
                        data__config_len = len(data__config)
                        for data__config_x, data__config_item in enumerate(data__config):
                            validate_https___hermes_git_dev_schemas_skill_schema_json___defs_config_var(data__config_item, custom_formats, (name_prefix or "data") + ".config[{data__config_x}]".format(**locals()))
                    data__config_any_of_count10 += 1
                except (JsonSchemaValueException, JsonSchemaValuesException): pass
            if not data__config_any_of_count10:
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".config cannot be validated by any definition", value=data__config, name="" + (name_prefix or "data") + ".config", definition={'anyOf': [{'type': 'object', 'required': ['key', 'description'], 'properties': {'key': {'type': 'string', 'minLength': 1}, 'description': {'type': 'string'}, 'prompt': {'type': 'string'}}}, {'type': 'array', 'items': {'type': 'object', 'required': ['key', 'description'], 'properties': {'key': {'type': 'string', 'minLength': 1}, 'description': {'type': 'string'}, 'prompt': {'type': 'string'}}}}], 'x-message': 'metadata.hermes.config must be a mapping {key, description, default, prompt} or a list of them; got {value}'}, rule='anyOf')
    return data

def validate_https___hermes_git_dev_schemas_skill_schema_json___defs_config_var(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'object', 'required': ['key', 'description'], 'properties': {'key': {'type': 'string', 'minLength': 1}, 'description': {'type': 'string'}, 'prompt': {'type': 'string'}}}, rule='type')
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data__missing_keys = set(['key', 'description']) - data.keys()
        if data__missing_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain " + (str(sorted(data__missing_keys)) + " properties"), value=data, name="" + (name_prefix or "data") + "", definition={'type': 'object', 'required': ['key', 'description'], 'properties': {'key': {'type': 'string', 'minLength': 1}, 'description': {'type': 'string'}, 'prompt': {'type': 'string'}}}, rule='required')
        data_keys = set(data.keys())
        if "key" in data_keys:
            data_keys.remove("key")
            data__key = data["key"]
            if not isinstance(data__key, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".key must be string", value=data__key, name="" + (name_prefix or "data") + ".key", definition={'type': 'string', 'minLength': 1}, rule='type')
            if isinstance(data__key, str):
                data__key_len = len(data__key)
                if data__key_len < 1:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".key must be longer than or equal to 1 characters", value=data__key, name="" + (name_prefix or "data") + ".key", definition={'type': 'string', 'minLength': 1}, rule='minLength')
        if "description" in data_keys:
            data_keys.remove("description")
            data__description = data["description"]
            if not isinstance(data__description, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".description must be string", value=data__description, name="" + (name_prefix or "data") + ".description", definition={'type': 'string'}, rule='type')
        if "prompt" in data_keys:
            data_keys.remove("prompt")
            data__prompt = data["prompt"]
            if not isinstance(data__prompt, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".prompt must be string", value=data__prompt, name="" + (name_prefix or "data") + ".prompt", definition={'type': 'string'}, rule='type')
    return data

def validate_https___hermes_git_dev_schemas_skill_schema_json___defs_condition_list(data, custom_formats={}, name_prefix=None):
    validate_https___hermes_git_dev_schemas_skill_schema_json___defs_string_list(data, custom_formats, (name_prefix or "data") + "")
    return data

def validate_https___hermes_git_dev_schemas_skill_schema_json___defs_compatibility(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (str)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string", value=data, name="" + (name_prefix or "data") + "", definition={'description': 'Environment requirements (product, system packages, network access): 1-500 characters.', 'type': 'string', 'minLength': 1, 'maxLength': 500, 'x-rule': 'compatibility-length', 'x-message': 'compatibility must be a string of 1-500 characters (it has {length})'}, rule='type')
    if isinstance(data, str):
        data_len = len(data)
        if data_len < 1:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must be longer than or equal to 1 characters", value=data, name="" + (name_prefix or "data") + "", definition={'description': 'Environment requirements (product, system packages, network access): 1-500 characters.', 'type': 'string', 'minLength': 1, 'maxLength': 500, 'x-rule': 'compatibility-length', 'x-message': 'compatibility must be a string of 1-500 characters (it has {length})'}, rule='minLength')
        if data_len > 500:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must be shorter than or equal to 500 characters", value=data, name="" + (name_prefix or "data") + "", definition={'description': 'Environment requirements (product, system packages, network access): 1-500 characters.', 'type': 'string', 'minLength': 1, 'maxLength': 500, 'x-rule': 'compatibility-length', 'x-message': 'compatibility must be a string of 1-500 characters (it has {length})'}, rule='maxLength')
    return data

def validate_https___hermes_git_dev_schemas_skill_schema_json___defs_license(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (str)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string", value=data, name="" + (name_prefix or "data") + "", definition={'description': 'A license name, or the name of a license file bundled with the skill.', 'type': 'string', 'x-message': 'license must be a string, e.g. MIT or LICENSE.txt'}, rule='type')
    return data

def validate_https___hermes_git_dev_schemas_skill_schema_json___defs_hermes_description(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (str)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string", value=data, name="" + (name_prefix or "data") + "", definition={'description': 'What the skill does and when to use it (skill_manage refuses more than 1,024 characters).', 'type': 'string', 'minLength': 1, 'pattern': '\\S', 'x-rule': 'description-length', 'x-message': 'description must be a non-empty string; got {value}'}, rule='type')
    if isinstance(data, str):
        data_len = len(data)
        if data_len < 1:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must be longer than or equal to 1 characters", value=data, name="" + (name_prefix or "data") + "", definition={'description': 'What the skill does and when to use it (skill_manage refuses more than 1,024 characters).', 'type': 'string', 'minLength': 1, 'pattern': '\\S', 'x-rule': 'description-length', 'x-message': 'description must be a non-empty string; got {value}'}, rule='minLength')
        if not REGEX_PATTERNS['\\S'].search(data):
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern \\S", value=data, name="" + (name_prefix or "data") + "", definition={'description': 'What the skill does and when to use it (skill_manage refuses more than 1,024 characters).', 'type': 'string', 'minLength': 1, 'pattern': '\\S', 'x-rule': 'description-length', 'x-message': 'description must be a non-empty string; got {value}'}, rule='pattern')
    return data

def validate_https___hermes_git_dev_schemas_skill_schema_json___defs_hermes_name(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (str)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string", value=data, name="" + (name_prefix or "data") + "", definition={'description': "The name shown in Hermes' index and lists (Hermes falls back to the folder name, and cuts it to 64 characters in lists).", 'type': 'string', 'minLength': 1, 'pattern': '\\S', 'x-rule': 'name-format', 'x-message': 'name must be a non-empty string; got {value}'}, rule='type')
    if isinstance(data, str):
        data_len = len(data)
        if data_len < 1:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must be longer than or equal to 1 characters", value=data, name="" + (name_prefix or "data") + "", definition={'description': "The name shown in Hermes' index and lists (Hermes falls back to the folder name, and cuts it to 64 characters in lists).", 'type': 'string', 'minLength': 1, 'pattern': '\\S', 'x-rule': 'name-format', 'x-message': 'name must be a non-empty string; got {value}'}, rule='minLength')
        if not REGEX_PATTERNS['\\S'].search(data):
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern \\S", value=data, name="" + (name_prefix or "data") + "", definition={'description': "The name shown in Hermes' index and lists (Hermes falls back to the folder name, and cuts it to 64 characters in lists).", 'type': 'string', 'minLength': 1, 'pattern': '\\S', 'x-rule': 'name-format', 'x-message': 'name must be a non-empty string; got {value}'}, rule='pattern')
    return data