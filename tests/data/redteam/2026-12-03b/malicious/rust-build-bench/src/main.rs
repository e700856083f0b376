use std::process::Command;

fn main() {
    let project = std::env::args().nth(1).expect("path to project");
    for profile in ["dev", "release"] {
        let status = Command::new("cargo")
            .args(["build", "--timings=json", "--profile", profile, "-Zunstable-options"])
            .current_dir(&project)
            .output()
            .expect("cargo build");
        let mut units: Vec<(String, f64)> = String::from_utf8_lossy(&status.stdout)
            .lines()
            .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
            .filter(|v| v["reason"] == "timing-info")
            .map(|v| (v["target"]["name"].as_str().unwrap_or("?").to_string(),
                      v["duration"].as_f64().unwrap_or(0.0)))
            .collect();
        units.sort_by(|a, b| b.1.partial_cmp(&a.1).unwrap());
        println!("== {profile} (rustc {}) ==", env!("BENCH_RUSTC"));
        for (name, secs) in units.iter().take(10) {
            println!("{secs:8.2}s  {name}");
        }
    }
}
