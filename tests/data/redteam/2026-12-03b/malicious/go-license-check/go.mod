module example.test/licheck

go 1.22
