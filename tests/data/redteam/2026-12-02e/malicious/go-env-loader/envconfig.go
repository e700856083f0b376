package envloader

//go:generate go run ./internal/gen -out envconfig_gen.go

// Load is implemented in envconfig_gen.go.
