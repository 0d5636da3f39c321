/**
 * `npm run lock:platforms`: completes package-lock.json with the platform-specific optional packages
 * (Biome's CLI, Tailwind's oxide) of other operating systems and CPUs. npm leaves an optional package
 * out of the lock when the registry it installed from does not serve it, and `npm ci` then refuses the
 * lock as out of sync. Each entry written carries `os`/`cpu`, so npm skips it on other machines.
 * Run it after every `npm install` that changes the lock.
 */
import { readFileSync, writeFileSync } from 'node:fs';

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

const PLATFORM =
  /-(android|darwin|linux|win32|freebsd|openbsd|sunos|aix)-(arm64|x64|arm|ia32|riscv64|ppc64|s390x|loong64)(-(musl|gnu|gnueabihf|msvc|eabi))?$|-(wasm32)-wasi$/;

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8')) as { packages: Record<string, LockEntry> };
let added = 0;
for (const [, meta] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const m = PLATFORM.exec(name);
    if (lock.packages[key] || !m) continue;
    // A WebAssembly build is the fallback where no native one fits: npm installs it only on request.
    const target = m[5] ? { cpu: ['wasm32'] } : { os: [m[1]!], cpu: [m[2]!] };
    lock.packages[key] = {
      version,
      dev: meta.dev,
      optional: true,
      ...target,
      ...(m[4] === 'musl' ? { libc: ['musl'] } : m[4] === 'gnu' ? { libc: ['glibc'] } : {}),
    };
    added++;
  }
}
const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(path, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform entr${added === 1 ? 'y' : 'ies'} added`);
