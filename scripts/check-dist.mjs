#!/usr/bin/env node
// After `npm run build`: dist/ holds what production runs, and no test code (test files, the
// test harness under src/server/test, fixtures or anything that imports a test runner).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const DIST = 'dist';
const TEST_RUNNERS = /from\s*['"](vitest|@playwright\/test|fast-check)['"]|require\(['"]vitest['"]\)/;

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

const problems = [];
let files = 0;
try {
  for (const path of walk(DIST)) {
    files++;
    const rel = relative(DIST, path);
    if (/\.test\.(js|d\.ts|js\.map)$/.test(rel) || rel.split('/').slice(0, -1).includes('test')) {
      problems.push(`${rel}: test code in the build`);
      continue;
    }
    if (rel.endsWith('.js') && TEST_RUNNERS.test(readFileSync(path, 'utf8')))
      problems.push(`${rel}: imports a test runner`);
  }
} catch (err) {
  console.error(`check-dist: cannot read ${DIST}/ (${err.message}); run npm run build first`);
  process.exit(1);
}

if (problems.length) {
  console.error(`check-dist: ${problems.length} problem(s) in ${DIST}/:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-dist: ${files} files in ${DIST}/, no test code`);
