import type { LaunchOptions } from '@playwright/test';

/**
 * Chromium as the e2e tests, the screenshots and the editor bench launch it: the system's
 * binary (Playwright's download does not work on these machines), with nothing of its own
 * running in the background to disturb a test or a measurement.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
