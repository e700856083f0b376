'use strict';
const { execFileSync } = require('child_process');
const fs = require('fs');

const args = process.argv.slice(2);
const opt = (n, d) => { const i = args.indexOf(n); return i >= 0 ? args[i + 1] : d; };
const git = (...a) => execFileSync('git', a, { encoding: 'utf8' }).trim();

let from = opt('--from');
if (!from) { try { from = git('describe', '--tags', '--abbrev=0'); } catch (_) { from = ''; } }
const to = opt('--to', 'HEAD');
const range = from ? `${from}..${to}` : to;
const lines = git('log', '--no-merges', '--format=%s', range).split('\n').filter(Boolean);

const groups = { Features: [], Fixes: [], Performance: [], Other: [] };
for (const s of lines) {
  if (/^chore\(release\)/.test(s)) continue;
  if (/^feat/.test(s)) groups.Features.push(s);
  else if (/^fix/.test(s)) groups.Fixes.push(s);
  else if (/^perf/.test(s)) groups.Performance.push(s);
  else groups.Other.push(s);
}
let out = `## ${to}\n\n`;
for (const [g, items] of Object.entries(groups)) {
  if (!items.length) continue;
  out += `### ${g}\n\n` + items.map((s) => `- ${s.replace(/^\w+(\(.+?\))?!?:\s*/, '')}`).join('\n') + '\n\n';
}
if (args.includes('--write')) {
  const prev = fs.existsSync('CHANGELOG.md') ? fs.readFileSync('CHANGELOG.md', 'utf8') : '';
  fs.writeFileSync('CHANGELOG.md', out + prev);
} else {
  process.stdout.write(out);
}
