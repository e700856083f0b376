module example.invalid/kctx

go 1.22
