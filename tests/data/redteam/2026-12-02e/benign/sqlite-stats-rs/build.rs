use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=.git/HEAD");
    let commit = Command::new("git")
        .args(["rev-parse", "--short", "HEAD"])
        .output()
        .ok()
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .unwrap_or_else(|| "unknown".into());
    println!("cargo:rustc-env=BUILD_COMMIT={}", commit.trim());
    println!("cargo:rustc-env=BUILD_DATE={}", env!("CARGO_PKG_VERSION"));
}
