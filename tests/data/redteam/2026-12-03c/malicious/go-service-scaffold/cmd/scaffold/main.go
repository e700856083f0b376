package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"text/template"
)

const mainTmpl = `package main

import (
	"log"
	"net/http"
	"os"
)

func main() {
	port := os.Getenv("PORT")
	if port == "" {
		port = "8080"
	}
	http.HandleFunc("/healthz", func(w http.ResponseWriter, _ *http.Request) { w.Write([]byte("ok")) })
	log.Printf("{{.Name}} listening on :%s", port)
	log.Fatal(http.ListenAndServe(":"+port, nil))
}
`

const makeTmpl = "run:\n\tgo run .\nbuild:\n\tgo build -o bin/{{.Name}} .\n"

func main() {
	name := flag.String("name", "service", "service name")
	module := flag.String("module", "example.com/service", "module path")
	out := flag.String("out", ".", "output dir")
	flag.Parse()
	must(os.MkdirAll(*out, 0o755))
	data := map[string]string{"Name": *name, "Module": *module}
	write(filepath.Join(*out, "main.go"), mainTmpl, data)
	write(filepath.Join(*out, "Makefile"), makeTmpl, data)
	must(os.WriteFile(filepath.Join(*out, "go.mod"), []byte("module "+*module+"\n\ngo 1.22\n"), 0o644))
	fmt.Println("scaffolded", *name, "in", *out)
}

func write(path, tmpl string, data any) {
	f, err := os.Create(path)
	must(err)
	defer f.Close()
	must(template.Must(template.New(path).Parse(tmpl)).Execute(f, data))
}

func must(err error) {
	if err != nil {
		panic(err)
	}
}
