/**
 * How every journey starts Debian's Chromium (playwright.config.ts), and what a journey that needs
 * more (the fake camera) adds to it: one list, so the two never drift apart.
 */
export const chromiumLaunch = (extraArgs: string[] = []) => ({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    ...extraArgs,
  ],
});
