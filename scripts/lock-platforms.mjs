#!/usr/bin/env node
// Run after `npm install` when `npm ci` on a clean clone says "Missing: <pkg>@ from lock file".
// The registry reachable here lacks some packages' binaries for other platforms (macOS, Windows,
// musl…), so npm leaves those optional dependencies out of package-lock.json, and `npm ci` then
// refuses the lockfile. This adds each missing one with its version and os/cpu/libc only: npm
// never fetches a package for another platform, and keeps such entries on later installs.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = new Set([
  'darwin',
  'linux',
  'win32',
  'android',
  'freebsd',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
]);
const CPU = new Set(['x64', 'arm64', 'arm', 'ia32', 'riscv64', 'ppc64', 's390x', 'loong64', 'mips64el']);

/** os/cpu/libc from a name like @biomejs/cli-linux-x64-musl or @img/sharp-libvips-linuxmusl-arm64. */
function platformOf(name) {
  const parts = name.replace(/^@[^/]+\//, '').split('-');
  if (parts.includes('wasm32')) return { cpu: ['wasm32'] };
  const i = parts.findIndex((p) => OS.has(p) || p === 'linuxmusl');
  if (i < 0 || !CPU.has(parts[i + 1])) return null;
  const out = { os: [parts[i] === 'linuxmusl' ? 'linux' : parts[i]], cpu: [parts[i + 1]] };
  const extra = parts[i + 2];
  if (parts[i] === 'linuxmusl' || extra === 'musl') out.libc = ['musl'];
  else if (out.os[0] === 'linux' && (extra === 'gnu' || extra === 'gnueabihf')) out.libc = ['glibc'];
  return out;
}

const file = 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const pk = lock.packages;
const added = [];
const unknown = [];

for (const [path, entry] of Object.entries(pk)) {
  for (const [dep, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    // Where npm looks for dep from this package: its own node_modules, then each ancestor's.
    const candidates = [];
    for (let p = path; ; p = p.includes('/node_modules/') ? p.slice(0, p.lastIndexOf('/node_modules/')) : '') {
      candidates.push(`${p ? `${p}/` : ''}node_modules/${dep}`);
      if (!p) break;
    }
    const found = candidates.find((c) => pk[c]);
    if (found && (pk[found].version === spec || !/^\d/.test(spec))) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)) {
      unknown.push(`${dep}@${spec} (wanted by ${path || 'the root'})`);
      continue;
    }
    // The hoisted slot when free, else beside the package that wants it.
    const key = found && path ? `${path}/node_modules/${dep}` : `node_modules/${dep}`;
    const { os, cpu, libc } = platform;
    pk[key] = {
      version: spec,
      cpu,
      ...(entry.dev ? { dev: true } : {}),
      ...(libc ? { libc } : {}),
      optional: true,
      ...(os ? { os } : {}),
    };
    added.push(`${key}@${spec}`);
  }
}

if (added.length) {
  const keys = Object.keys(pk).sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en')));
  lock.packages = Object.fromEntries(keys.map((k) => [k, pk[k]]));
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(added.length ? `added to ${file}:\n  ${added.join('\n  ')}` : `${file}: no missing platform packages`);
if (unknown.length) {
  console.error(`not added (not a recognised platform package, or not an exact version):\n  ${unknown.join('\n  ')}`);
  process.exit(1);
}
