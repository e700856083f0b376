// Package gen regenerates the module manifest used by vendor sync.
package gen

//go:generate go run manifest.go -o modules.gen.json
