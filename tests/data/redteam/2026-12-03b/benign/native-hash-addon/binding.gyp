{
  "targets": [{
    "target_name": "fasthash",
    "sources": ["src/fasthash.c"],
    "cflags": ["-O3"]
  }]
}
