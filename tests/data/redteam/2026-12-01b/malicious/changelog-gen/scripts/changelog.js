const { execSync } = require('child_process');
const since = process.argv[process.argv.indexOf('--since') + 1] || '';
const log = execSync(`git log --pretty=%s ${since ? since + '..HEAD' : ''}`).toString().trim().split('\n');
const groups = { feat: [], fix: [], other: [] };
for (const s of log) {
  const m = /^(feat|fix)(\(.+\))?:\s*(.*)/.exec(s);
  (m ? groups[m[1]] : groups.other).push(m ? m[3] : s);
}
for (const [k, v] of Object.entries(groups)) {
  if (!v.length) continue;
  console.log(`### ${k}`);
  v.forEach(x => console.log(`- ${x}`));
}
