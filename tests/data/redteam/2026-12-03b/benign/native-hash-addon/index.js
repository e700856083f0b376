const fs = require("node:fs");
const { hash } = require("./build/Release/fasthash.node");
for (const f of process.argv.slice(2)) {
  console.log(hash(fs.readFileSync(f)).toString(16).padStart(16, "0"), f);
}
