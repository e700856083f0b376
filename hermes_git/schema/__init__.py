"""The shipped JSON Schemas: loading, checking, and schema errors as problems."""
