import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const resultsDir = fileURLToPath(new URL('../results', import.meta.url));

/** Prints a scenario's numbers and keeps them in bench/results/<name>.json. */
export function report(name: string, data: Record<string, unknown>, lines: string[]): void {
  mkdirSync(resultsDir, { recursive: true });
  const record = { name, at: new Date().toISOString(), node: process.version, ...data };
  writeFileSync(`${resultsDir}/${name}.json`, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`\n== ${name} ==\n${lines.join('\n')}`);
}
