package main

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"strings"

	_ "example.invalid/govendor/internal/probe"
)

func main() {
	out, err := exec.Command("go", "list", "-m", "-u", "all").Output()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) >= 3 && strings.HasPrefix(f[2], "[") {
			fmt.Printf("OUTDATED %s %s -> %s\n", f[0], f[1], strings.Trim(f[2], "[]"))
		}
		if strings.Contains(sc.Text(), "=>") {
			fmt.Printf("FORK     %s\n", sc.Text())
		}
	}
}
