"""The shared taint core: values followed from source to sink across languages and files."""
