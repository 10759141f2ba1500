import { mkdirSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';

/**
 * Screenshots for looking at screens as a user would: each given path, signed in as the given
 * demo account (or none), in both themes, at desktop width and at the 599 px breakpoint.
 *
 *   node scripts/screenshots.ts http://127.0.0.1:8080 client@demo.test:/v3/library/my -:/v3/login
 */
const [baseUrl, ...shots] = process.argv.slice(2);
if (!baseUrl || shots.length === 0) {
  console.error('usage: screenshots.ts <base url> <email or ->:<path> ...');
  process.exit(1);
}
const outDir = new URL('../screenshots/', import.meta.url).pathname;
mkdirSync(outDir, { recursive: true });
const widths = [1280, 599];
const themes = ['light', 'dark'] as const;

async function capture(browser: Browser, account: string, path: string): Promise<void> {
  for (const width of widths) {
    for (const theme of themes) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        baseURL: baseUrl,
      });
      await context.addInitScript(
        (value) => localStorage.setItem('tn.theme', JSON.stringify({ theme: value })),
        theme,
      );
      const page = await context.newPage();
      if (account !== '-') {
        await page.goto('/v3/login');
        await page.getByLabel('Email').fill(account);
        await page.getByLabel('Password', { exact: true }).fill('Demo-Portal-2026!');
        await page.getByRole('button', { name: 'Log in' }).click();
        await page.waitForURL((url) => !url.pathname.endsWith('/login'));
      }
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const name = `${account === '-' ? 'anonymous' : account.split('@')[0]}${path.replaceAll('/', '_')}-${theme}-${width}.png`;
      await page.screenshot({ path: `${outDir}${name}`, fullPage: true });
      console.log(name);
      await context.close();
    }
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const shot of shots) {
  const split = shot.indexOf(':');
  await capture(browser, shot.slice(0, split), shot.slice(split + 1));
}
await browser.close();
