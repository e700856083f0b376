"""fastjsonschema's validator for `schemas/config.schema.json`: generated, do not edit.

`schema.load.fast_check` uses it while SCHEMA_SHA256 is the hash of that file's text; after an
edit of the schema, `make generated` writes it again (tests/schema/test_generated.py fails until
then). Made by fastjsonschema 2.22.3.
"""

SCHEMA_SHA256 = "1ac4d94519f5a58c3f350bc64b1a97f534e1e2ee9026a07f66af42bd7e9b937d"
ENTRY = "validate_https___hermes_git_dev_schemas_config_schema_json"

VERSION = "2.22.3"
from decimal import Decimal
import re
from fastjsonschema import JsonSchemaValueException, JsonSchemaValuesException


REGEX_PATTERNS = {
    '^[a-z0-9][a-z0-9._-]{0,62}$': re.compile('^[a-z0-9][a-z0-9._-]{0,62}\\Z')
}

NoneType = type(None)

def validate_https___hermes_git_dev_schemas_config_schema_json(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object", value=data, name="" + (name_prefix or "data") + "", definition={'$schema': 'https://json-schema.org/draft/2020-12/schema', '$id': 'https://hermes-git.dev/schemas/config.schema.json', 'title': 'hermes-git repository configuration (.hermes-git.yaml)', 'type': 'object', 'additionalProperties': False, 'required': ['version'], 'properties': {'version': {'const': 1, 'description': 'Format version of this file.'}, 'device': {'type': 'string', 'pattern': '^[a-z0-9][a-z0-9._-]{0,62}$', 'description': "This machine's name, used in review branch names and commit trailers. Usually set in .git/hermes-git/device instead, since each clone is its own device."}, 'skills': {'type': 'object', 'additionalProperties': False, 'properties': {'mode': {'enum': ['review', 'record', 'auto'], 'default': 'review', 'description': 'review: agent writes become review branches; record: applied live and committed; auto: approved at once when safe and valid.'}}}, 'memory': {'type': 'object', 'additionalProperties': False, 'properties': {'mode': {'enum': ['review', 'record', 'auto'], 'default': 'record'}, 'memory_char_limit': {'type': 'integer', 'minimum': 1, 'maximum': 1000000, 'description': "Character limit of MEMORY.md (Hermes' default 2200)."}, 'user_char_limit': {'type': 'integer', 'minimum': 1, 'maximum': 1000000, 'description': "Character limit of USER.md (Hermes' default 1375)."}}}, 'validate': {'type': 'object', 'additionalProperties': False, 'properties': {'profile': {'enum': ['hermes', 'agentskills', 'claude-code'], 'default': 'hermes'}}}, 'guard': {'type': 'object', 'description': 'Guard policy (trust per source, allow list, detonation); see docs/guard.md and schemas/guard-config.schema.json.', 'additionalProperties': True, 'properties': {'detonate': {'enum': ['auto', 'always', 'never'], 'default': 'auto', 'description': "auto: run community skills' code in the sandbox in install, update and ci (never in pre-commit hooks); always; never. See docs/detonation.md."}}}, 'sync': {'type': 'object', 'additionalProperties': False, 'properties': {'remote': {'type': 'string', 'minLength': 1, 'default': 'origin'}, 'interval': {'type': 'number', 'minimum': 1, 'default': 300}, 'heartbeat': {'type': 'number', 'minimum': 0, 'default': 900, 'description': "Seconds: a sync that exchanged nothing rewrites and pushes this device's marker (what other devices show as last seen) only once its marker is this old."}}}, 'index': {'type': 'object', 'description': "How hermes-git writes the skills index of Hermes' prompt; see docs/search.md.", 'additionalProperties': False, 'properties': {'mode': {'enum': ['full', 'compact', 'auto'], 'default': 'full', 'description': 'full: names and descriptions; compact: names under their categories and a line pointing at skill_search; auto: compact above compact_above skills.'}, 'compact_above': {'type': 'integer', 'minimum': 0, 'default': 150}}}, 'search': {'type': 'object', 'description': 'Skill search (hermes-git search, the skill_search tool); see docs/search.md.', 'additionalProperties': False, 'properties': {'embeddings': {'type': 'object', 'description': 'An OpenAI-compatible embeddings endpoint instead of the built-in model.', 'additionalProperties': False, 'required': ['model'], 'properties': {'base_url': {'type': 'string', 'minLength': 1}, 'model': {'type': 'string', 'minLength': 1}, 'api_key_env': {'type': 'string', 'minLength': 1}, 'timeout': {'type': 'number', 'minimum': 0.1, 'default': 30}}}, 'threshold': {'type': 'number', 'minimum': 0, 'maximum': 1, 'description': 'Scores under it mean no skill fits (default: the tuned value).'}}}, 'review': {'type': 'object', 'additionalProperties': False, 'properties': {'max_pending_per_device': {'type': 'integer', 'minimum': 1, 'description': "At most this many of a device's proposals make the review queue; its older ones wait (listed as waiting; `hermes-git review prune --waiting` rejects them)."}}}}}, rule='type')
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data__missing_keys = set(['version']) - data.keys()
        if data__missing_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain " + (str(sorted(data__missing_keys)) + " properties"), value=data, name="" + (name_prefix or "data") + "", definition={'$schema': 'https://json-schema.org/draft/2020-12/schema', '$id': 'https://hermes-git.dev/schemas/config.schema.json', 'title': 'hermes-git repository configuration (.hermes-git.yaml)', 'type': 'object', 'additionalProperties': False, 'required': ['version'], 'properties': {'version': {'const': 1, 'description': 'Format version of this file.'}, 'device': {'type': 'string', 'pattern': '^[a-z0-9][a-z0-9._-]{0,62}$', 'description': "This machine's name, used in review branch names and commit trailers. Usually set in .git/hermes-git/device instead, since each clone is its own device."}, 'skills': {'type': 'object', 'additionalProperties': False, 'properties': {'mode': {'enum': ['review', 'record', 'auto'], 'default': 'review', 'description': 'review: agent writes become review branches; record: applied live and committed; auto: approved at once when safe and valid.'}}}, 'memory': {'type': 'object', 'additionalProperties': False, 'properties': {'mode': {'enum': ['review', 'record', 'auto'], 'default': 'record'}, 'memory_char_limit': {'type': 'integer', 'minimum': 1, 'maximum': 1000000, 'description': "Character limit of MEMORY.md (Hermes' default 2200)."}, 'user_char_limit': {'type': 'integer', 'minimum': 1, 'maximum': 1000000, 'description': "Character limit of USER.md (Hermes' default 1375)."}}}, 'validate': {'type': 'object', 'additionalProperties': False, 'properties': {'profile': {'enum': ['hermes', 'agentskills', 'claude-code'], 'default': 'hermes'}}}, 'guard': {'type': 'object', 'description': 'Guard policy (trust per source, allow list, detonation); see docs/guard.md and schemas/guard-config.schema.json.', 'additionalProperties': True, 'properties': {'detonate': {'enum': ['auto', 'always', 'never'], 'default': 'auto', 'description': "auto: run community skills' code in the sandbox in install, update and ci (never in pre-commit hooks); always; never. See docs/detonation.md."}}}, 'sync': {'type': 'object', 'additionalProperties': False, 'properties': {'remote': {'type': 'string', 'minLength': 1, 'default': 'origin'}, 'interval': {'type': 'number', 'minimum': 1, 'default': 300}, 'heartbeat': {'type': 'number', 'minimum': 0, 'default': 900, 'description': "Seconds: a sync that exchanged nothing rewrites and pushes this device's marker (what other devices show as last seen) only once its marker is this old."}}}, 'index': {'type': 'object', 'description': "How hermes-git writes the skills index of Hermes' prompt; see docs/search.md.", 'additionalProperties': False, 'properties': {'mode': {'enum': ['full', 'compact', 'auto'], 'default': 'full', 'description': 'full: names and descriptions; compact: names under their categories and a line pointing at skill_search; auto: compact above compact_above skills.'}, 'compact_above': {'type': 'integer', 'minimum': 0, 'default': 150}}}, 'search': {'type': 'object', 'description': 'Skill search (hermes-git search, the skill_search tool); see docs/search.md.', 'additionalProperties': False, 'properties': {'embeddings': {'type': 'object', 'description': 'An OpenAI-compatible embeddings endpoint instead of the built-in model.', 'additionalProperties': False, 'required': ['model'], 'properties': {'base_url': {'type': 'string', 'minLength': 1}, 'model': {'type': 'string', 'minLength': 1}, 'api_key_env': {'type': 'string', 'minLength': 1}, 'timeout': {'type': 'number', 'minimum': 0.1, 'default': 30}}}, 'threshold': {'type': 'number', 'minimum': 0, 'maximum': 1, 'description': 'Scores under it mean no skill fits (default: the tuned value).'}}}, 'review': {'type': 'object', 'additionalProperties': False, 'properties': {'max_pending_per_device': {'type': 'integer', 'minimum': 1, 'description': "At most this many of a device's proposals make the review queue; its older ones wait (listed as waiting; `hermes-git review prune --waiting` rejects them)."}}}}}, rule='required')
        data_keys = set(data.keys())
        if "version" in data_keys:
            data_keys.remove("version")
            data__version = data["version"]
            if not (isinstance(data__version, (int, float)) and not isinstance(data__version, bool) and data__version == 1):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".version must be same as const definition: 1", value=data__version, name="" + (name_prefix or "data") + ".version", definition={'const': 1, 'description': 'Format version of this file.'}, rule='const')
        if "device" in data_keys:
            data_keys.remove("device")
            data__device = data["device"]
            if not isinstance(data__device, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".device must be string", value=data__device, name="" + (name_prefix or "data") + ".device", definition={'type': 'string', 'pattern': '^[a-z0-9][a-z0-9._-]{0,62}$', 'description': "This machine's name, used in review branch names and commit trailers. Usually set in .git/hermes-git/device instead, since each clone is its own device."}, rule='type')
            if isinstance(data__device, str):
                if not REGEX_PATTERNS['^[a-z0-9][a-z0-9._-]{0,62}$'].search(data__device):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".device must match pattern ^[a-z0-9][a-z0-9._-]{0,62}$", value=data__device, name="" + (name_prefix or "data") + ".device", definition={'type': 'string', 'pattern': '^[a-z0-9][a-z0-9._-]{0,62}$', 'description': "This machine's name, used in review branch names and commit trailers. Usually set in .git/hermes-git/device instead, since each clone is its own device."}, rule='pattern')
        if "skills" in data_keys:
            data_keys.remove("skills")
            data__skills = data["skills"]
            if not isinstance(data__skills, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".skills must be object", value=data__skills, name="" + (name_prefix or "data") + ".skills", definition={'type': 'object', 'additionalProperties': False, 'properties': {'mode': {'enum': ['review', 'record', 'auto'], 'default': 'review', 'description': 'review: agent writes become review branches; record: applied live and committed; auto: approved at once when safe and valid.'}}}, rule='type')
            data__skills_is_dict = isinstance(data__skills, dict)
            if data__skills_is_dict:
                data__skills_keys = set(data__skills.keys())
                if "mode" in data__skills_keys:
                    data__skills_keys.remove("mode")
                    data__skills__mode = data__skills["mode"]
                    if not (isinstance(data__skills__mode, str) and data__skills__mode == 'review' or isinstance(data__skills__mode, str) and data__skills__mode == 'record' or isinstance(data__skills__mode, str) and data__skills__mode == 'auto'):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".skills.mode must be one of ['review', 'record', 'auto']", value=data__skills__mode, name="" + (name_prefix or "data") + ".skills.mode", definition={'enum': ['review', 'record', 'auto'], 'default': 'review', 'description': 'review: agent writes become review branches; record: applied live and committed; auto: approved at once when safe and valid.'}, rule='enum')
                else: data__skills["mode"] = 'review'
                if data__skills_keys:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".skills must not contain "+str(data__skills_keys)+" properties", value=data__skills, name="" + (name_prefix or "data") + ".skills", definition={'type': 'object', 'additionalProperties': False, 'properties': {'mode': {'enum': ['review', 'record', 'auto'], 'default': 'review', 'description': 'review: agent writes become review branches; record: applied live and committed; auto: approved at once when safe and valid.'}}}, rule='additionalProperties')
        if "memory" in data_keys:
            data_keys.remove("memory")
            data__memory = data["memory"]
            if not isinstance(data__memory, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".memory must be object", value=data__memory, name="" + (name_prefix or "data") + ".memory", definition={'type': 'object', 'additionalProperties': False, 'properties': {'mode': {'enum': ['review', 'record', 'auto'], 'default': 'record'}, 'memory_char_limit': {'type': 'integer', 'minimum': 1, 'maximum': 1000000, 'description': "Character limit of MEMORY.md (Hermes' default 2200)."}, 'user_char_limit': {'type': 'integer', 'minimum': 1, 'maximum': 1000000, 'description': "Character limit of USER.md (Hermes' default 1375)."}}}, rule='type')
            data__memory_is_dict = isinstance(data__memory, dict)
            if data__memory_is_dict:
                data__memory_keys = set(data__memory.keys())
                if "mode" in data__memory_keys:
                    data__memory_keys.remove("mode")
                    data__memory__mode = data__memory["mode"]
                    if not (isinstance(data__memory__mode, str) and data__memory__mode == 'review' or isinstance(data__memory__mode, str) and data__memory__mode == 'record' or isinstance(data__memory__mode, str) and data__memory__mode == 'auto'):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".memory.mode must be one of ['review', 'record', 'auto']", value=data__memory__mode, name="" + (name_prefix or "data") + ".memory.mode", definition={'enum': ['review', 'record', 'auto'], 'default': 'record'}, rule='enum')
                else: data__memory["mode"] = 'record'
                if "memory_char_limit" in data__memory_keys:
                    data__memory_keys.remove("memory_char_limit")
                    data__memory__memorycharlimit = data__memory["memory_char_limit"]
                    if not isinstance(data__memory__memorycharlimit, (int)) and not (isinstance(data__memory__memorycharlimit, float) and data__memory__memorycharlimit.is_integer()) or isinstance(data__memory__memorycharlimit, bool):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".memory.memory_char_limit must be integer", value=data__memory__memorycharlimit, name="" + (name_prefix or "data") + ".memory.memory_char_limit", definition={'type': 'integer', 'minimum': 1, 'maximum': 1000000, 'description': "Character limit of MEMORY.md (Hermes' default 2200)."}, rule='type')
                    if isinstance(data__memory__memorycharlimit, (int, float, Decimal)) and not isinstance(data__memory__memorycharlimit, bool):
                        if data__memory__memorycharlimit < 1:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".memory.memory_char_limit must be bigger than or equal to 1", value=data__memory__memorycharlimit, name="" + (name_prefix or "data") + ".memory.memory_char_limit", definition={'type': 'integer', 'minimum': 1, 'maximum': 1000000, 'description': "Character limit of MEMORY.md (Hermes' default 2200)."}, rule='minimum')
                        if data__memory__memorycharlimit > 1000000:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".memory.memory_char_limit must be smaller than or equal to 1000000", value=data__memory__memorycharlimit, name="" + (name_prefix or "data") + ".memory.memory_char_limit", definition={'type': 'integer', 'minimum': 1, 'maximum': 1000000, 'description': "Character limit of MEMORY.md (Hermes' default 2200)."}, rule='maximum')
                if "user_char_limit" in data__memory_keys:
                    data__memory_keys.remove("user_char_limit")
                    data__memory__usercharlimit = data__memory["user_char_limit"]
                    if not isinstance(data__memory__usercharlimit, (int)) and not (isinstance(data__memory__usercharlimit, float) and data__memory__usercharlimit.is_integer()) or isinstance(data__memory__usercharlimit, bool):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".memory.user_char_limit must be integer", value=data__memory__usercharlimit, name="" + (name_prefix or "data") + ".memory.user_char_limit", definition={'type': 'integer', 'minimum': 1, 'maximum': 1000000, 'description': "Character limit of USER.md (Hermes' default 1375)."}, rule='type')
                    if isinstance(data__memory__usercharlimit, (int, float, Decimal)) and not isinstance(data__memory__usercharlimit, bool):
                        if data__memory__usercharlimit < 1:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".memory.user_char_limit must be bigger than or equal to 1", value=data__memory__usercharlimit, name="" + (name_prefix or "data") + ".memory.user_char_limit", definition={'type': 'integer', 'minimum': 1, 'maximum': 1000000, 'description': "Character limit of USER.md (Hermes' default 1375)."}, rule='minimum')
                        if data__memory__usercharlimit > 1000000:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".memory.user_char_limit must be smaller than or equal to 1000000", value=data__memory__usercharlimit, name="" + (name_prefix or "data") + ".memory.user_char_limit", definition={'type': 'integer', 'minimum': 1, 'maximum': 1000000, 'description': "Character limit of USER.md (Hermes' default 1375)."}, rule='maximum')
                if data__memory_keys:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".memory must not contain "+str(data__memory_keys)+" properties", value=data__memory, name="" + (name_prefix or "data") + ".memory", definition={'type': 'object', 'additionalProperties': False, 'properties': {'mode': {'enum': ['review', 'record', 'auto'], 'default': 'record'}, 'memory_char_limit': {'type': 'integer', 'minimum': 1, 'maximum': 1000000, 'description': "Character limit of MEMORY.md (Hermes' default 2200)."}, 'user_char_limit': {'type': 'integer', 'minimum': 1, 'maximum': 1000000, 'description': "Character limit of USER.md (Hermes' default 1375)."}}}, rule='additionalProperties')
        if "validate" in data_keys:
            data_keys.remove("validate")
            data__validate = data["validate"]
            if not isinstance(data__validate, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".validate must be object", value=data__validate, name="" + (name_prefix or "data") + ".validate", definition={'type': 'object', 'additionalProperties': False, 'properties': {'profile': {'enum': ['hermes', 'agentskills', 'claude-code'], 'default': 'hermes'}}}, rule='type')
            data__validate_is_dict = isinstance(data__validate, dict)
            if data__validate_is_dict:
                data__validate_keys = set(data__validate.keys())
                if "profile" in data__validate_keys:
                    data__validate_keys.remove("profile")
                    data__validate__profile = data__validate["profile"]
                    if not (isinstance(data__validate__profile, str) and data__validate__profile == 'hermes' or isinstance(data__validate__profile, str) and data__validate__profile == 'agentskills' or isinstance(data__validate__profile, str) and data__validate__profile == 'claude-code'):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".validate.profile must be one of ['hermes', 'agentskills', 'claude-code']", value=data__validate__profile, name="" + (name_prefix or "data") + ".validate.profile", definition={'enum': ['hermes', 'agentskills', 'claude-code'], 'default': 'hermes'}, rule='enum')
                else: data__validate["profile"] = 'hermes'
                if data__validate_keys:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".validate must not contain "+str(data__validate_keys)+" properties", value=data__validate, name="" + (name_prefix or "data") + ".validate", definition={'type': 'object', 'additionalProperties': False, 'properties': {'profile': {'enum': ['hermes', 'agentskills', 'claude-code'], 'default': 'hermes'}}}, rule='additionalProperties')
        if "guard" in data_keys:
            data_keys.remove("guard")
            data__guard = data["guard"]
            if not isinstance(data__guard, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".guard must be object", value=data__guard, name="" + (name_prefix or "data") + ".guard", definition={'type': 'object', 'description': 'Guard policy (trust per source, allow list, detonation); see docs/guard.md and schemas/guard-config.schema.json.', 'additionalProperties': True, 'properties': {'detonate': {'enum': ['auto', 'always', 'never'], 'default': 'auto', 'description': "auto: run community skills' code in the sandbox in install, update and ci (never in pre-commit hooks); always; never. See docs/detonation.md."}}}, rule='type')
            data__guard_is_dict = isinstance(data__guard, dict)
            if data__guard_is_dict:
                data__guard_keys = set(data__guard.keys())
                if "detonate" in data__guard_keys:
                    data__guard_keys.remove("detonate")
                    data__guard__detonate = data__guard["detonate"]
                    if not (isinstance(data__guard__detonate, str) and data__guard__detonate == 'auto' or isinstance(data__guard__detonate, str) and data__guard__detonate == 'always' or isinstance(data__guard__detonate, str) and data__guard__detonate == 'never'):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".guard.detonate must be one of ['auto', 'always', 'never']", value=data__guard__detonate, name="" + (name_prefix or "data") + ".guard.detonate", definition={'enum': ['auto', 'always', 'never'], 'default': 'auto', 'description': "auto: run community skills' code in the sandbox in install, update and ci (never in pre-commit hooks); always; never. See docs/detonation.md."}, rule='enum')
                else: data__guard["detonate"] = 'auto'
        if "sync" in data_keys:
            data_keys.remove("sync")
            data__sync = data["sync"]
            if not isinstance(data__sync, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".sync must be object", value=data__sync, name="" + (name_prefix or "data") + ".sync", definition={'type': 'object', 'additionalProperties': False, 'properties': {'remote': {'type': 'string', 'minLength': 1, 'default': 'origin'}, 'interval': {'type': 'number', 'minimum': 1, 'default': 300}, 'heartbeat': {'type': 'number', 'minimum': 0, 'default': 900, 'description': "Seconds: a sync that exchanged nothing rewrites and pushes this device's marker (what other devices show as last seen) only once its marker is this old."}}}, rule='type')
            data__sync_is_dict = isinstance(data__sync, dict)
            if data__sync_is_dict:
                data__sync_keys = set(data__sync.keys())
                if "remote" in data__sync_keys:
                    data__sync_keys.remove("remote")
                    data__sync__remote = data__sync["remote"]
                    if not isinstance(data__sync__remote, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".sync.remote must be string", value=data__sync__remote, name="" + (name_prefix or "data") + ".sync.remote", definition={'type': 'string', 'minLength': 1, 'default': 'origin'}, rule='type')
                    if isinstance(data__sync__remote, str):
                        data__sync__remote_len = len(data__sync__remote)
                        if data__sync__remote_len < 1:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".sync.remote must be longer than or equal to 1 characters", value=data__sync__remote, name="" + (name_prefix or "data") + ".sync.remote", definition={'type': 'string', 'minLength': 1, 'default': 'origin'}, rule='minLength')
                else: data__sync["remote"] = 'origin'
                if "interval" in data__sync_keys:
                    data__sync_keys.remove("interval")
                    data__sync__interval = data__sync["interval"]
                    if not isinstance(data__sync__interval, (int, float, Decimal)) or isinstance(data__sync__interval, bool):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".sync.interval must be number", value=data__sync__interval, name="" + (name_prefix or "data") + ".sync.interval", definition={'type': 'number', 'minimum': 1, 'default': 300}, rule='type')
                    if isinstance(data__sync__interval, (int, float, Decimal)) and not isinstance(data__sync__interval, bool):
                        if data__sync__interval < 1:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".sync.interval must be bigger than or equal to 1", value=data__sync__interval, name="" + (name_prefix or "data") + ".sync.interval", definition={'type': 'number', 'minimum': 1, 'default': 300}, rule='minimum')
                else: data__sync["interval"] = 300
                if "heartbeat" in data__sync_keys:
                    data__sync_keys.remove("heartbeat")
                    data__sync__heartbeat = data__sync["heartbeat"]
                    if not isinstance(data__sync__heartbeat, (int, float, Decimal)) or isinstance(data__sync__heartbeat, bool):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".sync.heartbeat must be number", value=data__sync__heartbeat, name="" + (name_prefix or "data") + ".sync.heartbeat", definition={'type': 'number', 'minimum': 0, 'default': 900, 'description': "Seconds: a sync that exchanged nothing rewrites and pushes this device's marker (what other devices show as last seen) only once its marker is this old."}, rule='type')
                    if isinstance(data__sync__heartbeat, (int, float, Decimal)) and not isinstance(data__sync__heartbeat, bool):
                        if data__sync__heartbeat < 0:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".sync.heartbeat must be bigger than or equal to 0", value=data__sync__heartbeat, name="" + (name_prefix or "data") + ".sync.heartbeat", definition={'type': 'number', 'minimum': 0, 'default': 900, 'description': "Seconds: a sync that exchanged nothing rewrites and pushes this device's marker (what other devices show as last seen) only once its marker is this old."}, rule='minimum')
                else: data__sync["heartbeat"] = 900
                if data__sync_keys:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".sync must not contain "+str(data__sync_keys)+" properties", value=data__sync, name="" + (name_prefix or "data") + ".sync", definition={'type': 'object', 'additionalProperties': False, 'properties': {'remote': {'type': 'string', 'minLength': 1, 'default': 'origin'}, 'interval': {'type': 'number', 'minimum': 1, 'default': 300}, 'heartbeat': {'type': 'number', 'minimum': 0, 'default': 900, 'description': "Seconds: a sync that exchanged nothing rewrites and pushes this device's marker (what other devices show as last seen) only once its marker is this old."}}}, rule='additionalProperties')
        if "index" in data_keys:
            data_keys.remove("index")
            data__index = data["index"]
            if not isinstance(data__index, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".index must be object", value=data__index, name="" + (name_prefix or "data") + ".index", definition={'type': 'object', 'description': "How hermes-git writes the skills index of Hermes' prompt; see docs/search.md.", 'additionalProperties': False, 'properties': {'mode': {'enum': ['full', 'compact', 'auto'], 'default': 'full', 'description': 'full: names and descriptions; compact: names under their categories and a line pointing at skill_search; auto: compact above compact_above skills.'}, 'compact_above': {'type': 'integer', 'minimum': 0, 'default': 150}}}, rule='type')
            data__index_is_dict = isinstance(data__index, dict)
            if data__index_is_dict:
                data__index_keys = set(data__index.keys())
                if "mode" in data__index_keys:
                    data__index_keys.remove("mode")
                    data__index__mode = data__index["mode"]
                    if not (isinstance(data__index__mode, str) and data__index__mode == 'full' or isinstance(data__index__mode, str) and data__index__mode == 'compact' or isinstance(data__index__mode, str) and data__index__mode == 'auto'):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".index.mode must be one of ['full', 'compact', 'auto']", value=data__index__mode, name="" + (name_prefix or "data") + ".index.mode", definition={'enum': ['full', 'compact', 'auto'], 'default': 'full', 'description': 'full: names and descriptions; compact: names under their categories and a line pointing at skill_search; auto: compact above compact_above skills.'}, rule='enum')
                else: data__index["mode"] = 'full'
                if "compact_above" in data__index_keys:
                    data__index_keys.remove("compact_above")
                    data__index__compactabove = data__index["compact_above"]
                    if not isinstance(data__index__compactabove, (int)) and not (isinstance(data__index__compactabove, float) and data__index__compactabove.is_integer()) or isinstance(data__index__compactabove, bool):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".index.compact_above must be integer", value=data__index__compactabove, name="" + (name_prefix or "data") + ".index.compact_above", definition={'type': 'integer', 'minimum': 0, 'default': 150}, rule='type')
                    if isinstance(data__index__compactabove, (int, float, Decimal)) and not isinstance(data__index__compactabove, bool):
                        if data__index__compactabove < 0:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".index.compact_above must be bigger than or equal to 0", value=data__index__compactabove, name="" + (name_prefix or "data") + ".index.compact_above", definition={'type': 'integer', 'minimum': 0, 'default': 150}, rule='minimum')
                else: data__index["compact_above"] = 150
                if data__index_keys:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".index must not contain "+str(data__index_keys)+" properties", value=data__index, name="" + (name_prefix or "data") + ".index", definition={'type': 'object', 'description': "How hermes-git writes the skills index of Hermes' prompt; see docs/search.md.", 'additionalProperties': False, 'properties': {'mode': {'enum': ['full', 'compact', 'auto'], 'default': 'full', 'description': 'full: names and descriptions; compact: names under their categories and a line pointing at skill_search; auto: compact above compact_above skills.'}, 'compact_above': {'type': 'integer', 'minimum': 0, 'default': 150}}}, rule='additionalProperties')
        if "search" in data_keys:
            data_keys.remove("search")
            data__search = data["search"]
            if not isinstance(data__search, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".search must be object", value=data__search, name="" + (name_prefix or "data") + ".search", definition={'type': 'object', 'description': 'Skill search (hermes-git search, the skill_search tool); see docs/search.md.', 'additionalProperties': False, 'properties': {'embeddings': {'type': 'object', 'description': 'An OpenAI-compatible embeddings endpoint instead of the built-in model.', 'additionalProperties': False, 'required': ['model'], 'properties': {'base_url': {'type': 'string', 'minLength': 1}, 'model': {'type': 'string', 'minLength': 1}, 'api_key_env': {'type': 'string', 'minLength': 1}, 'timeout': {'type': 'number', 'minimum': 0.1, 'default': 30}}}, 'threshold': {'type': 'number', 'minimum': 0, 'maximum': 1, 'description': 'Scores under it mean no skill fits (default: the tuned value).'}}}, rule='type')
            data__search_is_dict = isinstance(data__search, dict)
            if data__search_is_dict:
                data__search_keys = set(data__search.keys())
                if "embeddings" in data__search_keys:
                    data__search_keys.remove("embeddings")
                    data__search__embeddings = data__search["embeddings"]
                    if not isinstance(data__search__embeddings, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".search.embeddings must be object", value=data__search__embeddings, name="" + (name_prefix or "data") + ".search.embeddings", definition={'type': 'object', 'description': 'An OpenAI-compatible embeddings endpoint instead of the built-in model.', 'additionalProperties': False, 'required': ['model'], 'properties': {'base_url': {'type': 'string', 'minLength': 1}, 'model': {'type': 'string', 'minLength': 1}, 'api_key_env': {'type': 'string', 'minLength': 1}, 'timeout': {'type': 'number', 'minimum': 0.1, 'default': 30}}}, rule='type')
                    data__search__embeddings_is_dict = isinstance(data__search__embeddings, dict)
                    if data__search__embeddings_is_dict:
                        data__search__embeddings__missing_keys = set(['model']) - data__search__embeddings.keys()
                        if data__search__embeddings__missing_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".search.embeddings must contain " + (str(sorted(data__search__embeddings__missing_keys)) + " properties"), value=data__search__embeddings, name="" + (name_prefix or "data") + ".search.embeddings", definition={'type': 'object', 'description': 'An OpenAI-compatible embeddings endpoint instead of the built-in model.', 'additionalProperties': False, 'required': ['model'], 'properties': {'base_url': {'type': 'string', 'minLength': 1}, 'model': {'type': 'string', 'minLength': 1}, 'api_key_env': {'type': 'string', 'minLength': 1}, 'timeout': {'type': 'number', 'minimum': 0.1, 'default': 30}}}, rule='required')
                        data__search__embeddings_keys = set(data__search__embeddings.keys())
                        if "base_url" in data__search__embeddings_keys:
                            data__search__embeddings_keys.remove("base_url")
                            data__search__embeddings__baseurl = data__search__embeddings["base_url"]
                            if not isinstance(data__search__embeddings__baseurl, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".search.embeddings.base_url must be string", value=data__search__embeddings__baseurl, name="" + (name_prefix or "data") + ".search.embeddings.base_url", definition={'type': 'string', 'minLength': 1}, rule='type')
                            if isinstance(data__search__embeddings__baseurl, str):
                                data__search__embeddings__baseurl_len = len(data__search__embeddings__baseurl)
                                if data__search__embeddings__baseurl_len < 1:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".search.embeddings.base_url must be longer than or equal to 1 characters", value=data__search__embeddings__baseurl, name="" + (name_prefix or "data") + ".search.embeddings.base_url", definition={'type': 'string', 'minLength': 1}, rule='minLength')
                        if "model" in data__search__embeddings_keys:
                            data__search__embeddings_keys.remove("model")
                            data__search__embeddings__model = data__search__embeddings["model"]
                            if not isinstance(data__search__embeddings__model, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".search.embeddings.model must be string", value=data__search__embeddings__model, name="" + (name_prefix or "data") + ".search.embeddings.model", definition={'type': 'string', 'minLength': 1}, rule='type')
                            if isinstance(data__search__embeddings__model, str):
                                data__search__embeddings__model_len = len(data__search__embeddings__model)
                                if data__search__embeddings__model_len < 1:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".search.embeddings.model must be longer than or equal to 1 characters", value=data__search__embeddings__model, name="" + (name_prefix or "data") + ".search.embeddings.model", definition={'type': 'string', 'minLength': 1}, rule='minLength')
                        if "api_key_env" in data__search__embeddings_keys:
                            data__search__embeddings_keys.remove("api_key_env")
                            data__search__embeddings__apikeyenv = data__search__embeddings["api_key_env"]
                            if not isinstance(data__search__embeddings__apikeyenv, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".search.embeddings.api_key_env must be string", value=data__search__embeddings__apikeyenv, name="" + (name_prefix or "data") + ".search.embeddings.api_key_env", definition={'type': 'string', 'minLength': 1}, rule='type')
                            if isinstance(data__search__embeddings__apikeyenv, str):
                                data__search__embeddings__apikeyenv_len = len(data__search__embeddings__apikeyenv)
                                if data__search__embeddings__apikeyenv_len < 1:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".search.embeddings.api_key_env must be longer than or equal to 1 characters", value=data__search__embeddings__apikeyenv, name="" + (name_prefix or "data") + ".search.embeddings.api_key_env", definition={'type': 'string', 'minLength': 1}, rule='minLength')
                        if "timeout" in data__search__embeddings_keys:
                            data__search__embeddings_keys.remove("timeout")
                            data__search__embeddings__timeout = data__search__embeddings["timeout"]
                            if not isinstance(data__search__embeddings__timeout, (int, float, Decimal)) or isinstance(data__search__embeddings__timeout, bool):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".search.embeddings.timeout must be number", value=data__search__embeddings__timeout, name="" + (name_prefix or "data") + ".search.embeddings.timeout", definition={'type': 'number', 'minimum': 0.1, 'default': 30}, rule='type')
                            if isinstance(data__search__embeddings__timeout, (int, float, Decimal)) and not isinstance(data__search__embeddings__timeout, bool):
                                if data__search__embeddings__timeout < 0.1:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".search.embeddings.timeout must be bigger than or equal to 0.1", value=data__search__embeddings__timeout, name="" + (name_prefix or "data") + ".search.embeddings.timeout", definition={'type': 'number', 'minimum': 0.1, 'default': 30}, rule='minimum')
                        else: data__search__embeddings["timeout"] = 30
                        if data__search__embeddings_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".search.embeddings must not contain "+str(data__search__embeddings_keys)+" properties", value=data__search__embeddings, name="" + (name_prefix or "data") + ".search.embeddings", definition={'type': 'object', 'description': 'An OpenAI-compatible embeddings endpoint instead of the built-in model.', 'additionalProperties': False, 'required': ['model'], 'properties': {'base_url': {'type': 'string', 'minLength': 1}, 'model': {'type': 'string', 'minLength': 1}, 'api_key_env': {'type': 'string', 'minLength': 1}, 'timeout': {'type': 'number', 'minimum': 0.1, 'default': 30}}}, rule='additionalProperties')
                if "threshold" in data__search_keys:
                    data__search_keys.remove("threshold")
                    data__search__threshold = data__search["threshold"]
                    if not isinstance(data__search__threshold, (int, float, Decimal)) or isinstance(data__search__threshold, bool):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".search.threshold must be number", value=data__search__threshold, name="" + (name_prefix or "data") + ".search.threshold", definition={'type': 'number', 'minimum': 0, 'maximum': 1, 'description': 'Scores under it mean no skill fits (default: the tuned value).'}, rule='type')
                    if isinstance(data__search__threshold, (int, float, Decimal)) and not isinstance(data__search__threshold, bool):
                        if data__search__threshold < 0:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".search.threshold must be bigger than or equal to 0", value=data__search__threshold, name="" + (name_prefix or "data") + ".search.threshold", definition={'type': 'number', 'minimum': 0, 'maximum': 1, 'description': 'Scores under it mean no skill fits (default: the tuned value).'}, rule='minimum')
                        if data__search__threshold > 1:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".search.threshold must be smaller than or equal to 1", value=data__search__threshold, name="" + (name_prefix or "data") + ".search.threshold", definition={'type': 'number', 'minimum': 0, 'maximum': 1, 'description': 'Scores under it mean no skill fits (default: the tuned value).'}, rule='maximum')
                if data__search_keys:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".search must not contain "+str(data__search_keys)+" properties", value=data__search, name="" + (name_prefix or "data") + ".search", definition={'type': 'object', 'description': 'Skill search (hermes-git search, the skill_search tool); see docs/search.md.', 'additionalProperties': False, 'properties': {'embeddings': {'type': 'object', 'description': 'An OpenAI-compatible embeddings endpoint instead of the built-in model.', 'additionalProperties': False, 'required': ['model'], 'properties': {'base_url': {'type': 'string', 'minLength': 1}, 'model': {'type': 'string', 'minLength': 1}, 'api_key_env': {'type': 'string', 'minLength': 1}, 'timeout': {'type': 'number', 'minimum': 0.1, 'default': 30}}}, 'threshold': {'type': 'number', 'minimum': 0, 'maximum': 1, 'description': 'Scores under it mean no skill fits (default: the tuned value).'}}}, rule='additionalProperties')
        if "review" in data_keys:
            data_keys.remove("review")
            data__review = data["review"]
            if not isinstance(data__review, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".review must be object", value=data__review, name="" + (name_prefix or "data") + ".review", definition={'type': 'object', 'additionalProperties': False, 'properties': {'max_pending_per_device': {'type': 'integer', 'minimum': 1, 'description': "At most this many of a device's proposals make the review queue; its older ones wait (listed as waiting; `hermes-git review prune --waiting` rejects them)."}}}, rule='type')
            data__review_is_dict = isinstance(data__review, dict)
            if data__review_is_dict:
                data__review_keys = set(data__review.keys())
                if "max_pending_per_device" in data__review_keys:
                    data__review_keys.remove("max_pending_per_device")
                    data__review__maxpendingperdevice = data__review["max_pending_per_device"]
                    if not isinstance(data__review__maxpendingperdevice, (int)) and not (isinstance(data__review__maxpendingperdevice, float) and data__review__maxpendingperdevice.is_integer()) or isinstance(data__review__maxpendingperdevice, bool):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".review.max_pending_per_device must be integer", value=data__review__maxpendingperdevice, name="" + (name_prefix or "data") + ".review.max_pending_per_device", definition={'type': 'integer', 'minimum': 1, 'description': "At most this many of a device's proposals make the review queue; its older ones wait (listed as waiting; `hermes-git review prune --waiting` rejects them)."}, rule='type')
                    if isinstance(data__review__maxpendingperdevice, (int, float, Decimal)) and not isinstance(data__review__maxpendingperdevice, bool):
                        if data__review__maxpendingperdevice < 1:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".review.max_pending_per_device must be bigger than or equal to 1", value=data__review__maxpendingperdevice, name="" + (name_prefix or "data") + ".review.max_pending_per_device", definition={'type': 'integer', 'minimum': 1, 'description': "At most this many of a device's proposals make the review queue; its older ones wait (listed as waiting; `hermes-git review prune --waiting` rejects them)."}, rule='minimum')
                if data__review_keys:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".review must not contain "+str(data__review_keys)+" properties", value=data__review, name="" + (name_prefix or "data") + ".review", definition={'type': 'object', 'additionalProperties': False, 'properties': {'max_pending_per_device': {'type': 'integer', 'minimum': 1, 'description': "At most this many of a device's proposals make the review queue; its older ones wait (listed as waiting; `hermes-git review prune --waiting` rejects them)."}}}, rule='additionalProperties')
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties", value=data, name="" + (name_prefix or "data") + "", definition={'$schema': 'https://json-schema.org/draft/2020-12/schema', '$id': 'https://hermes-git.dev/schemas/config.schema.json', 'title': 'hermes-git repository configuration (.hermes-git.yaml)', 'type': 'object', 'additionalProperties': False, 'required': ['version'], 'properties': {'version': {'const': 1, 'description': 'Format version of this file.'}, 'device': {'type': 'string', 'pattern': '^[a-z0-9][a-z0-9._-]{0,62}$', 'description': "This machine's name, used in review branch names and commit trailers. Usually set in .git/hermes-git/device instead, since each clone is its own device."}, 'skills': {'type': 'object', 'additionalProperties': False, 'properties': {'mode': {'enum': ['review', 'record', 'auto'], 'default': 'review', 'description': 'review: agent writes become review branches; record: applied live and committed; auto: approved at once when safe and valid.'}}}, 'memory': {'type': 'object', 'additionalProperties': False, 'properties': {'mode': {'enum': ['review', 'record', 'auto'], 'default': 'record'}, 'memory_char_limit': {'type': 'integer', 'minimum': 1, 'maximum': 1000000, 'description': "Character limit of MEMORY.md (Hermes' default 2200)."}, 'user_char_limit': {'type': 'integer', 'minimum': 1, 'maximum': 1000000, 'description': "Character limit of USER.md (Hermes' default 1375)."}}}, 'validate': {'type': 'object', 'additionalProperties': False, 'properties': {'profile': {'enum': ['hermes', 'agentskills', 'claude-code'], 'default': 'hermes'}}}, 'guard': {'type': 'object', 'description': 'Guard policy (trust per source, allow list, detonation); see docs/guard.md and schemas/guard-config.schema.json.', 'additionalProperties': True, 'properties': {'detonate': {'enum': ['auto', 'always', 'never'], 'default': 'auto', 'description': "auto: run community skills' code in the sandbox in install, update and ci (never in pre-commit hooks); always; never. See docs/detonation.md."}}}, 'sync': {'type': 'object', 'additionalProperties': False, 'properties': {'remote': {'type': 'string', 'minLength': 1, 'default': 'origin'}, 'interval': {'type': 'number', 'minimum': 1, 'default': 300}, 'heartbeat': {'type': 'number', 'minimum': 0, 'default': 900, 'description': "Seconds: a sync that exchanged nothing rewrites and pushes this device's marker (what other devices show as last seen) only once its marker is this old."}}}, 'index': {'type': 'object', 'description': "How hermes-git writes the skills index of Hermes' prompt; see docs/search.md.", 'additionalProperties': False, 'properties': {'mode': {'enum': ['full', 'compact', 'auto'], 'default': 'full', 'description': 'full: names and descriptions; compact: names under their categories and a line pointing at skill_search; auto: compact above compact_above skills.'}, 'compact_above': {'type': 'integer', 'minimum': 0, 'default': 150}}}, 'search': {'type': 'object', 'description': 'Skill search (hermes-git search, the skill_search tool); see docs/search.md.', 'additionalProperties': False, 'properties': {'embeddings': {'type': 'object', 'description': 'An OpenAI-compatible embeddings endpoint instead of the built-in model.', 'additionalProperties': False, 'required': ['model'], 'properties': {'base_url': {'type': 'string', 'minLength': 1}, 'model': {'type': 'string', 'minLength': 1}, 'api_key_env': {'type': 'string', 'minLength': 1}, 'timeout': {'type': 'number', 'minimum': 0.1, 'default': 30}}}, 'threshold': {'type': 'number', 'minimum': 0, 'maximum': 1, 'description': 'Scores under it mean no skill fits (default: the tuned value).'}}}, 'review': {'type': 'object', 'additionalProperties': False, 'properties': {'max_pending_per_device': {'type': 'integer', 'minimum': 1, 'description': "At most this many of a device's proposals make the review queue; its older ones wait (listed as waiting; `hermes-git review prune --waiting` rejects them)."}}}}}, rule='additionalProperties')
    return data