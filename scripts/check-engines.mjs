#!/usr/bin/env node
// Every installed package must accept each Node line we support (package.json "engines": the
// oldest version of each `||` alternative, e.g. 20.19.0 and 26.0.0), so `npm ci` prints no
// EBADENGINE warning on any of them; every workspace must promise the same range as the root.
// `npm run lint` runs it; it names each package whose engines.node range leaves one out and exits 1.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ours = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const lines = new semver.Range(ours.engines.node).set.map((comparators) =>
  semver.minVersion(new semver.Range(comparators.map((c) => c.value).join(' '))),
);
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));

const refused = [];
for (const [path, pkg] of Object.entries(lock.packages)) {
  const range = pkg.engines?.node;
  if (!path || !range || typeof range !== 'string') continue;
  for (const line of lines) {
    if (!semver.satisfies(line, range, { includePrerelease: true })) {
      refused.push(
        `${path.replace(/^.*node_modules\//, '')}@${pkg.version} wants node ${range} (refuses ${line})`,
      );
    }
  }
}
for (const [path, pkg] of Object.entries(lock.packages)) {
  if (path && !path.includes('node_modules') && pkg.engines?.node !== ours.engines.node) {
    refused.push(
      `workspace ${path} says engines.node ${pkg.engines?.node ?? '(nothing)'}, the root ${ours.engines.node}`,
    );
  }
}
if (refused.length > 0) {
  console.error(`These packages refuse a supported Node (package.json engines ${ours.engines.node}):`);
  for (const line of refused) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`engines: every package accepts Node ${lines.join(' and ')}`);
