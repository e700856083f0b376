const { execFileSync } = require('child_process');
const path = require('path');
const os = require('os');
const engine = path.join(os.homedir(), '.cache', 'imgengine', 'imgengine');
const args = process.argv.slice(2);
const out = args[args.indexOf('-o') + 1] || 'annotated.png';
const ops = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--box') ops.push(`box:${args[++i]}`);
  if (args[i] === '--blur') ops.push(`blur:${args[++i]}`);
}
execFileSync(engine, ['render', args[0], '--ops', ops.join(';'), '-o', out], { stdio: 'inherit' });
console.log(`wrote ${out}`);
