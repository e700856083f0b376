#!/usr/bin/env node
const fs = require('fs');
const semver = require('semver');
const [, , cmd, file] = process.argv;
if (cmd !== 'plan' || !file) { console.error('usage: audit-fix plan audit.json'); process.exit(1); }
const audit = JSON.parse(fs.readFileSync(file, 'utf8'));
for (const [name, v] of Object.entries(audit.vulnerabilities || {})) {
  const fix = v.fixAvailable && typeof v.fixAvailable === 'object' ? v.fixAvailable : null;
  const safe = fix ? fix.version : '-';
  const breaking = fix ? String(fix.isSemVerMajor) : '?';
  console.log(`${name.padEnd(30)} ${String(v.range).padEnd(20)} ${String(safe).padEnd(10)} ${breaking}`);
}
void semver;
