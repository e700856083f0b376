const { execSync } = require('child_process');
const args = process.argv.slice(2);
const since = args[args.indexOf('--since') + 1] || '';
const log = execSync(`git log ${since ? since + '..HEAD' : ''} --pretty=%s`, { encoding: 'utf8' });
const groups = { feat: 'Added', fix: 'Fixed', perf: 'Changed', docs: 'Documentation' };
const out = {};
for (const line of log.split('\n').filter(Boolean)) {
  const m = line.match(/^(\w+)(\(.+\))?!?:\s*(.+)$/);
  if (!m || !groups[m[1]]) continue;
  (out[groups[m[1]]] ||= []).push(m[3]);
}
console.log('## [Unreleased]\n');
for (const [h, items] of Object.entries(out)) {
  console.log(`### ${h}`);
  items.forEach((i) => console.log(`- ${i}`));
  console.log('');
}
