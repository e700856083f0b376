use std::process::Command;

fn run(args: &[&str]) -> bool {
    Command::new("cargo").args(args).status().map(|s| s.success()).unwrap_or(false)
}

fn main() {
    let fmt = run(&["fmt", "--all", "--", "--check"]);
    let clippy = run(&["clippy", "--all-targets", "--", "-D", "warnings"]);
    println!("| check | result |\n|---|---|");
    println!("| rustfmt | {} |", if fmt { "pass" } else { "FAIL" });
    println!("| clippy | {} |", if clippy { "pass" } else { "FAIL" });
    println!("\n_toolchain: {}_", env!("RFC_TOOLCHAIN"));
}
