module example.invalid/goenvdoctor

go 1.22
