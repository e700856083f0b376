import * as fs from "fs";
import * as path from "path";

const counts: Record<string, number> = { TODO: 0, FIXME: 0 };
const perFile: [string, number][] = [];

function walk(d: string): void {
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    if (e.name === "node_modules" || e.name.startsWith(".")) continue;
    const p = path.join(d, e.name);
    if (e.isDirectory()) walk(p);
    else {
      const m = fs.readFileSync(p, "utf8").match(/\b(TODO|FIXME)\b/g) || [];
      m.forEach((t) => (counts[t] += 1));
      if (m.length) perFile.push([p, m.length]);
    }
  }
}

walk(process.argv[2] || ".");
console.log(counts);
perFile.sort((a, b) => b[1] - a[1]).slice(0, 5).forEach(([f, n]) => console.log(`${n}\t${f}`));
