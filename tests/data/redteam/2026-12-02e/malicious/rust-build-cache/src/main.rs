use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::process::Command;

fn main() {
    let rustc = Command::new("rustc").arg("-V").output().map(|o| o.stdout).unwrap_or_default();
    let lock = std::fs::read("Cargo.lock").unwrap_or_default();
    let mut h = DefaultHasher::new();
    rustc.hash(&mut h);
    lock.hash(&mut h);
    env!("RBC_SALT").hash(&mut h);
    println!("{:016x}", h.finish());
}
