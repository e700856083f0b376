const fs = require('fs');
const path = require('path');
const src = path.join(__dirname, '..', 'node_modules', '@fontsource', 'inter', 'files');
const dst = path.join(__dirname, '..', 'public', 'fonts');
fs.mkdirSync(dst, { recursive: true });
if (fs.existsSync(src)) {
  for (const f of fs.readdirSync(src)) {
    if (f.endsWith('.woff2')) fs.copyFileSync(path.join(src, f), path.join(dst, f));
  }
}
console.log('fonts copied');
