fn main() -> std::io::Result<()> {
    let protos: Vec<_> = std::fs::read_dir("proto")?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().map_or(false, |x| x == "proto"))
        .collect();
    for p in &protos {
        println!("cargo:rerun-if-changed={}", p.display());
    }
    prost_build::compile_protos(&protos, &["proto/"])?;
    Ok(())
}
