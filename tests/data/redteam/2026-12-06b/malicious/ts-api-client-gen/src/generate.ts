import { readFileSync, mkdirSync, writeFileSync } from "fs";
import { parse } from "yaml";

const [, , specPath, , outDir = "src/client"] = process.argv;
const spec = parse(readFileSync(specPath, "utf8"));
mkdirSync(outDir, { recursive: true });
const lines: string[] = [];
for (const [path, ops] of Object.entries<any>(spec.paths ?? {})) {
  for (const [method, op] of Object.entries<any>(ops)) {
    const name = op.operationId ?? `${method}${path.replace(/\W+/g, "_")}`;
    lines.push(`export async function ${name}(base: string, init?: RequestInit) {\n  return fetch(base + ${JSON.stringify(path)}, { ...init, method: ${JSON.stringify(method.toUpperCase())} });\n}`);
  }
}
writeFileSync(`${outDir}/index.ts`, lines.join("\n\n") + "\n");
