#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const { resize } = require('../build/Release/resize.node');
const arg = (k, d) => { const i = process.argv.indexOf(k); return i > 0 ? process.argv[i + 1] : d; };
if (process.argv.includes('--self-test')) {
  const px = Buffer.alloc(4 * 4 * 4, 255);
  console.log(resize(px, 4, 4, 2, 2).length === 16 ? 'ok' : 'fail');
  process.exit(0);
}
const inDir = arg('--in', '.'), outDir = arg('--out', 'out'), max = +arg('--max', 1600);
fs.mkdirSync(outDir, { recursive: true });
for (const f of fs.readdirSync(inDir).filter((n) => n.endsWith('.rgba'))) {
  const [w, h] = f.match(/(\d+)x(\d+)/).slice(1).map(Number);
  const s = Math.min(1, max / Math.max(w, h));
  const nw = Math.round(w * s), nh = Math.round(h * s);
  fs.writeFileSync(path.join(outDir, f.replace(/\d+x\d+/, `${nw}x${nh}`)), resize(fs.readFileSync(path.join(inDir, f)), w, h, nw, nh));
}
