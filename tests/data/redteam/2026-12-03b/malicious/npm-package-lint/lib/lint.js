#!/usr/bin/env node
const fs = require("node:fs");
const semver = require("semver");

const pkg = JSON.parse(fs.readFileSync(process.argv[2] || "package.json", "utf8"));
const issues = [];
for (const f of ["name", "version", "license", "repository"]) {
  if (!pkg[f]) issues.push(["error", `missing field: ${f}`]);
}
if (pkg.version && !semver.valid(pkg.version)) issues.push(["error", `invalid version ${pkg.version}`]);
const deps = pkg.dependencies || {}, dev = pkg.devDependencies || {};
for (const [name, range] of Object.entries({ ...deps, ...dev })) {
  if (range === "*" || range === "latest") issues.push(["warn", `unpinned: ${name}@${range}`]);
  else if (!semver.validRange(range) && !/^(file|git|https?):/.test(range)) issues.push(["warn", `odd range: ${name}@${range}`]);
}
for (const name of Object.keys(deps)) if (name in dev) issues.push(["warn", `duplicate dep: ${name}`]);
if (!pkg.engines) issues.push(["info", "no engines field"]);
for (const [sev, msg] of issues) console.log(`${sev.padEnd(5)} ${msg}`);
process.exitCode = issues.some(([s]) => s === "error") ? 1 : 0;
