// Finds the Chromium the browser tests drive: CHROME_PATH, else Debian's /usr/bin/chromium, else
// (as root) installs Debian's package. Playwright must never download a browser of its own.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

const executable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

export function findChromium() {
  const configured = process.env.CHROME_PATH;
  if (configured && executable(configured)) return configured;
  if (configured)
    console.warn(`CHROME_PATH=${configured} is not an executable file; looking for ${DEBIAN_CHROMIUM}`);
  if (executable(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;

  if (process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0) {
    console.info('Chromium is missing: installing Debian chromium (apt-get install -y chromium)');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [['update'], ['install', '-y', 'chromium']]) {
      const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status})`);
    }
    if (executable(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  }
  throw new Error(
    `No Chromium for the browser tests: set CHROME_PATH to a Chromium or Chrome executable, or install Debian's package (sudo apt-get install -y chromium, which provides ${DEBIAN_CHROMIUM}).`,
  );
}
