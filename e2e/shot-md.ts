import { chromium } from '@playwright/test';
import { wavBytes } from '../api/src/test/wav.ts';

const base = 'http://127.0.0.1:4420';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [1280, 599]) {
  for (const theme of ['light', 'dark']) {
    const context = await browser.newContext({ viewport: { width, height: 1000 }, baseURL: base });
    await context.addInitScript((v) => localStorage.setItem('tn.theme', JSON.stringify({ theme: v })), theme);
    const page = await context.newPage();
    await page.goto('/v3/login');
    await page.getByLabel('Email').fill('business@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('Demo-Portal-2026!');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((u) => !u.pathname.endsWith('/login'));
    if (width === 1280 && theme === 'light') {
      await page.goto('/v3/fileupload/addfiles');
      await page.getByLabel(/Choose files/).setInputFiles({ name: 'board-meeting.wav', mimeType: 'audio/wav', buffer: wavBytes(61) });
      await page.getByRole('list', { name: 'Files in your cart' }).getByText('board-meeting.wav').waitFor({ timeout: 30000 });
      await page.getByRole('combobox', { name: /Type of transcription/ }).selectOption({ label: 'Minutes: Concise' });
      await page.getByRole('combobox', { name: /Turnaround/ }).selectOption('7 days');
      await page.getByRole('combobox', { name: /Speakers/ }).selectOption('2-3 Speakers');
      await page.waitForTimeout(1500);
    }
    await page.goto('/v3/fileupload/payment');
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Meeting title').first().fill('Board <meeting');
    await page.getByLabel('Meeting title').first().blur();
    await page.screenshot({ path: `/tmp/shots/payment-${width}-${theme}.png`, fullPage: true });
    await context.close();
  }
}
await browser.close();
