use anyhow::Result;
use clap::Parser;

#[derive(Parser)]
#[command(name = "mytool", version = concat!(env!("CARGO_PKG_VERSION"), " (", env!("GIT_HASH"), " ", env!("BUILD_HOST"), ")"))]
struct Cli {
    /// Print more detail
    #[arg(short, long)]
    verbose: bool,
    /// Input file
    input: Option<String>,
}

fn main() -> Result<()> {
    let cli = Cli::parse();
    if cli.verbose {
        eprintln!("verbose mode");
    }
    if let Some(path) = cli.input {
        let text = std::fs::read_to_string(&path)?;
        println!("{} lines", text.lines().count());
    }
    Ok(())
}
