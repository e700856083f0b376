"""The shared flow core: values followed across one file and across a skill's files."""
