//! Clippy presets. The build script writes `clippy.toml`; this crate is empty at runtime.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
