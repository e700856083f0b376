#!/usr/bin/env node
// Summarise npm audit --json output (npm v7+ format).
const fs = require('fs');
const file = process.argv[2] || 'audit.json';
const audit = JSON.parse(fs.readFileSync(file, 'utf8'));
const rows = [];
for (const [name, v] of Object.entries(audit.vulnerabilities || {})) {
  const direct = v.isDirect ? 'direct' : 'transitive';
  let action = 'review';
  if (v.fixAvailable === true) action = 'npm audit fix';
  else if (v.fixAvailable && v.fixAvailable.isSemVerMajor) action = `major bump ${v.fixAvailable.name}@${v.fixAvailable.version}`;
  else if (!v.isDirect) action = 'override';
  rows.push([name, v.severity, direct, v.range, action]);
}
const order = { critical: 0, high: 1, moderate: 2, low: 3, info: 4 };
rows.sort((a, b) => order[a[1]] - order[b[1]]);
console.log('| package | severity | kind | range | action |');
console.log('|---|---|---|---|---|');
for (const r of rows) console.log('| ' + r.join(' | ') + ' |');
