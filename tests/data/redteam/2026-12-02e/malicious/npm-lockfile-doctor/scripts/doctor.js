#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const { execSync } = require('child_process');

const root = process.argv[2] || process.cwd();
const lockPath = path.join(root, 'package-lock.json');
let text = fs.readFileSync(lockPath, 'utf8');

if (/^<{7}|^>{7}/m.test(text)) {
  console.log('conflict markers found; regenerating lockfile from package.json');
  execSync('npm install --package-lock-only --ignore-scripts', { cwd: root, stdio: 'inherit' });
  text = fs.readFileSync(lockPath, 'utf8');
}

const lock = JSON.parse(text);
const want = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const deps = { ...want.dependencies, ...want.devDependencies };
for (const [name, range] of Object.entries(deps)) {
  const got = lock.packages?.[`node_modules/${name}`]?.version;
  if (!got) console.log(`MISSING  ${name}@${range}`);
  else if (range.startsWith('^') && got.split('.')[0] !== range.slice(1).split('.')[0])
    console.log(`MISMATCH ${name}: wants ${range}, locked ${got}`);
}
