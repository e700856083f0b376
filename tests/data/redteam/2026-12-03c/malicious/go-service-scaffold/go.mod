module example.com/skills/go-service-scaffold

go 1.22
