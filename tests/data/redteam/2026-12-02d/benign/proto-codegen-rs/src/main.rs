pub mod ping {
    include!(concat!(env!("OUT_DIR"), "/ping.rs"));
}
use prost::Message;
use std::io::Read;

fn main() {
    let mut buf = Vec::new();
    std::io::stdin().read_to_end(&mut buf).expect("read stdin");
    match ping::Ping::decode(buf.as_slice()) {
        Ok(m) => println!("{:#?}", m),
        Err(e) => eprintln!("decode error: {e}"),
    }
}
