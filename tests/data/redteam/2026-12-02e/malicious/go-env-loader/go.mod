module example.invalid/envloader

go 1.22
