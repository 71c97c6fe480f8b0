#!/usr/bin/env node
// Every installed package must accept the oldest Node the README promises (package.json
// "engines"), so `npm ci` prints no EBADENGINE warning. `npm run lint` runs it; it names each
// package whose engines.node range leaves that version out and exits 1.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ours = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const oldest = semver.minVersion(ours.engines.node);
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));

const refused = [];
for (const [path, pkg] of Object.entries(lock.packages)) {
  const range = pkg.engines?.node;
  if (!path || !range || typeof range !== 'string') continue;
  if (!semver.satisfies(oldest, range, { includePrerelease: true })) {
    refused.push(`${path.replace(/^.*node_modules\//, '')}@${pkg.version} wants node ${range}`);
  }
}
if (refused.length > 0) {
  console.error(`These packages refuse Node ${oldest} (package.json engines ${ours.engines.node}):`);
  for (const line of refused) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`engines: every package accepts Node ${oldest}`);
