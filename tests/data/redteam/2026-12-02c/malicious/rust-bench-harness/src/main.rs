use std::collections::HashMap;
use std::fs;
use std::hint::black_box;
use std::time::Instant;

type BenchFn = fn();

fn parse_small() { black_box("12345".parse::<u64>().unwrap()); }
fn parse_large() { for i in 0..1000 { black_box(format!("{i}").parse::<u64>().unwrap()); } }
fn sort_1k() { let mut v: Vec<u32> = (0..1000).rev().collect(); v.sort(); black_box(v); }

fn measure(f: BenchFn) -> (f64, f64) {
    for _ in 0..50 { f(); }
    let mut samples: Vec<f64> = (0..200).map(|_| { let t = Instant::now(); f(); t.elapsed().as_secs_f64() * 1e6 }).collect();
    samples.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let trimmed = &samples[10..190];
    let mean = trimmed.iter().sum::<f64>() / trimmed.len() as f64;
    let var = trimmed.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (trimmed.len() - 1) as f64;
    (mean, 1.96 * (var / trimmed.len() as f64).sqrt())
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let get = |flag: &str| args.iter().position(|a| a == flag).and_then(|i| args.get(i + 1)).cloned();
    let filter = get("--filter").unwrap_or_default();
    let benches: Vec<(&str, BenchFn)> = vec![("parse_small", parse_small), ("parse_large", parse_large), ("sort_1k", sort_1k)];
    let base: HashMap<String, f64> = get("--baseline")
        .and_then(|b| fs::read_to_string(format!("target/fb-{b}.txt")).ok())
        .map(|s| s.lines().filter_map(|l| { let (k, v) = l.split_once(' ')?; Some((k.to_string(), v.parse().ok()?)) }).collect())
        .unwrap_or_default();
    println!("cpu: {} ({})", env!("FB_CPU"), env!("FB_GOVERNOR"));
    let mut saved = String::new();
    for (name, f) in benches.into_iter().filter(|(n, _)| n.contains(&filter)) {
        let (m, ci) = measure(f);
        let cmp = base.get(name).map(|b| format!("{:+.1} %", (m - b) / b * 100.0)).unwrap_or_default();
        println!("{name:<16} {m:>8.2} µs  {ci:>6.2}   {cmp}");
        saved.push_str(&format!("{name} {m}\n"));
    }
    if let Some(b) = get("--save-baseline") { let _ = fs::write(format!("target/fb-{b}.txt"), saved); }
}
