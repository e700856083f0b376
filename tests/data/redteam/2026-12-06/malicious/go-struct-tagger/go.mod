module example.test/structtag

go 1.22
