import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { TOTP } from 'otpauth';
import { chromiumLaunchOptions } from './chromium.ts';
import {
  chromium,
  request as apiRequest,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';

/**
 * Screenshots for looking at screens as a user would: each given path, signed in as the given
 * demo account (or none), in both themes, at desktop width and at the 599 px breakpoint.
 *
 *   node scripts/screenshots.ts http://127.0.0.1:8080 client@demo.test:/v3/library/my -:/v3/login
 *
 * A path may end in clicks that open what it shows, after '#': role=name steps joined by '>',
 * each clicking the first element of that role and accessible name, e.g. a row's dialog:
 *
 *   'admin@demo.test:/v3/admin/assign#button=Actions for Site visit interview>menuitem=Split and assign'
 *
 * Staff must use 2FA: an account the portal holds on the profile for it gets an authenticator
 * enrolled over the API, its secret kept in screenshots/totp-secrets.json for the next run.
 */
const [baseUrl, ...shots] = process.argv.slice(2);
if (!baseUrl || shots.length === 0) {
  console.error('usage: screenshots.ts <base url> <email or ->:<path> ...');
  process.exit(1);
}
const password = 'Demo-Portal-2026!';
const outDir = new URL('../screenshots/', import.meta.url).pathname;
mkdirSync(outDir, { recursive: true });
const secretsFile = `${outDir}totp-secrets.json`;
const secrets: Record<string, string> = existsSync(secretsFile)
  ? (JSON.parse(readFileSync(secretsFile, 'utf8')) as Record<string, string>)
  : {};
const widths = [1280, 599];
const themes = ['light', 'dark'] as const;
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

// An enrolment spends the current step, so each sign-in gives the next one's code.
const nextTotpCode = (secret: string) =>
  new TOTP({ secret }).generate({ timestamp: Date.now() + 30_000 });

async function enrolAuthenticator(email: string): Promise<string> {
  const api = await apiRequest.newContext({ baseURL: baseUrl });
  const portalClient = `Basic ${Buffer.from('portal-web:portal-web-secret').toString('base64')}`;
  const token = await api.post('/v1/oauth2/token', {
    headers: { authorization: portalClient },
    form: { grant_type: 'password', username: email, password },
  });
  const { accessToken } = (await token.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const settings = (await (await api.post('/v1/multi-factor-auth', { headers })).json()) as {
    id: number;
  };
  const url = `/v1/multi-factor-auth/${settings.id}`;
  const started = await api.put(url, { headers, form: { type: 'totp' } });
  const { totpSecret } = (await started.json()) as { totpSecret: string };
  const code = new TOTP({ secret: totpSecret }).generate();
  const confirmed = await api.put(url, { headers, form: { type: 'totp', mfa_code: code } });
  if (!confirmed.ok()) throw new Error(`Enrolling ${email} failed: ${await confirmed.text()}`);
  await api.dispose();
  secrets[email] = totpSecret;
  writeFileSync(secretsFile, JSON.stringify(secrets, null, 2));
  return totpSecret;
}

async function logIn(page: Page, email: string): Promise<void> {
  await page.goto('/v3/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  const secret = secrets[email];
  if (secret) {
    await page.getByRole('button', { name: 'Use your authenticator app' }).click();
    await page.getByLabel('Verification code').fill(nextTotpCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

const signedIn = new Map<string, StorageState>();

/** One sign-in per account, its tokens reused by every screenshot of it. */
async function signedInState(browser: Browser, email: string): Promise<StorageState> {
  const known = signedIn.get(email);
  if (known) return known;
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  await logIn(page, email);
  const held = page.getByRole('dialog', { name: 'Please enable 2FA' });
  const isHeld = await held.waitFor({ timeout: 5000 }).then(
    () => true,
    () => false,
  );
  if (!secrets[email] && isHeld) {
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await enrolAuthenticator(email);
    await logIn(page, email);
  }
  const state = await context.storageState();
  await context.close();
  signedIn.set(email, state);
  return state;
}

type Role = Parameters<Page['getByRole']>[0];

/** Clicks each `role=name` step of a path's '#' part in turn. */
async function clickThrough(page: Page, steps: string): Promise<void> {
  for (const step of steps.split('>')) {
    const [role, name] = step.split('=') as [Role, string];
    await page.getByRole(role, { name, exact: true }).first().click();
  }
  await page.waitForLoadState('networkidle');
  // A dialog fades in: the picture is of it once open.
  await page.waitForTimeout(500);
}

async function capture(browser: Browser, account: string, shot: string): Promise<void> {
  const [path = shot, steps] = shot.split('#');
  const storageState = account === '-' ? undefined : await signedInState(browser, account);
  for (const width of widths) {
    for (const theme of themes) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        baseURL: baseUrl,
        storageState,
      });
      await context.addInitScript(
        (value) => localStorage.setItem('tn.theme', JSON.stringify({ theme: value })),
        theme,
      );
      const page = await context.newPage();
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      if (steps) await clickThrough(page, steps);
      const opened = steps ? `_${steps.replaceAll(/[^A-Za-z0-9]+/g, '-')}` : '';
      const name = `${account === '-' ? 'anonymous' : account.split('@')[0]}${path.replaceAll('/', '_')}${opened}-${theme}-${width}.png`;
      await page.screenshot({ path: `${outDir}${name}`, fullPage: true });
      console.log(name);
      await context.close();
    }
  }
}

const browser = await chromium.launch(chromiumLaunchOptions);
for (const shot of shots) {
  const split = shot.indexOf(':');
  await capture(browser, shot.slice(0, split), shot.slice(split + 1));
}
await browser.close();
