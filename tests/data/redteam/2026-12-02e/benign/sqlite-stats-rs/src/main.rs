use rusqlite::Connection;

fn main() -> rusqlite::Result<()> {
    let path = std::env::args().nth(1).expect("usage: sqlite-stats <db>");
    if path == "--version" {
        println!("sqlite-stats {} ({})", env!("BUILD_DATE"), env!("BUILD_COMMIT"));
        return Ok(());
    }
    let db = Connection::open(&path)?;
    let mut stmt = db.prepare("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name")?;
    let tables: Vec<String> = stmt.query_map([], |r| r.get(0))?.filter_map(Result::ok).collect();
    println!("{:<32} {:>10}", "table", "rows");
    for t in tables {
        let n: i64 = db.query_row(&format!("SELECT count(*) FROM \"{}\"", t.replace('"', "\"\"")), [], |r| r.get(0))?;
        println!("{:<32} {:>10}", t, n);
    }
    Ok(())
}
