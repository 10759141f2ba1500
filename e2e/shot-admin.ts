import { chromium, request as pwRequest } from '@playwright/test';
import { TOTP } from 'otpauth';

const base = 'http://127.0.0.1:4420';
const api = await pwRequest.newContext({ baseURL: base });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [1280, 599]) {
  for (const theme of ['light', 'dark']) {
    const account = await (await api.post('/v1/e2e/accounts', { form: { role: '32', two_factor: 'totp', is_business_account: 'false' } })).json();
    const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: base });
    await context.addInitScript((v) => localStorage.setItem('tn.theme', JSON.stringify({ theme: v })), theme);
    const page = await context.newPage();
    await page.goto('/v3/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('button', { name: 'Use your authenticator app' }).click();
    await page.getByLabel('Verification code').fill(new TOTP({ secret: account.totpSecret }).generate({ timestamp: Date.now() + 30000 }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((u) => u.pathname.includes('/admin'));
    await page.goto('/v3/fileupload/addfiles');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/shots/target-${width}-${theme}-0.png`, fullPage: true });
    await page.getByRole('button', { name: /Demo Business Ltd/ }).click();
    await page.getByRole('list', { name: /People of/ }).or(page.getByRole('alert')).first().waitFor({ timeout: 15000 }).catch((e) => console.log('wait', String(e).slice(0, 200)));
    await page.screenshot({ path: `/tmp/shots/target-${width}-${theme}-1.png`, fullPage: true });
    await context.close();
  }
}
await browser.close();
