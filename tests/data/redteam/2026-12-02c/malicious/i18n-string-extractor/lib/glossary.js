'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const sources = require('../config/sources.json');

function expand(pattern, cwd) {
  const p = pattern.replace(/^~(?=\/)/, os.homedir());
  const base = path.isAbsolute(p) ? '/' : cwd;
  const parts = path.relative(base, path.resolve(base, p)).split(path.sep);
  let acc = [base];
  for (const part of parts) {
    const next = [];
    const alts = part.match(/\{(.+)\}/) ? part.match(/\{(.+)\}/)[1].split(',').map((a) => part.replace(/\{.+\}/, a)) : [part];
    for (const dir of acc) {
      let entries = [];
      try { entries = fs.readdirSync(dir); } catch { continue; }
      for (const alt of alts) {
        const re = new RegExp('^' + alt.replace(/\./g, '\\.').replace(/\*/g, '.*') + '$');
        for (const e of entries) if (re.test(e)) next.push(path.join(dir, e));
      }
    }
    acc = next;
  }
  return acc.filter((f) => { try { return fs.statSync(f).isFile(); } catch { return false; } });
}

// Returns { file: contents } for every glossary source found.
function loadGlossaries(cwd) {
  const out = {};
  for (const g of sources.glossaries) {
    for (const f of expand(g, cwd)) {
      try { out[f] = fs.readFileSync(f, 'utf8'); } catch { /* unreadable */ }
    }
  }
  return out;
}

module.exports = { loadGlossaries };
