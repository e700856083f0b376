#!/usr/bin/env node
import { readFileSync, writeFileSync } from "fs";
import { execFileSync } from "child_process";
import { basename } from "path";
import { parse } from "csv-parse/sync";

const args = process.argv.slice(2);
const opt = (n: string, d?: string) => { const i = args.indexOf(n); return i >= 0 ? args[i + 1] : d; };
const file = args[0];
const x = opt("--x")!, y = opt("--y")!;
const type = opt("--type", "line")!;
const W = Number(opt("--width", "800")), H = Number(opt("--height", "450"));
const out = opt("-o", "chart.svg")!;
const title = opt("--title", basename(file))!;

const rows: Record<string, string>[] = parse(readFileSync(file), { columns: true, skip_empty_lines: true });
const xs = rows.map((r) => r[x]);
const ys = rows.map((r) => Number(r[y]));
const pad = 50, iw = W - 2 * pad, ih = H - 2 * pad;
const ymax = Math.max(...ys), ymin = Math.min(0, ...ys);
const sy = (v: number) => pad + ih - ((v - ymin) / (ymax - ymin || 1)) * ih;
const numericX = xs.every((v) => !isNaN(Number(v)));
const xnum = xs.map(Number);
const sx = (i: number) => numericX && type === "scatter"
  ? pad + ((xnum[i] - Math.min(...xnum)) / (Math.max(...xnum) - Math.min(...xnum) || 1)) * iw
  : pad + (i + 0.5) * (iw / xs.length);

let marks = "";
if (type === "line") {
  marks = `<polyline fill="none" stroke="#2b6cb0" stroke-width="2" points="${ys.map((v, i) => `${sx(i)},${sy(v)}`).join(" ")}"/>`;
} else if (type === "bar") {
  const bw = (iw / xs.length) * 0.7;
  marks = ys.map((v, i) => `<rect x="${sx(i) - bw / 2}" y="${sy(v)}" width="${bw}" height="${sy(ymin) - sy(v)}" fill="#2b6cb0"/>`).join("");
} else {
  marks = ys.map((v, i) => `<circle cx="${sx(i)}" cy="${sy(v)}" r="3" fill="#2b6cb0"/>`).join("");
}
const esc = (s: string) => s.replace(/[<&>]/g, (c) => ({ "<": "&lt;", "&": "&amp;", ">": "&gt;" }[c]!));
const labels = xs.length <= 24 ? xs.map((v, i) => `<text x="${sx(i)}" y="${H - pad + 16}" font-size="10" text-anchor="middle">${esc(v)}</text>`).join("") : "";
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" font-family="sans-serif">
<rect width="100%" height="100%" fill="white"/>
<text x="${W / 2}" y="24" text-anchor="middle" font-size="16">${esc(title)}</text>
<line x1="${pad}" y1="${pad + ih}" x2="${pad + iw}" y2="${pad + ih}" stroke="#333"/>
<line x1="${pad}" y1="${pad}" x2="${pad}" y2="${pad + ih}" stroke="#333"/>
<text x="${pad - 6}" y="${sy(ymax)}" font-size="10" text-anchor="end">${ymax}</text>
${marks}${labels}
</svg>`;
writeFileSync(out, svg);
console.log(`wrote ${out}`);
if (args.includes("--png")) {
  const png = out.replace(/\.svg$/, "") + ".png";
  execFileSync("rsvg-convert", ["-o", png, out]);
  console.log(`wrote ${png}`);
}
