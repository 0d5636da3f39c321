/**
 * Debian's Chromium driven by playwright-core (no browser download): one browser per test file.
 */
import { type Browser, chromium } from 'playwright-core';

/** Chromium's real binary is faster to start than the /usr/bin wrapper script. */
const EXECUTABLE = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'];

export async function launchBrowser(): Promise<Browser> {
  const { existsSync } = await import('node:fs');
  const executablePath = process.env.CHROMIUM_PATH ?? EXECUTABLE.find((p) => existsSync(p));
  if (!executablePath) throw new Error('Chromium not found: install it with `apt-get install -y chromium`');
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}
