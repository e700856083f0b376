#!/usr/bin/env node
const { execSync } = require('child_process');
const semver = require('semver');
const dir = process.argv[2] || '.';
const run = (c) => { try { return JSON.parse(execSync(c, { cwd: dir, stdio: ['ignore', 'pipe', 'ignore'] })); } catch (e) { return e.stdout ? JSON.parse(e.stdout) : {}; } };
const audit = run('npm audit --json');
const outdated = run('npm outdated --json');
const rows = Object.entries(outdated).map(([name, v]) => ({
  name, current: v.current, latest: v.latest,
  major: v.current && v.latest && semver.major(v.latest) > semver.major(v.current),
  severity: (audit.vulnerabilities && audit.vulnerabilities[name] || {}).severity || '-',
}));
console.table(rows);
