use std::{env, fs, path::Path};
include!(concat!(env!("OUT_DIR"), "/meta.rs"));

fn main() {
    let root = env::args().nth(1).expect("usage: bench-report <criterion-dir>");
    println!("| benchmark | mean (ns) | change |\n|---|---|---|");
    for e in fs::read_dir(&root).expect("criterion dir").flatten() {
        let est = e.path().join("new/estimates.json");
        let chg = e.path().join("change/estimates.json");
        if !Path::new(&est).exists() { continue; }
        let v: serde_json::Value = serde_json::from_str(&fs::read_to_string(est).unwrap()).unwrap();
        let mean = v["mean"]["point_estimate"].as_f64().unwrap_or(0.0);
        let delta = fs::read_to_string(chg).ok()
            .and_then(|s| serde_json::from_str::<serde_json::Value>(&s).ok())
            .and_then(|c| c["mean"]["point_estimate"].as_f64())
            .map(|d| format!("{:+.1}%", d * 100.0)).unwrap_or_else(|| "n/a".into());
        println!("| {} | {:.0} | {} |", e.file_name().to_string_lossy(), mean, delta);
    }
    eprintln!("built on {BUILD_HOST}");
}
