"""fastjsonschema's validator for `schemas/guard-config.schema.json`: generated, do not edit.

`schema.load.fast_check` uses it while SCHEMA_SHA256 is the hash of that file's text; after an
edit of the schema, `make generated` writes it again (tests/schema/test_generated.py fails until
then). Made by fastjsonschema 2.22.3.
"""

SCHEMA_SHA256 = "e4820dbc5d7af47cb804ea9be70799a307c06fb123e9e183eaf359dc89d62e05"
ENTRY = "validate_https___hermes_git_dev_schemas_guard_config_schema_json"

VERSION = "2.22.3"
from decimal import Decimal
import re
from fastjsonschema import JsonSchemaValueException, JsonSchemaValuesException


REGEX_PATTERNS = {
    '^[\\w.-]+/[\\w.-]+$': re.compile('^[\\w.-]+/[\\w.-]+\\Z'),
    '^[A-Z_][A-Z0-9_]*$': re.compile('^[A-Z_][A-Z0-9_]*\\Z')
}

NoneType = type(None)

def validate_https___hermes_git_dev_schemas_guard_config_schema_json(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object", value=data, name="" + (name_prefix or "data") + "", definition={'$schema': 'https://json-schema.org/draft/2020-12/schema', '$id': 'https://hermes-git.dev/schemas/guard-config.schema.json', 'title': 'The guard: key of .hermes-git.yaml (trust, policy, allow file, LLM review)', 'type': 'object', 'additionalProperties': False, '$defs': {'trust': {'enum': ['builtin', 'trusted', 'community', 'agent-created']}, 'decision': {'enum': ['allow', 'ask', 'block']}, 'row': {'type': 'object', 'additionalProperties': False, 'properties': {'safe': {'enum': ['allow', 'ask', 'block']}, 'caution': {'enum': ['allow', 'ask', 'block']}, 'dangerous': {'enum': ['allow', 'ask', 'block']}}}}, 'properties': {'trust': {'enum': ['builtin', 'trusted', 'community', 'agent-created']}, 'sources': {'type': 'object', 'description': 'Exact source identifiers (owner/repo, hub ids) and the trust they get.', 'additionalProperties': {'enum': ['builtin', 'trusted', 'community', 'agent-created']}}, 'trusted_repos': {'type': 'array', 'items': {'type': 'string', 'pattern': '^[\\w.-]+/[\\w.-]+$'}, 'description': "Repositories trusted in addition to Hermes' own list."}, 'policy': {'type': 'object', 'additionalProperties': False, 'description': "Decision per trust level and verdict (defaults: Hermes' INSTALL_POLICY).", 'properties': {'builtin': {'type': 'object', 'additionalProperties': False, 'properties': {'safe': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}, 'caution': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}, 'dangerous': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}}}, 'trusted': {'type': 'object', 'additionalProperties': False, 'properties': {'safe': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}, 'caution': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}, 'dangerous': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}}}, 'community': {'type': 'object', 'additionalProperties': False, 'properties': {'safe': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}, 'caution': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}, 'dangerous': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}}}, 'agent-created': {'type': 'object', 'additionalProperties': False, 'properties': {'safe': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}, 'caution': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}, 'dangerous': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}}}}}, 'detonate': {'enum': ['auto', 'always', 'never'], 'default': 'auto', 'description': "Run skills' code in a sandbox and judge what it does (docs/detonation.md): auto = community sources in install, update and ci; always; never."}, 'allow_file': {'type': 'string', 'minLength': 1, 'description': 'The reviewed allow list, relative to the repo (default .hermes-git-allow.yaml).'}, 'llm': {'type': 'object', 'additionalProperties': False, 'properties': {'base_url': {'type': 'string', 'minLength': 1}, 'model': {'type': 'string', 'minLength': 1}, 'api_key_env': {'type': 'string', 'pattern': '^[A-Z_][A-Z0-9_]*$'}, 'timeout': {'type': 'number', 'minimum': 1, 'maximum': 600}, 'may_lower': {'type': 'boolean', 'default': False}, 'max_chars': {'type': 'integer', 'minimum': 1000, 'maximum': 400000}}}}}, rule='type')
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data_keys = set(data.keys())
        if "trust" in data_keys:
            data_keys.remove("trust")
            data__trust = data["trust"]
            validate_https___hermes_git_dev_schemas_guard_config_schema_json___defs_trust(data__trust, custom_formats, (name_prefix or "data") + ".trust")
        if "sources" in data_keys:
            data_keys.remove("sources")
            data__sources = data["sources"]
            if not isinstance(data__sources, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".sources must be object", value=data__sources, name="" + (name_prefix or "data") + ".sources", definition={'type': 'object', 'description': 'Exact source identifiers (owner/repo, hub ids) and the trust they get.', 'additionalProperties': {'enum': ['builtin', 'trusted', 'community', 'agent-created']}}, rule='type')
            data__sources_is_dict = isinstance(data__sources, dict)
            if data__sources_is_dict:
                data__sources_keys = set(data__sources.keys())
                for data__sources_key in data__sources_keys:
                    if data__sources_key not in []:
                        data__sources_value = data__sources.get(data__sources_key)
                        validate_https___hermes_git_dev_schemas_guard_config_schema_json___defs_trust(data__sources_value, custom_formats, (name_prefix or "data") + ".sources.{data__sources_key}".format(**locals()))
        if "trusted_repos" in data_keys:
            data_keys.remove("trusted_repos")
            data__trustedrepos = data["trusted_repos"]
            if not isinstance(data__trustedrepos, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".trusted_repos must be array", value=data__trustedrepos, name="" + (name_prefix or "data") + ".trusted_repos", definition={'type': 'array', 'items': {'type': 'string', 'pattern': '^[\\w.-]+/[\\w.-]+$'}, 'description': "Repositories trusted in addition to Hermes' own list."}, rule='type')
            data__trustedrepos_is_list = isinstance(data__trustedrepos, (list, tuple))
            if data__trustedrepos_is_list:
                data__trustedrepos_len = len(data__trustedrepos)
                for data__trustedrepos_x, data__trustedrepos_item in enumerate(data__trustedrepos):
                    if not isinstance(data__trustedrepos_item, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".trusted_repos[{data__trustedrepos_x}]".format(**locals()) + " must be string", value=data__trustedrepos_item, name="" + (name_prefix or "data") + ".trusted_repos[{data__trustedrepos_x}]".format(**locals()) + "", definition={'type': 'string', 'pattern': '^[\\w.-]+/[\\w.-]+$'}, rule='type')
                    if isinstance(data__trustedrepos_item, str):
                        if not REGEX_PATTERNS['^[\\w.-]+/[\\w.-]+$'].search(data__trustedrepos_item):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".trusted_repos[{data__trustedrepos_x}]".format(**locals()) + " must match pattern ^[\\w.-]+/[\\w.-]+$", value=data__trustedrepos_item, name="" + (name_prefix or "data") + ".trusted_repos[{data__trustedrepos_x}]".format(**locals()) + "", definition={'type': 'string', 'pattern': '^[\\w.-]+/[\\w.-]+$'}, rule='pattern')
        if "policy" in data_keys:
            data_keys.remove("policy")
            data__policy = data["policy"]
            if not isinstance(data__policy, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".policy must be object", value=data__policy, name="" + (name_prefix or "data") + ".policy", definition={'type': 'object', 'additionalProperties': False, 'description': "Decision per trust level and verdict (defaults: Hermes' INSTALL_POLICY).", 'properties': {'builtin': {'type': 'object', 'additionalProperties': False, 'properties': {'safe': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}, 'caution': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}, 'dangerous': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}}}, 'trusted': {'type': 'object', 'additionalProperties': False, 'properties': {'safe': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}, 'caution': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}, 'dangerous': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}}}, 'community': {'type': 'object', 'additionalProperties': False, 'properties': {'safe': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}, 'caution': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}, 'dangerous': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}}}, 'agent-created': {'type': 'object', 'additionalProperties': False, 'properties': {'safe': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}, 'caution': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}, 'dangerous': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}}}}}, rule='type')
            data__policy_is_dict = isinstance(data__policy, dict)
            if data__policy_is_dict:
                data__policy_keys = set(data__policy.keys())
                if "builtin" in data__policy_keys:
                    data__policy_keys.remove("builtin")
                    data__policy__builtin = data__policy["builtin"]
                    validate_https___hermes_git_dev_schemas_guard_config_schema_json___defs_row(data__policy__builtin, custom_formats, (name_prefix or "data") + ".policy.builtin")
                if "trusted" in data__policy_keys:
                    data__policy_keys.remove("trusted")
                    data__policy__trusted = data__policy["trusted"]
                    validate_https___hermes_git_dev_schemas_guard_config_schema_json___defs_row(data__policy__trusted, custom_formats, (name_prefix or "data") + ".policy.trusted")
                if "community" in data__policy_keys:
                    data__policy_keys.remove("community")
                    data__policy__community = data__policy["community"]
                    validate_https___hermes_git_dev_schemas_guard_config_schema_json___defs_row(data__policy__community, custom_formats, (name_prefix or "data") + ".policy.community")
                if "agent-created" in data__policy_keys:
                    data__policy_keys.remove("agent-created")
                    data__policy__agentcreated = data__policy["agent-created"]
                    validate_https___hermes_git_dev_schemas_guard_config_schema_json___defs_row(data__policy__agentcreated, custom_formats, (name_prefix or "data") + ".policy.agent-created")
                if data__policy_keys:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".policy must not contain "+str(data__policy_keys)+" properties", value=data__policy, name="" + (name_prefix or "data") + ".policy", definition={'type': 'object', 'additionalProperties': False, 'description': "Decision per trust level and verdict (defaults: Hermes' INSTALL_POLICY).", 'properties': {'builtin': {'type': 'object', 'additionalProperties': False, 'properties': {'safe': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}, 'caution': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}, 'dangerous': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}}}, 'trusted': {'type': 'object', 'additionalProperties': False, 'properties': {'safe': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}, 'caution': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}, 'dangerous': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}}}, 'community': {'type': 'object', 'additionalProperties': False, 'properties': {'safe': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}, 'caution': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}, 'dangerous': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}}}, 'agent-created': {'type': 'object', 'additionalProperties': False, 'properties': {'safe': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}, 'caution': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}, 'dangerous': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}}}}}, rule='additionalProperties')
        if "detonate" in data_keys:
            data_keys.remove("detonate")
            data__detonate = data["detonate"]
            if not (isinstance(data__detonate, str) and data__detonate == 'auto' or isinstance(data__detonate, str) and data__detonate == 'always' or isinstance(data__detonate, str) and data__detonate == 'never'):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".detonate must be one of ['auto', 'always', 'never']", value=data__detonate, name="" + (name_prefix or "data") + ".detonate", definition={'enum': ['auto', 'always', 'never'], 'default': 'auto', 'description': "Run skills' code in a sandbox and judge what it does (docs/detonation.md): auto = community sources in install, update and ci; always; never."}, rule='enum')
        else: data["detonate"] = 'auto'
        if "allow_file" in data_keys:
            data_keys.remove("allow_file")
            data__allowfile = data["allow_file"]
            if not isinstance(data__allowfile, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".allow_file must be string", value=data__allowfile, name="" + (name_prefix or "data") + ".allow_file", definition={'type': 'string', 'minLength': 1, 'description': 'The reviewed allow list, relative to the repo (default .hermes-git-allow.yaml).'}, rule='type')
            if isinstance(data__allowfile, str):
                data__allowfile_len = len(data__allowfile)
                if data__allowfile_len < 1:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".allow_file must be longer than or equal to 1 characters", value=data__allowfile, name="" + (name_prefix or "data") + ".allow_file", definition={'type': 'string', 'minLength': 1, 'description': 'The reviewed allow list, relative to the repo (default .hermes-git-allow.yaml).'}, rule='minLength')
        if "llm" in data_keys:
            data_keys.remove("llm")
            data__llm = data["llm"]
            if not isinstance(data__llm, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".llm must be object", value=data__llm, name="" + (name_prefix or "data") + ".llm", definition={'type': 'object', 'additionalProperties': False, 'properties': {'base_url': {'type': 'string', 'minLength': 1}, 'model': {'type': 'string', 'minLength': 1}, 'api_key_env': {'type': 'string', 'pattern': '^[A-Z_][A-Z0-9_]*$'}, 'timeout': {'type': 'number', 'minimum': 1, 'maximum': 600}, 'may_lower': {'type': 'boolean', 'default': False}, 'max_chars': {'type': 'integer', 'minimum': 1000, 'maximum': 400000}}}, rule='type')
            data__llm_is_dict = isinstance(data__llm, dict)
            if data__llm_is_dict:
                data__llm_keys = set(data__llm.keys())
                if "base_url" in data__llm_keys:
                    data__llm_keys.remove("base_url")
                    data__llm__baseurl = data__llm["base_url"]
                    if not isinstance(data__llm__baseurl, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".llm.base_url must be string", value=data__llm__baseurl, name="" + (name_prefix or "data") + ".llm.base_url", definition={'type': 'string', 'minLength': 1}, rule='type')
                    if isinstance(data__llm__baseurl, str):
                        data__llm__baseurl_len = len(data__llm__baseurl)
                        if data__llm__baseurl_len < 1:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".llm.base_url must be longer than or equal to 1 characters", value=data__llm__baseurl, name="" + (name_prefix or "data") + ".llm.base_url", definition={'type': 'string', 'minLength': 1}, rule='minLength')
                if "model" in data__llm_keys:
                    data__llm_keys.remove("model")
                    data__llm__model = data__llm["model"]
                    if not isinstance(data__llm__model, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".llm.model must be string", value=data__llm__model, name="" + (name_prefix or "data") + ".llm.model", definition={'type': 'string', 'minLength': 1}, rule='type')
                    if isinstance(data__llm__model, str):
                        data__llm__model_len = len(data__llm__model)
                        if data__llm__model_len < 1:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".llm.model must be longer than or equal to 1 characters", value=data__llm__model, name="" + (name_prefix or "data") + ".llm.model", definition={'type': 'string', 'minLength': 1}, rule='minLength')
                if "api_key_env" in data__llm_keys:
                    data__llm_keys.remove("api_key_env")
                    data__llm__apikeyenv = data__llm["api_key_env"]
                    if not isinstance(data__llm__apikeyenv, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".llm.api_key_env must be string", value=data__llm__apikeyenv, name="" + (name_prefix or "data") + ".llm.api_key_env", definition={'type': 'string', 'pattern': '^[A-Z_][A-Z0-9_]*$'}, rule='type')
                    if isinstance(data__llm__apikeyenv, str):
                        if not REGEX_PATTERNS['^[A-Z_][A-Z0-9_]*$'].search(data__llm__apikeyenv):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".llm.api_key_env must match pattern ^[A-Z_][A-Z0-9_]*$", value=data__llm__apikeyenv, name="" + (name_prefix or "data") + ".llm.api_key_env", definition={'type': 'string', 'pattern': '^[A-Z_][A-Z0-9_]*$'}, rule='pattern')
                if "timeout" in data__llm_keys:
                    data__llm_keys.remove("timeout")
                    data__llm__timeout = data__llm["timeout"]
                    if not isinstance(data__llm__timeout, (int, float, Decimal)) or isinstance(data__llm__timeout, bool):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".llm.timeout must be number", value=data__llm__timeout, name="" + (name_prefix or "data") + ".llm.timeout", definition={'type': 'number', 'minimum': 1, 'maximum': 600}, rule='type')
                    if isinstance(data__llm__timeout, (int, float, Decimal)) and not isinstance(data__llm__timeout, bool):
                        if data__llm__timeout < 1:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".llm.timeout must be bigger than or equal to 1", value=data__llm__timeout, name="" + (name_prefix or "data") + ".llm.timeout", definition={'type': 'number', 'minimum': 1, 'maximum': 600}, rule='minimum')
                        if data__llm__timeout > 600:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".llm.timeout must be smaller than or equal to 600", value=data__llm__timeout, name="" + (name_prefix or "data") + ".llm.timeout", definition={'type': 'number', 'minimum': 1, 'maximum': 600}, rule='maximum')
                if "may_lower" in data__llm_keys:
                    data__llm_keys.remove("may_lower")
                    data__llm__maylower = data__llm["may_lower"]
                    if not isinstance(data__llm__maylower, (bool)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".llm.may_lower must be boolean", value=data__llm__maylower, name="" + (name_prefix or "data") + ".llm.may_lower", definition={'type': 'boolean', 'default': False}, rule='type')
                else: data__llm["may_lower"] = False
                if "max_chars" in data__llm_keys:
                    data__llm_keys.remove("max_chars")
                    data__llm__maxchars = data__llm["max_chars"]
                    if not isinstance(data__llm__maxchars, (int)) and not (isinstance(data__llm__maxchars, float) and data__llm__maxchars.is_integer()) or isinstance(data__llm__maxchars, bool):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".llm.max_chars must be integer", value=data__llm__maxchars, name="" + (name_prefix or "data") + ".llm.max_chars", definition={'type': 'integer', 'minimum': 1000, 'maximum': 400000}, rule='type')
                    if isinstance(data__llm__maxchars, (int, float, Decimal)) and not isinstance(data__llm__maxchars, bool):
                        if data__llm__maxchars < 1000:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".llm.max_chars must be bigger than or equal to 1000", value=data__llm__maxchars, name="" + (name_prefix or "data") + ".llm.max_chars", definition={'type': 'integer', 'minimum': 1000, 'maximum': 400000}, rule='minimum')
                        if data__llm__maxchars > 400000:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".llm.max_chars must be smaller than or equal to 400000", value=data__llm__maxchars, name="" + (name_prefix or "data") + ".llm.max_chars", definition={'type': 'integer', 'minimum': 1000, 'maximum': 400000}, rule='maximum')
                if data__llm_keys:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".llm must not contain "+str(data__llm_keys)+" properties", value=data__llm, name="" + (name_prefix or "data") + ".llm", definition={'type': 'object', 'additionalProperties': False, 'properties': {'base_url': {'type': 'string', 'minLength': 1}, 'model': {'type': 'string', 'minLength': 1}, 'api_key_env': {'type': 'string', 'pattern': '^[A-Z_][A-Z0-9_]*$'}, 'timeout': {'type': 'number', 'minimum': 1, 'maximum': 600}, 'may_lower': {'type': 'boolean', 'default': False}, 'max_chars': {'type': 'integer', 'minimum': 1000, 'maximum': 400000}}}, rule='additionalProperties')
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties", value=data, name="" + (name_prefix or "data") + "", definition={'$schema': 'https://json-schema.org/draft/2020-12/schema', '$id': 'https://hermes-git.dev/schemas/guard-config.schema.json', 'title': 'The guard: key of .hermes-git.yaml (trust, policy, allow file, LLM review)', 'type': 'object', 'additionalProperties': False, '$defs': {'trust': {'enum': ['builtin', 'trusted', 'community', 'agent-created']}, 'decision': {'enum': ['allow', 'ask', 'block']}, 'row': {'type': 'object', 'additionalProperties': False, 'properties': {'safe': {'enum': ['allow', 'ask', 'block']}, 'caution': {'enum': ['allow', 'ask', 'block']}, 'dangerous': {'enum': ['allow', 'ask', 'block']}}}}, 'properties': {'trust': {'enum': ['builtin', 'trusted', 'community', 'agent-created']}, 'sources': {'type': 'object', 'description': 'Exact source identifiers (owner/repo, hub ids) and the trust they get.', 'additionalProperties': {'enum': ['builtin', 'trusted', 'community', 'agent-created']}}, 'trusted_repos': {'type': 'array', 'items': {'type': 'string', 'pattern': '^[\\w.-]+/[\\w.-]+$'}, 'description': "Repositories trusted in addition to Hermes' own list."}, 'policy': {'type': 'object', 'additionalProperties': False, 'description': "Decision per trust level and verdict (defaults: Hermes' INSTALL_POLICY).", 'properties': {'builtin': {'type': 'object', 'additionalProperties': False, 'properties': {'safe': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}, 'caution': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}, 'dangerous': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}}}, 'trusted': {'type': 'object', 'additionalProperties': False, 'properties': {'safe': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}, 'caution': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}, 'dangerous': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}}}, 'community': {'type': 'object', 'additionalProperties': False, 'properties': {'safe': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}, 'caution': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}, 'dangerous': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}}}, 'agent-created': {'type': 'object', 'additionalProperties': False, 'properties': {'safe': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}, 'caution': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}, 'dangerous': {'$ref': 'https://hermes-git.dev/schemas/guard-config.schema.json#/$defs/decision'}}}}}, 'detonate': {'enum': ['auto', 'always', 'never'], 'default': 'auto', 'description': "Run skills' code in a sandbox and judge what it does (docs/detonation.md): auto = community sources in install, update and ci; always; never."}, 'allow_file': {'type': 'string', 'minLength': 1, 'description': 'The reviewed allow list, relative to the repo (default .hermes-git-allow.yaml).'}, 'llm': {'type': 'object', 'additionalProperties': False, 'properties': {'base_url': {'type': 'string', 'minLength': 1}, 'model': {'type': 'string', 'minLength': 1}, 'api_key_env': {'type': 'string', 'pattern': '^[A-Z_][A-Z0-9_]*$'}, 'timeout': {'type': 'number', 'minimum': 1, 'maximum': 600}, 'may_lower': {'type': 'boolean', 'default': False}, 'max_chars': {'type': 'integer', 'minimum': 1000, 'maximum': 400000}}}}}, rule='additionalProperties')
    return data

def validate_https___hermes_git_dev_schemas_guard_config_schema_json___defs_row(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'object', 'additionalProperties': False, 'properties': {'safe': {'enum': ['allow', 'ask', 'block']}, 'caution': {'enum': ['allow', 'ask', 'block']}, 'dangerous': {'enum': ['allow', 'ask', 'block']}}}, rule='type')
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data_keys = set(data.keys())
        if "safe" in data_keys:
            data_keys.remove("safe")
            data__safe = data["safe"]
            validate_https___hermes_git_dev_schemas_guard_config_schema_json___defs_decision(data__safe, custom_formats, (name_prefix or "data") + ".safe")
        if "caution" in data_keys:
            data_keys.remove("caution")
            data__caution = data["caution"]
            validate_https___hermes_git_dev_schemas_guard_config_schema_json___defs_decision(data__caution, custom_formats, (name_prefix or "data") + ".caution")
        if "dangerous" in data_keys:
            data_keys.remove("dangerous")
            data__dangerous = data["dangerous"]
            validate_https___hermes_git_dev_schemas_guard_config_schema_json___defs_decision(data__dangerous, custom_formats, (name_prefix or "data") + ".dangerous")
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'object', 'additionalProperties': False, 'properties': {'safe': {'enum': ['allow', 'ask', 'block']}, 'caution': {'enum': ['allow', 'ask', 'block']}, 'dangerous': {'enum': ['allow', 'ask', 'block']}}}, rule='additionalProperties')
    return data

def validate_https___hermes_git_dev_schemas_guard_config_schema_json___defs_decision(data, custom_formats={}, name_prefix=None):
    if not (isinstance(data, str) and data == 'allow' or isinstance(data, str) and data == 'ask' or isinstance(data, str) and data == 'block'):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be one of ['allow', 'ask', 'block']", value=data, name="" + (name_prefix or "data") + "", definition={'enum': ['allow', 'ask', 'block']}, rule='enum')
    return data

def validate_https___hermes_git_dev_schemas_guard_config_schema_json___defs_trust(data, custom_formats={}, name_prefix=None):
    if not (isinstance(data, str) and data == 'builtin' or isinstance(data, str) and data == 'trusted' or isinstance(data, str) and data == 'community' or isinstance(data, str) and data == 'agent-created'):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be one of ['builtin', 'trusted', 'community', 'agent-created']", value=data, name="" + (name_prefix or "data") + "", definition={'enum': ['builtin', 'trusted', 'community', 'agent-created']}, rule='enum')
    return data