import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  test as base,
  type APIRequestContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { readFileSync } from 'node:fs';
import { TOTP } from 'otpauth';
import { CLS_LIMIT, watchVitals } from './web-vitals.ts';

export const DEMO_PASSWORD = 'Demo-Portal-2026!';

/** Numeric roles (client spec section 6). */
export const roles = {
  client: 4,
  typist: 8,
  proofreader: 16,
  radmin: 31,
  admin: 32,
  superadmin: 64,
} as const;
export type RoleName = keyof typeof roles;

/** Where each role lands after signing in, and the heading it sees there. */
export const landings: Record<RoleName, { path: string; heading: string }> = {
  client: { path: '/v3/library/my', heading: 'Library' },
  typist: { path: '/v3/typist/library/assigned', heading: 'Assigned jobs' },
  proofreader: { path: '/v3/proofreader', heading: 'Proofreading' },
  radmin: { path: '/v3/radmin/assign', heading: 'Transcription' },
  admin: { path: '/v3/admin/projects', heading: 'Projects' },
  superadmin: { path: '/v3/admin/assign', heading: 'Transcription' },
};

/** The project of the demo client's seeded order (docs/demo-data.md). */
export const DEMO_PROJECT_TITLE = 'Demo recordings';

/**
 * The table a staff landing lists work in: a typist's or proofreader's own jobs, the assign
 * grid's media, an admin's every client's projects (calls only a staff token answers).
 */
const workTables: Record<Exclude<RoleName, 'client'>, string> = {
  typist: 'Assigned jobs',
  proofreader: 'Jobs to proofread',
  radmin: 'Media',
  admin: 'Projects',
  superadmin: 'Media',
};

/**
 * The landing is the signed-in person's: a client's library lists their projects (the demo
 * client's seeded project, none yet for any other account), a staff home its table of work,
 * loaded without error.
 */
export async function expectOwnLanding(page: Page, role: RoleName, email: string): Promise<void> {
  if (role === 'client' && email === 'client@demo.test')
    await expect(page.getByRole('row', { name: new RegExp(DEMO_PROJECT_TITLE) })).toBeVisible();
  else if (role === 'client')
    await expect(page.getByRole('heading', { level: 2, name: 'No projects yet' })).toBeVisible();
  else {
    const table = page.getByRole('table', { name: workTables[role] });
    await expect(table).toBeVisible();
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    await expect(table.getByRole('alert')).toHaveCount(0);
  }
}

/** The demo accounts docs/demo-data.md lists; staff ones have not set up 2FA yet. */
export const demoAccounts: { email: string; role: RoleName }[] = [
  { email: 'client@demo.test', role: 'client' },
  { email: 'business@demo.test', role: 'client' },
  { email: 'applicant@demo.test', role: 'client' },
  { email: 'typist@demo.test', role: 'typist' },
  { email: 'typist2@demo.test', role: 'typist' },
  { email: 'proofreader@demo.test', role: 'proofreader' },
  { email: 'admin@demo.test', role: 'admin' },
  { email: 'superadmin@demo.test', role: 'superadmin' },
  { email: 'radmin@demo.test', role: 'radmin' },
];

export interface TestAccount {
  email: string;
  password: string;
  /** The authenticator key when the account has 2FA on. */
  totpSecret: string | null;
}

/**
 * A fresh account for one test (the e2e server's own route), so tests never share a sign-in. A
 * typist or proofreader has signed their contracts unless `unsignedContracts`.
 */
export async function createAccount(
  request: APIRequestContext,
  role: RoleName,
  { twoFactor = false, businessAccount = false, unsignedContracts = false } = {},
): Promise<TestAccount> {
  const response = await request.post('/v1/e2e/accounts', {
    form: {
      role: String(roles[role]),
      two_factor: twoFactor ? 'totp' : 'none',
      is_business_account: String(businessAccount),
      contracts: unsignedContracts ? 'unsigned' : 'signed',
    },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as TestAccount;
}

/** The portal's own OAuth client, as the shell signs in with it (HTTP Basic). */
const portalClient = `Basic ${Buffer.from('portal-web:portal-web-secret').toString('base64')}`;

/**
 * Signs in over the API with the password grant, as the login page does; the answer is left to
 * the test (a refused or throttled sign-in is a result too). `headers` adds to the request's.
 */
export function passwordGrant(
  request: APIRequestContext,
  { email, password, totpSecret }: { email: string; password: string; totpSecret?: string | null },
  headers: Record<string, string> = {},
) {
  const secondFactor: Record<string, string> = totpSecret
    ? { mfa_method: 'totp', mfa_code: totpCode(totpSecret) }
    : {};
  return request.post('/v1/oauth2/token', {
    headers: { authorization: portalClient, ...headers },
    form: { grant_type: 'password', username: email, password, ...secondFactor },
  });
}

/** The bearer header of an account, signed in over the API. */
export async function authOf(
  request: APIRequestContext,
  account: { email: string; password: string; totpSecret?: string | null },
): Promise<{ authorization: string }> {
  const response = await passwordGrant(request, account);
  expect(response.status()).toBe(200);
  return {
    authorization: `Bearer ${((await response.json()) as { accessToken: string }).accessToken}`,
  };
}

/**
 * The authenticator's code for the next 30-second step: accepted (one step of drift), and never
 * the step an enrolment just spent.
 */
export const totpCode = (secret: string, at = Date.now() + 30_000): string =>
  new TOTP({ secret }).generate({ timestamp: at });

/**
 * The bearer header of the account a page signed in: an authenticator's code serves one sign-in,
 * so a test that also calls the API as that person borrows the page's token.
 */
export async function authOfPage(page: Page): Promise<{ authorization: string }> {
  const stored = await page.evaluate(() => localStorage.getItem('tn.auth token'));
  const { accessToken } = JSON.parse(stored ?? '{}') as { accessToken?: string };
  expect(accessToken).toBeTruthy();
  return { authorization: `Bearer ${accessToken}` };
}

/** Signs in with the password and, when the account has one, the authenticator. */
export async function signInAs(page: Page, account: TestAccount): Promise<void> {
  await page.goto('/v3/login');
  await signInHere(page, account);
}

/**
 * Signs in on the login page the browser is on (one a link sent it to, with its redirectTo), with
 * the password and, when the account has one, the authenticator.
 */
export async function signInHere(page: Page, account: TestAccount): Promise<void> {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  if (!account.totpSecret) return;
  await page.getByRole('button', { name: 'Use your authenticator app' }).click();
  await page.getByLabel('Verification code').fill(totpCode(account.totpSecret));
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** Signs the consultancy agreement on the Contracts page. */
export async function signAgreement(page: Page): Promise<void> {
  const agreement = page.getByRole('region', { name: 'Consultancy agreement' });
  await agreement.getByLabel(/Postal address/).fill('12 Quay Street\nBristol BS1 4DJ');
  await agreement.getByRole('checkbox', { name: /I agree/ }).check();
  await agreement.getByRole('button', { name: 'Sign agreement' }).click();
  await expect(agreement.getByText(/^Signed on /)).toBeVisible();
}

/** Confirms every statement of the IT security form and submits it. */
export async function submitSecurityForm(page: Page): Promise<void> {
  const form = page.getByRole('region', { name: 'IT security form' });
  for (const box of await form.getByRole('checkbox').all()) await box.check();
  await form.getByLabel(/Devices you will work on/).fill('ThinkPad X1 with Windows 11');
  await form.getByRole('button', { name: 'Submit form' }).click();
  await expect(form.getByText(/^Signed on /)).toBeVisible();
  await expect(page.getByText('You have signed both documents. Thank you.')).toBeVisible();
}

/** Signs both documents of the Contracts page. */
export async function signContracts(page: Page): Promise<void> {
  await signAgreement(page);
  await submitSecurityForm(page);
}

/** Every message the outbox holds for an address, newest first. */
export async function outbox(
  request: APIRequestContext,
  to: string,
): Promise<{ subject: string; text: string }[]> {
  const response = await request.get(`/v1/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: { subject: string; text: string }[] }).result;
}

/** The newest message to an address with this subject (or one matching it), waited for. */
export async function lastMail(request: APIRequestContext, to: string, subject: string | RegExp) {
  const matches = (text: string) =>
    typeof subject === 'string' ? text === subject : subject.test(text);
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      found = (await outbox(request, to)).find((message) => matches(message.subject));
      return found !== undefined;
    })
    .toBe(true);
  return found as { subject: string; text: string };
}

/** The portal link of a message, as a path to open. */
export const linkIn = (text: string, path: string): string => {
  const url = text.match(new RegExp(`https?://\\S+/v3/${path}\\S*`))?.[0];
  expect(url).toBeTruthy();
  const { pathname, search } = new URL(url as string);
  return `${pathname}${search}`;
};

/**
 * On the set-password page an activation link opened: sets `password`, then signs in from the
 * login page it lands on, typing the password as soon as the page says to log in, and arrives at
 * `landing`.
 */
export async function setPasswordAndSignIn(
  page: Page,
  password: string,
  landing: string,
): Promise<void> {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password has been set. Please log in.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(landing);
}

/**
 * Waits for the page's finite animations and transitions to end: a colour measured halfway
 * through a transition (a button just enabled) fails the contrast check at random.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

const blockingViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

/**
 * Fails on serious or critical accessibility violations of the page as it is now. A state
 * change while axe reads the page (a button enabled mid-analysis, then fading in) can fail the
 * contrast check once: violations are read again after the page settles, and those fail.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await settleTransitions(page);
  if ((await blockingViolations(page)).length === 0) return;
  await settleTransitions(page);
  expect(await blockingViolations(page)).toEqual([]);
}

/** Signs in on the login page; `onLoginPage` first waits for what that page must have done. */
export async function signIn(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  { onLoginPage }: { onLoginPage?: () => Promise<void> } = {},
): Promise<void> {
  await page.goto('/v3/login');
  await onLoginPage?.();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * A journey's tags name the apps whose screens it exercises: `npm test -w <app>` runs the app's
 * unit tests and the journeys tagged `@<app>` (the shell and every remote of the root package).
 */
const appTags = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    workspaces: string[];
  }
).workspaces
  .filter((name) => name === 'shell' || name.startsWith('mf-'))
  .map((name) => `@${name}`);

/**
 * Every test also fails on a console error it did not declare, so broken screens cannot pass
 * quietly. A test that provokes failures gives the texts it expects as `expectedConsoleErrors`.
 * It fails too when a screen it shows shifts its layout by more than CLS_LIMIT while it loads,
 * before the test acts on it (web-vitals.ts). And it must be tagged with the apps it exercises.
 */
export const test = base.extend<{
  expectedConsoleErrors: RegExp | null;
  consoleErrors: string[];
  layoutShifts: void;
  appTags: void;
  /** A second person's page, in a browser context of its own, watched the same way. */
  otherPage: Page;
  /** Another tab of the same browser (the same local storage), watched the same way. */
  secondTab: Page;
}>({
  expectedConsoleErrors: [null, { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      await watchConsole(page, expectedConsoleErrors, use);
    },
    { auto: true },
  ],
  layoutShifts: [
    async ({ page }, use, testInfo) => {
      await watchLayout(page, testInfo, () => use());
    },
    { auto: true },
  ],
  appTags: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
    async ({}, use, testInfo) => {
      expect(
        testInfo.tags.filter((tag) => !appTags.includes(tag)),
        'tags naming no app',
      ).toEqual([]);
      expect(testInfo.tags, `tagged with one of ${appTags.join(', ')} at least`).not.toEqual([]);
      await use();
    },
    { auto: true },
  ],
  otherPage: async ({ browser, baseURL, expectedConsoleErrors }, use, testInfo) => {
    const context = await browser.newContext({ baseURL });
    const other = await context.newPage();
    await watchConsole(other, expectedConsoleErrors, () =>
      watchLayout(other, testInfo, () => use(other)),
    );
    await context.close();
  },
  secondTab: async ({ page, expectedConsoleErrors }, use, testInfo) => {
    const tab = await page.context().newPage();
    await watchConsole(tab, expectedConsoleErrors, () =>
      watchLayout(tab, testInfo, () => use(tab)),
    );
  },
});

/** Runs the test with the page's screens watched, then fails on one that shifted too much. */
async function watchLayout(page: Page, testInfo: TestInfo, run: () => Promise<void>) {
  const shifted = await watchVitals(page, testInfo, run);
  expect(
    shifted.map(
      ({ screen, loadingCls, loadingShifts }) =>
        `${screen}: ${loadingCls.toFixed(3)} (${loadingShifts.join('; ')})`,
    ),
    `screens whose layout shifted by more than ${CLS_LIMIT} while they loaded`,
  ).toEqual([]);
}

/** Runs the test with the page's console errors collected, then fails on unexpected ones. */
async function watchConsole(
  page: Page,
  expected: RegExp | null,
  run: (errors: string[]) => Promise<void>,
): Promise<void> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await run(errors);
  expect(errors.filter((text) => !expected?.test(text))).toEqual([]);
}

/** The browser logs every 4xx answer; tests that expect them declare it. */
export const failedRequest = (status: number): RegExp =>
  new RegExp(`Failed to load resource: the server responded with a status of ${status}`);

export { expect };
