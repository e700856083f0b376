"""fastjsonschema's validator for `schemas/skills-lock.schema.json`: generated, do not edit.

`schema.load.fast_check` uses it while SCHEMA_SHA256 is the hash of that file's text; after an
edit of the schema, `make generated` writes it again (tests/schema/test_generated.py fails until
then). Made by fastjsonschema 2.22.3.
"""

SCHEMA_SHA256 = "392a94a5778d406fabc8309ec7c7733d434a2338c3191a2f9c1f169bef93cd59"
ENTRY = "validate_https___hermes_git_dev_schemas_skills_lock_schema_json"

VERSION = "2.22.3"
from decimal import Decimal
import re
from fastjsonschema import JsonSchemaValueException, JsonSchemaValuesException


REGEX_PATTERNS = {
    '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$': re.compile('^[A-Za-z0-9][A-Za-z0-9._-]{0,63}\\Z'),
    '^[0-9a-f]{40}$': re.compile('^[0-9a-f]{40}\\Z'),
    '^skills/([A-Za-z0-9][A-Za-z0-9._-]*/)?[A-Za-z0-9][A-Za-z0-9._-]*$': re.compile('^skills/([A-Za-z0-9][A-Za-z0-9._-]*/)?[A-Za-z0-9][A-Za-z0-9._-]*\\Z'),
    '^sha256:[0-9a-f]{64}$': re.compile('^sha256:[0-9a-f]{64}\\Z')
}

NoneType = type(None)

def validate_https___hermes_git_dev_schemas_skills_lock_schema_json(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object", value=data, name="" + (name_prefix or "data") + "", definition={'$schema': 'https://json-schema.org/draft/2020-12/schema', '$id': 'https://hermes-git.dev/schemas/skills-lock.schema.json', 'title': 'skills.lock: the installed skills, each pinned to a source commit and a content hash', 'type': 'object', 'additionalProperties': False, 'required': ['version', 'skills'], '$defs': {'hash': {'type': 'string', 'pattern': '^sha256:[0-9a-f]{64}$', 'description': 'sha256 over the sorted relative paths and bytes: for each file, path (UTF-8), NUL, size in decimal, NUL, bytes.'}, 'entry': {'type': 'object', 'additionalProperties': False, 'required': ['source', 'url', 'ref', 'commit', 'path', 'install_path', 'hash', 'installed_hash', 'trust'], 'properties': {'source': {'type': 'string', 'minLength': 1, 'description': 'The source as typed (without @REF).'}, 'url': {'type': 'string', 'minLength': 1, 'description': 'What git fetches.'}, 'ref': {'type': 'string', 'minLength': 1, 'description': 'The ref followed by `update` (HEAD, a branch, a tag or a commit id).'}, 'commit': {'type': 'string', 'pattern': '^[0-9a-f]{40}$', 'description': 'The source commit installed.'}, 'path': {'type': 'string', 'description': 'The skill folder inside the source (empty: the root).'}, 'install_path': {'type': 'string', 'pattern': '^skills/([A-Za-z0-9][A-Za-z0-9._-]*/)?[A-Za-z0-9][A-Za-z0-9._-]*$'}, 'hash': {'type': 'string', 'pattern': '^sha256:[0-9a-f]{64}$', 'description': 'sha256 over the sorted relative paths and bytes: for each file, path (UTF-8), NUL, size in decimal, NUL, bytes.'}, 'installed_hash': {'type': 'string', 'pattern': '^sha256:[0-9a-f]{64}$', 'description': 'sha256 over the sorted relative paths and bytes: for each file, path (UTF-8), NUL, size in decimal, NUL, bytes.'}, 'trust': {'enum': ['builtin', 'trusted', 'community', 'agent-created']}}}}, 'properties': {'version': {'const': 1}, 'skills': {'type': 'object', 'propertyNames': {'pattern': '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$'}, 'additionalProperties': {'type': 'object', 'additionalProperties': False, 'required': ['source', 'url', 'ref', 'commit', 'path', 'install_path', 'hash', 'installed_hash', 'trust'], 'properties': {'source': {'type': 'string', 'minLength': 1, 'description': 'The source as typed (without @REF).'}, 'url': {'type': 'string', 'minLength': 1, 'description': 'What git fetches.'}, 'ref': {'type': 'string', 'minLength': 1, 'description': 'The ref followed by `update` (HEAD, a branch, a tag or a commit id).'}, 'commit': {'type': 'string', 'pattern': '^[0-9a-f]{40}$', 'description': 'The source commit installed.'}, 'path': {'type': 'string', 'description': 'The skill folder inside the source (empty: the root).'}, 'install_path': {'type': 'string', 'pattern': '^skills/([A-Za-z0-9][A-Za-z0-9._-]*/)?[A-Za-z0-9][A-Za-z0-9._-]*$'}, 'hash': {'$ref': 'https://hermes-git.dev/schemas/skills-lock.schema.json#/$defs/hash', 'description': 'The upstream folder at `commit`.'}, 'installed_hash': {'$ref': 'https://hermes-git.dev/schemas/skills-lock.schema.json#/$defs/hash', 'description': 'The folder as installed (equals `hash` unless local edits were merged in).'}, 'trust': {'enum': ['builtin', 'trusted', 'community', 'agent-created']}}}}}}, rule='type')
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data__missing_keys = set(['version', 'skills']) - data.keys()
        if data__missing_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain " + (str(sorted(data__missing_keys)) + " properties"), value=data, name="" + (name_prefix or "data") + "", definition={'$schema': 'https://json-schema.org/draft/2020-12/schema', '$id': 'https://hermes-git.dev/schemas/skills-lock.schema.json', 'title': 'skills.lock: the installed skills, each pinned to a source commit and a content hash', 'type': 'object', 'additionalProperties': False, 'required': ['version', 'skills'], '$defs': {'hash': {'type': 'string', 'pattern': '^sha256:[0-9a-f]{64}$', 'description': 'sha256 over the sorted relative paths and bytes: for each file, path (UTF-8), NUL, size in decimal, NUL, bytes.'}, 'entry': {'type': 'object', 'additionalProperties': False, 'required': ['source', 'url', 'ref', 'commit', 'path', 'install_path', 'hash', 'installed_hash', 'trust'], 'properties': {'source': {'type': 'string', 'minLength': 1, 'description': 'The source as typed (without @REF).'}, 'url': {'type': 'string', 'minLength': 1, 'description': 'What git fetches.'}, 'ref': {'type': 'string', 'minLength': 1, 'description': 'The ref followed by `update` (HEAD, a branch, a tag or a commit id).'}, 'commit': {'type': 'string', 'pattern': '^[0-9a-f]{40}$', 'description': 'The source commit installed.'}, 'path': {'type': 'string', 'description': 'The skill folder inside the source (empty: the root).'}, 'install_path': {'type': 'string', 'pattern': '^skills/([A-Za-z0-9][A-Za-z0-9._-]*/)?[A-Za-z0-9][A-Za-z0-9._-]*$'}, 'hash': {'type': 'string', 'pattern': '^sha256:[0-9a-f]{64}$', 'description': 'sha256 over the sorted relative paths and bytes: for each file, path (UTF-8), NUL, size in decimal, NUL, bytes.'}, 'installed_hash': {'type': 'string', 'pattern': '^sha256:[0-9a-f]{64}$', 'description': 'sha256 over the sorted relative paths and bytes: for each file, path (UTF-8), NUL, size in decimal, NUL, bytes.'}, 'trust': {'enum': ['builtin', 'trusted', 'community', 'agent-created']}}}}, 'properties': {'version': {'const': 1}, 'skills': {'type': 'object', 'propertyNames': {'pattern': '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$'}, 'additionalProperties': {'type': 'object', 'additionalProperties': False, 'required': ['source', 'url', 'ref', 'commit', 'path', 'install_path', 'hash', 'installed_hash', 'trust'], 'properties': {'source': {'type': 'string', 'minLength': 1, 'description': 'The source as typed (without @REF).'}, 'url': {'type': 'string', 'minLength': 1, 'description': 'What git fetches.'}, 'ref': {'type': 'string', 'minLength': 1, 'description': 'The ref followed by `update` (HEAD, a branch, a tag or a commit id).'}, 'commit': {'type': 'string', 'pattern': '^[0-9a-f]{40}$', 'description': 'The source commit installed.'}, 'path': {'type': 'string', 'description': 'The skill folder inside the source (empty: the root).'}, 'install_path': {'type': 'string', 'pattern': '^skills/([A-Za-z0-9][A-Za-z0-9._-]*/)?[A-Za-z0-9][A-Za-z0-9._-]*$'}, 'hash': {'$ref': 'https://hermes-git.dev/schemas/skills-lock.schema.json#/$defs/hash', 'description': 'The upstream folder at `commit`.'}, 'installed_hash': {'$ref': 'https://hermes-git.dev/schemas/skills-lock.schema.json#/$defs/hash', 'description': 'The folder as installed (equals `hash` unless local edits were merged in).'}, 'trust': {'enum': ['builtin', 'trusted', 'community', 'agent-created']}}}}}}, rule='required')
        data_keys = set(data.keys())
        if "version" in data_keys:
            data_keys.remove("version")
            data__version = data["version"]
            if not (isinstance(data__version, (int, float)) and not isinstance(data__version, bool) and data__version == 1):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".version must be same as const definition: 1", value=data__version, name="" + (name_prefix or "data") + ".version", definition={'const': 1}, rule='const')
        if "skills" in data_keys:
            data_keys.remove("skills")
            data__skills = data["skills"]
            if not isinstance(data__skills, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".skills must be object", value=data__skills, name="" + (name_prefix or "data") + ".skills", definition={'type': 'object', 'propertyNames': {'pattern': '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$'}, 'additionalProperties': {'type': 'object', 'additionalProperties': False, 'required': ['source', 'url', 'ref', 'commit', 'path', 'install_path', 'hash', 'installed_hash', 'trust'], 'properties': {'source': {'type': 'string', 'minLength': 1, 'description': 'The source as typed (without @REF).'}, 'url': {'type': 'string', 'minLength': 1, 'description': 'What git fetches.'}, 'ref': {'type': 'string', 'minLength': 1, 'description': 'The ref followed by `update` (HEAD, a branch, a tag or a commit id).'}, 'commit': {'type': 'string', 'pattern': '^[0-9a-f]{40}$', 'description': 'The source commit installed.'}, 'path': {'type': 'string', 'description': 'The skill folder inside the source (empty: the root).'}, 'install_path': {'type': 'string', 'pattern': '^skills/([A-Za-z0-9][A-Za-z0-9._-]*/)?[A-Za-z0-9][A-Za-z0-9._-]*$'}, 'hash': {'$ref': 'https://hermes-git.dev/schemas/skills-lock.schema.json#/$defs/hash', 'description': 'The upstream folder at `commit`.'}, 'installed_hash': {'$ref': 'https://hermes-git.dev/schemas/skills-lock.schema.json#/$defs/hash', 'description': 'The folder as installed (equals `hash` unless local edits were merged in).'}, 'trust': {'enum': ['builtin', 'trusted', 'community', 'agent-created']}}}}, rule='type')
            data__skills_is_dict = isinstance(data__skills, dict)
            if data__skills_is_dict:
                data__skills_keys = set(data__skills.keys())
                for data__skills_key in data__skills_keys:
                    if data__skills_key not in []:
                        data__skills_value = data__skills.get(data__skills_key)
                        validate_https___hermes_git_dev_schemas_skills_lock_schema_json___defs_entry(data__skills_value, custom_formats, (name_prefix or "data") + ".skills.{data__skills_key}".format(**locals()))
                data__skills_len = len(data__skills)
                if data__skills_len != 0:
                    data__skills_property_names = True
                    for data__skills_key in data__skills:
                        try:
                            if isinstance(data__skills_key, str):
                                if not REGEX_PATTERNS['^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$'].search(data__skills_key):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".skills must match pattern ^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", value=data__skills_key, name="" + (name_prefix or "data") + ".skills", definition={'pattern': '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$'}, rule='pattern')
                        except (JsonSchemaValueException, JsonSchemaValuesException):
                            data__skills_property_names = False
                    if not data__skills_property_names:
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".skills must be named by propertyName definition", value=data__skills, name="" + (name_prefix or "data") + ".skills", definition={'type': 'object', 'propertyNames': {'pattern': '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$'}, 'additionalProperties': {'type': 'object', 'additionalProperties': False, 'required': ['source', 'url', 'ref', 'commit', 'path', 'install_path', 'hash', 'installed_hash', 'trust'], 'properties': {'source': {'type': 'string', 'minLength': 1, 'description': 'The source as typed (without @REF).'}, 'url': {'type': 'string', 'minLength': 1, 'description': 'What git fetches.'}, 'ref': {'type': 'string', 'minLength': 1, 'description': 'The ref followed by `update` (HEAD, a branch, a tag or a commit id).'}, 'commit': {'type': 'string', 'pattern': '^[0-9a-f]{40}$', 'description': 'The source commit installed.'}, 'path': {'type': 'string', 'description': 'The skill folder inside the source (empty: the root).'}, 'install_path': {'type': 'string', 'pattern': '^skills/([A-Za-z0-9][A-Za-z0-9._-]*/)?[A-Za-z0-9][A-Za-z0-9._-]*$'}, 'hash': {'$ref': 'https://hermes-git.dev/schemas/skills-lock.schema.json#/$defs/hash', 'description': 'The upstream folder at `commit`.'}, 'installed_hash': {'$ref': 'https://hermes-git.dev/schemas/skills-lock.schema.json#/$defs/hash', 'description': 'The folder as installed (equals `hash` unless local edits were merged in).'}, 'trust': {'enum': ['builtin', 'trusted', 'community', 'agent-created']}}}}, rule='propertyNames')
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties", value=data, name="" + (name_prefix or "data") + "", definition={'$schema': 'https://json-schema.org/draft/2020-12/schema', '$id': 'https://hermes-git.dev/schemas/skills-lock.schema.json', 'title': 'skills.lock: the installed skills, each pinned to a source commit and a content hash', 'type': 'object', 'additionalProperties': False, 'required': ['version', 'skills'], '$defs': {'hash': {'type': 'string', 'pattern': '^sha256:[0-9a-f]{64}$', 'description': 'sha256 over the sorted relative paths and bytes: for each file, path (UTF-8), NUL, size in decimal, NUL, bytes.'}, 'entry': {'type': 'object', 'additionalProperties': False, 'required': ['source', 'url', 'ref', 'commit', 'path', 'install_path', 'hash', 'installed_hash', 'trust'], 'properties': {'source': {'type': 'string', 'minLength': 1, 'description': 'The source as typed (without @REF).'}, 'url': {'type': 'string', 'minLength': 1, 'description': 'What git fetches.'}, 'ref': {'type': 'string', 'minLength': 1, 'description': 'The ref followed by `update` (HEAD, a branch, a tag or a commit id).'}, 'commit': {'type': 'string', 'pattern': '^[0-9a-f]{40}$', 'description': 'The source commit installed.'}, 'path': {'type': 'string', 'description': 'The skill folder inside the source (empty: the root).'}, 'install_path': {'type': 'string', 'pattern': '^skills/([A-Za-z0-9][A-Za-z0-9._-]*/)?[A-Za-z0-9][A-Za-z0-9._-]*$'}, 'hash': {'type': 'string', 'pattern': '^sha256:[0-9a-f]{64}$', 'description': 'sha256 over the sorted relative paths and bytes: for each file, path (UTF-8), NUL, size in decimal, NUL, bytes.'}, 'installed_hash': {'type': 'string', 'pattern': '^sha256:[0-9a-f]{64}$', 'description': 'sha256 over the sorted relative paths and bytes: for each file, path (UTF-8), NUL, size in decimal, NUL, bytes.'}, 'trust': {'enum': ['builtin', 'trusted', 'community', 'agent-created']}}}}, 'properties': {'version': {'const': 1}, 'skills': {'type': 'object', 'propertyNames': {'pattern': '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$'}, 'additionalProperties': {'type': 'object', 'additionalProperties': False, 'required': ['source', 'url', 'ref', 'commit', 'path', 'install_path', 'hash', 'installed_hash', 'trust'], 'properties': {'source': {'type': 'string', 'minLength': 1, 'description': 'The source as typed (without @REF).'}, 'url': {'type': 'string', 'minLength': 1, 'description': 'What git fetches.'}, 'ref': {'type': 'string', 'minLength': 1, 'description': 'The ref followed by `update` (HEAD, a branch, a tag or a commit id).'}, 'commit': {'type': 'string', 'pattern': '^[0-9a-f]{40}$', 'description': 'The source commit installed.'}, 'path': {'type': 'string', 'description': 'The skill folder inside the source (empty: the root).'}, 'install_path': {'type': 'string', 'pattern': '^skills/([A-Za-z0-9][A-Za-z0-9._-]*/)?[A-Za-z0-9][A-Za-z0-9._-]*$'}, 'hash': {'$ref': 'https://hermes-git.dev/schemas/skills-lock.schema.json#/$defs/hash', 'description': 'The upstream folder at `commit`.'}, 'installed_hash': {'$ref': 'https://hermes-git.dev/schemas/skills-lock.schema.json#/$defs/hash', 'description': 'The folder as installed (equals `hash` unless local edits were merged in).'}, 'trust': {'enum': ['builtin', 'trusted', 'community', 'agent-created']}}}}}}, rule='additionalProperties')
    return data

def validate_https___hermes_git_dev_schemas_skills_lock_schema_json___defs_entry(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'object', 'additionalProperties': False, 'required': ['source', 'url', 'ref', 'commit', 'path', 'install_path', 'hash', 'installed_hash', 'trust'], 'properties': {'source': {'type': 'string', 'minLength': 1, 'description': 'The source as typed (without @REF).'}, 'url': {'type': 'string', 'minLength': 1, 'description': 'What git fetches.'}, 'ref': {'type': 'string', 'minLength': 1, 'description': 'The ref followed by `update` (HEAD, a branch, a tag or a commit id).'}, 'commit': {'type': 'string', 'pattern': '^[0-9a-f]{40}$', 'description': 'The source commit installed.'}, 'path': {'type': 'string', 'description': 'The skill folder inside the source (empty: the root).'}, 'install_path': {'type': 'string', 'pattern': '^skills/([A-Za-z0-9][A-Za-z0-9._-]*/)?[A-Za-z0-9][A-Za-z0-9._-]*$'}, 'hash': {'type': 'string', 'pattern': '^sha256:[0-9a-f]{64}$', 'description': 'sha256 over the sorted relative paths and bytes: for each file, path (UTF-8), NUL, size in decimal, NUL, bytes.'}, 'installed_hash': {'type': 'string', 'pattern': '^sha256:[0-9a-f]{64}$', 'description': 'sha256 over the sorted relative paths and bytes: for each file, path (UTF-8), NUL, size in decimal, NUL, bytes.'}, 'trust': {'enum': ['builtin', 'trusted', 'community', 'agent-created']}}}, rule='type')
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data__missing_keys = set(['source', 'url', 'ref', 'commit', 'path', 'install_path', 'hash', 'installed_hash', 'trust']) - data.keys()
        if data__missing_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain " + (str(sorted(data__missing_keys)) + " properties"), value=data, name="" + (name_prefix or "data") + "", definition={'type': 'object', 'additionalProperties': False, 'required': ['source', 'url', 'ref', 'commit', 'path', 'install_path', 'hash', 'installed_hash', 'trust'], 'properties': {'source': {'type': 'string', 'minLength': 1, 'description': 'The source as typed (without @REF).'}, 'url': {'type': 'string', 'minLength': 1, 'description': 'What git fetches.'}, 'ref': {'type': 'string', 'minLength': 1, 'description': 'The ref followed by `update` (HEAD, a branch, a tag or a commit id).'}, 'commit': {'type': 'string', 'pattern': '^[0-9a-f]{40}$', 'description': 'The source commit installed.'}, 'path': {'type': 'string', 'description': 'The skill folder inside the source (empty: the root).'}, 'install_path': {'type': 'string', 'pattern': '^skills/([A-Za-z0-9][A-Za-z0-9._-]*/)?[A-Za-z0-9][A-Za-z0-9._-]*$'}, 'hash': {'type': 'string', 'pattern': '^sha256:[0-9a-f]{64}$', 'description': 'sha256 over the sorted relative paths and bytes: for each file, path (UTF-8), NUL, size in decimal, NUL, bytes.'}, 'installed_hash': {'type': 'string', 'pattern': '^sha256:[0-9a-f]{64}$', 'description': 'sha256 over the sorted relative paths and bytes: for each file, path (UTF-8), NUL, size in decimal, NUL, bytes.'}, 'trust': {'enum': ['builtin', 'trusted', 'community', 'agent-created']}}}, rule='required')
        data_keys = set(data.keys())
        if "source" in data_keys:
            data_keys.remove("source")
            data__source = data["source"]
            if not isinstance(data__source, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".source must be string", value=data__source, name="" + (name_prefix or "data") + ".source", definition={'type': 'string', 'minLength': 1, 'description': 'The source as typed (without @REF).'}, rule='type')
            if isinstance(data__source, str):
                data__source_len = len(data__source)
                if data__source_len < 1:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".source must be longer than or equal to 1 characters", value=data__source, name="" + (name_prefix or "data") + ".source", definition={'type': 'string', 'minLength': 1, 'description': 'The source as typed (without @REF).'}, rule='minLength')
        if "url" in data_keys:
            data_keys.remove("url")
            data__url = data["url"]
            if not isinstance(data__url, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".url must be string", value=data__url, name="" + (name_prefix or "data") + ".url", definition={'type': 'string', 'minLength': 1, 'description': 'What git fetches.'}, rule='type')
            if isinstance(data__url, str):
                data__url_len = len(data__url)
                if data__url_len < 1:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".url must be longer than or equal to 1 characters", value=data__url, name="" + (name_prefix or "data") + ".url", definition={'type': 'string', 'minLength': 1, 'description': 'What git fetches.'}, rule='minLength')
        if "ref" in data_keys:
            data_keys.remove("ref")
            data__ref = data["ref"]
            if not isinstance(data__ref, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".ref must be string", value=data__ref, name="" + (name_prefix or "data") + ".ref", definition={'type': 'string', 'minLength': 1, 'description': 'The ref followed by `update` (HEAD, a branch, a tag or a commit id).'}, rule='type')
            if isinstance(data__ref, str):
                data__ref_len = len(data__ref)
                if data__ref_len < 1:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".ref must be longer than or equal to 1 characters", value=data__ref, name="" + (name_prefix or "data") + ".ref", definition={'type': 'string', 'minLength': 1, 'description': 'The ref followed by `update` (HEAD, a branch, a tag or a commit id).'}, rule='minLength')
        if "commit" in data_keys:
            data_keys.remove("commit")
            data__commit = data["commit"]
            if not isinstance(data__commit, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".commit must be string", value=data__commit, name="" + (name_prefix or "data") + ".commit", definition={'type': 'string', 'pattern': '^[0-9a-f]{40}$', 'description': 'The source commit installed.'}, rule='type')
            if isinstance(data__commit, str):
                if not REGEX_PATTERNS['^[0-9a-f]{40}$'].search(data__commit):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".commit must match pattern ^[0-9a-f]{40}$", value=data__commit, name="" + (name_prefix or "data") + ".commit", definition={'type': 'string', 'pattern': '^[0-9a-f]{40}$', 'description': 'The source commit installed.'}, rule='pattern')
        if "path" in data_keys:
            data_keys.remove("path")
            data__path = data["path"]
            if not isinstance(data__path, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".path must be string", value=data__path, name="" + (name_prefix or "data") + ".path", definition={'type': 'string', 'description': 'The skill folder inside the source (empty: the root).'}, rule='type')
        if "install_path" in data_keys:
            data_keys.remove("install_path")
            data__installpath = data["install_path"]
            if not isinstance(data__installpath, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".install_path must be string", value=data__installpath, name="" + (name_prefix or "data") + ".install_path", definition={'type': 'string', 'pattern': '^skills/([A-Za-z0-9][A-Za-z0-9._-]*/)?[A-Za-z0-9][A-Za-z0-9._-]*$'}, rule='type')
            if isinstance(data__installpath, str):
                if not REGEX_PATTERNS['^skills/([A-Za-z0-9][A-Za-z0-9._-]*/)?[A-Za-z0-9][A-Za-z0-9._-]*$'].search(data__installpath):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".install_path must match pattern ^skills/([A-Za-z0-9][A-Za-z0-9._-]*/)?[A-Za-z0-9][A-Za-z0-9._-]*$", value=data__installpath, name="" + (name_prefix or "data") + ".install_path", definition={'type': 'string', 'pattern': '^skills/([A-Za-z0-9][A-Za-z0-9._-]*/)?[A-Za-z0-9][A-Za-z0-9._-]*$'}, rule='pattern')
        if "hash" in data_keys:
            data_keys.remove("hash")
            data__hash = data["hash"]
            validate_https___hermes_git_dev_schemas_skills_lock_schema_json___defs_hash(data__hash, custom_formats, (name_prefix or "data") + ".hash")
        if "installed_hash" in data_keys:
            data_keys.remove("installed_hash")
            data__installedhash = data["installed_hash"]
            validate_https___hermes_git_dev_schemas_skills_lock_schema_json___defs_hash(data__installedhash, custom_formats, (name_prefix or "data") + ".installed_hash")
        if "trust" in data_keys:
            data_keys.remove("trust")
            data__trust = data["trust"]
            if not (isinstance(data__trust, str) and data__trust == 'builtin' or isinstance(data__trust, str) and data__trust == 'trusted' or isinstance(data__trust, str) and data__trust == 'community' or isinstance(data__trust, str) and data__trust == 'agent-created'):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".trust must be one of ['builtin', 'trusted', 'community', 'agent-created']", value=data__trust, name="" + (name_prefix or "data") + ".trust", definition={'enum': ['builtin', 'trusted', 'community', 'agent-created']}, rule='enum')
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'object', 'additionalProperties': False, 'required': ['source', 'url', 'ref', 'commit', 'path', 'install_path', 'hash', 'installed_hash', 'trust'], 'properties': {'source': {'type': 'string', 'minLength': 1, 'description': 'The source as typed (without @REF).'}, 'url': {'type': 'string', 'minLength': 1, 'description': 'What git fetches.'}, 'ref': {'type': 'string', 'minLength': 1, 'description': 'The ref followed by `update` (HEAD, a branch, a tag or a commit id).'}, 'commit': {'type': 'string', 'pattern': '^[0-9a-f]{40}$', 'description': 'The source commit installed.'}, 'path': {'type': 'string', 'description': 'The skill folder inside the source (empty: the root).'}, 'install_path': {'type': 'string', 'pattern': '^skills/([A-Za-z0-9][A-Za-z0-9._-]*/)?[A-Za-z0-9][A-Za-z0-9._-]*$'}, 'hash': {'type': 'string', 'pattern': '^sha256:[0-9a-f]{64}$', 'description': 'sha256 over the sorted relative paths and bytes: for each file, path (UTF-8), NUL, size in decimal, NUL, bytes.'}, 'installed_hash': {'type': 'string', 'pattern': '^sha256:[0-9a-f]{64}$', 'description': 'sha256 over the sorted relative paths and bytes: for each file, path (UTF-8), NUL, size in decimal, NUL, bytes.'}, 'trust': {'enum': ['builtin', 'trusted', 'community', 'agent-created']}}}, rule='additionalProperties')
    return data

def validate_https___hermes_git_dev_schemas_skills_lock_schema_json___defs_hash(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (str)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'string', 'pattern': '^sha256:[0-9a-f]{64}$', 'description': 'sha256 over the sorted relative paths and bytes: for each file, path (UTF-8), NUL, size in decimal, NUL, bytes.'}, rule='type')
    if isinstance(data, str):
        if not REGEX_PATTERNS['^sha256:[0-9a-f]{64}$'].search(data):
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern ^sha256:[0-9a-f]{64}$", value=data, name="" + (name_prefix or "data") + "", definition={'type': 'string', 'pattern': '^sha256:[0-9a-f]{64}$', 'description': 'sha256 over the sorted relative paths and bytes: for each file, path (UTF-8), NUL, size in decimal, NUL, bytes.'}, rule='pattern')
    return data