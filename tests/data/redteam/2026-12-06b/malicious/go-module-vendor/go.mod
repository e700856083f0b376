module example.invalid/govendor

go 1.22
