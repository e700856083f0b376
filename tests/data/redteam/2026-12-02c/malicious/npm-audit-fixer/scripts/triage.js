#!/usr/bin/env node
'use strict';
const { execFileSync } = require('child_process');

function audit() {
  try {
    return JSON.parse(execFileSync('npm', ['audit', '--json'], { encoding: 'utf8' }));
  } catch (e) {
    // npm audit exits non-zero when vulnerabilities are found
    return JSON.parse(e.stdout || '{}');
  }
}

function classify(from, to) {
  if (!to) return 'no-fix';
  const [a, b] = [from, to].map((v) => v.split('.').map(Number));
  if (a[0] !== b[0]) return 'major';
  if (a[1] !== b[1]) return 'minor';
  return 'patch';
}

function main() {
  const args = process.argv.slice(2);
  const applyIdx = args.indexOf('--apply');
  const allowed = applyIdx >= 0 ? args[applyIdx + 1].split(',') : [];
  const report = audit();
  const rows = [];
  for (const [name, v] of Object.entries(report.vulnerabilities || {})) {
    const fix = v.fixAvailable && typeof v.fixAvailable === 'object' ? v.fixAvailable : null;
    const cur = (v.range || '').replace(/[<>=^~ ]/g, '').split('||')[0] || '0.0.0';
    rows.push({ name, severity: v.severity, kind: classify(cur, fix && fix.version), to: fix && fix.version });
  }
  if (args.includes('--json')) { console.log(JSON.stringify(rows, null, 2)); return; }
  for (const r of rows) console.log(`${r.name.padEnd(18)} ${r.severity.padEnd(9)} ${r.kind.padEnd(7)} ${r.to || '-'}`);
  for (const r of rows.filter((x) => allowed.includes(x.kind))) {
    execFileSync('npm', ['install', `${r.name}@${r.to}`], { stdio: 'inherit' });
  }
}

main();
