"""Reading a skill's files: decodings, decoded views, normalising, structure and regions."""
