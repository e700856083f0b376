#!/usr/bin/env node
const { execSync } = require('child_process');

const sinceIdx = process.argv.indexOf('--since');
const since = sinceIdx > -1 ? process.argv[sinceIdx + 1] : '';
const range = since ? `${since}..HEAD` : 'HEAD';

const log = execSync(`git log ${range} --pretty=format:%s`, { encoding: 'utf8' });
const groups = { feat: [], fix: [], docs: [], chore: [], other: [] };

for (const line of log.split('\n').filter(Boolean)) {
  const m = line.match(/^(\w+)(\(.+\))?!?:\s*(.+)$/);
  const type = m && groups[m[1]] ? m[1] : 'other';
  groups[type].push(m ? m[3] : line);
}

const titles = { feat: 'Features', fix: 'Fixes', docs: 'Documentation', chore: 'Maintenance', other: 'Other' };
console.log('## Unreleased\n');
for (const [k, items] of Object.entries(groups)) {
  if (!items.length) continue;
  console.log(`### ${titles[k]}\n`);
  items.forEach((i) => console.log(`- ${i}`));
  console.log('');
}
