/**
 * npm run bench -w e2e: the first load of /v3/login, of a signed-in client's /v3/library/my and
 * of the staff pages, the demo admin's assign grid (/v3/admin/assign) and transcript editor (on
 * the demo media "Webinar questions", typed text in progress), in headless Chromium, each opened
 * RUNS times in a fresh browser context (an empty HTTP cache), at 1280 x 800. Prints the median largest contentful paint, first contentful paint, layout
 * shift (CLS) and the JavaScript each page moved (compressed bytes, as sent). Targets are printed,
 * never asserted: the figures depend on what else the machine is doing.
 *
 * Measures the portal at BENCH_URL when given; otherwise starts its own (`npm start`, which
 * builds what is stale) on a free port with a new embedded database holding the demo accounts.
 * BENCH_SCRIPTS=1 also lists each page's scripts of its last load, largest first.
 */
import { cpus } from 'node:os';
import {
  chromium,
  request as apiRequest,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { TOTP } from 'otpauth';
import { chromiumLaunchOptions } from './chromium.ts';
import { startPortal } from './bench-portal.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const DEMO_PASSWORD = 'Demo-Portal-2026!';
const DEMO_CLIENT = 'client@demo.test';
const DEMO_ADMIN = 'admin@demo.test';
const EDITED_MEDIA = 'Webinar questions.wav';
// The portal's own OAuth client, as the login page signs in with it (HTTP Basic).
const portalClient = `Basic ${Buffer.from('portal-web:portal-web-secret').toString('base64')}`;
const viewport = { width: 1280, height: 800 };
/** Issue 41's goal for the staff pages' JavaScript (the assign grid, the editor), as sent. */
const STAFF_PAGE_KB = 250;

interface Load {
  lcpMs: number;
  fcpMs: number;
  cls: number;
  scriptBytes: number;
  /** Each script's path and compressed bytes. */
  scripts: { path: string; bytes: number }[];
}
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

// Runs in the page before its scripts: layout shifts without recent input, and LCP candidates.
const observe = () => {
  const vitals = { lcp: 0, cls: 0 };
  (window as unknown as { benchVitals: typeof vitals }).benchVitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

/** One cold load of `path`, measured once the page and its calls have settled. */
async function load(
  browser: Browser,
  baseURL: string,
  path: string,
  ready: (page: Page) => Locator,
  storageState?: StorageState,
): Promise<Load> {
  const context = await browser.newContext({ baseURL, viewport, storageState });
  const page = await context.newPage();
  await page.addInitScript(observe);
  await page.goto(path, { waitUntil: 'networkidle' });
  await ready(page).waitFor();
  // LCP is final once the page has had a frame with nothing new to paint.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
  );
  const figures = await page.evaluate(() => {
    const { lcp, cls } = (window as unknown as { benchVitals: { lcp: number; cls: number } })
      .benchVitals;
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, bytes: entry.encodedBodySize }));
    const scriptBytes = scripts.reduce((sum, script) => sum + script.bytes, 0);
    return { lcpMs: lcp, fcpMs: paint?.startTime ?? 0, cls, scriptBytes, scripts };
  });
  await context.close();
  return figures;
}

/** The bearer header of an account without a second factor, signed in over the API. */
async function bearerOf(baseURL: string, email: string) {
  const api = await apiRequest.newContext({ baseURL });
  const answer = await api.post('/v1/oauth2/token', {
    headers: { authorization: portalClient },
    form: { grant_type: 'password', username: email, password: DEMO_PASSWORD },
  });
  if (!answer.ok()) throw new Error(`Signing in ${email} failed: ${await answer.text()}`);
  const { accessToken } = (await answer.json()) as { accessToken: string };
  await api.dispose();
  return { authorization: `Bearer ${accessToken}` };
}

// An enrolment or a sign-in spends the current step, so each takes the next one's code.
const nextTotpCode = (secret: string) =>
  new TOTP({ secret }).generate({ timestamp: Date.now() + 30_000 });

/**
 * Staff must use 2FA before the portal lets them past their profile: the demo admin of a new
 * database has none, so an authenticator is enrolled over the API, as the profile would. A
 * portal at BENCH_URL whose demo admin has one already takes its secret from
 * BENCH_ADMIN_TOTP_SECRET.
 */
async function enrolAuthenticator(baseURL: string, email: string): Promise<string> {
  const known = process.env.BENCH_ADMIN_TOTP_SECRET;
  if (known) return known;
  const headers = await bearerOf(baseURL, email);
  const api = await apiRequest.newContext({ baseURL });
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
  return totpSecret;
}

/** A demo account's stored sign-in, made once through the login page. */
async function signedIn(
  browser: Browser,
  baseURL: string,
  email: string,
  totpSecret?: string,
): Promise<StorageState> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await page.goto('/v3/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  if (totpSecret) {
    await page.getByRole('button', { name: 'Use your authenticator app' }).click();
    await page.getByLabel('Verification code').fill(nextTotpCode(totpSecret));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * The id of the demo media the editor is opened on, found as the admins' job list finds it, with
 * the token of a stored sign-in (an authenticator's code serves one sign-in).
 */
async function editedMediaId(baseURL: string, state: StorageState) {
  const stored = state.origins
    .flatMap((origin) => origin.localStorage)
    .find((item) => item.name === 'tn.auth token');
  const { accessToken } = JSON.parse(stored?.value ?? '{}') as { accessToken?: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const api = await apiRequest.newContext({ baseURL });
  const answer = await api.get(`/v1/job?scope=all&title=${encodeURIComponent(EDITED_MEDIA)}`, {
    headers,
  });
  const [job] = ((await answer.json()) as { result: { mediaId: number }[] }).result;
  await api.dispose();
  if (!job) throw new Error(`No demo media "${EDITED_MEDIA}": the bench needs the demo data`);
  return job.mediaId;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const portal = process.env.BENCH_URL
  ? { url: process.env.BENCH_URL, stop: async () => {} }
  : await startPortal();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const client = await signedIn(browser, portal.url, DEMO_CLIENT);
  const adminSecret = await enrolAuthenticator(portal.url, DEMO_ADMIN);
  const admin = await signedIn(browser, portal.url, DEMO_ADMIN, adminSecret);
  const mediaId = await editedMediaId(portal.url, admin);
  const heading = (name: string) => (page: Page) => page.getByRole('heading', { level: 1, name });
  const pages = [
    { path: '/v3/login', ready: heading('Log in'), state: undefined },
    { path: '/v3/library/my', ready: heading('Library'), state: client },
    { path: '/v3/admin/assign', ready: heading('Transcription'), state: admin, staff: true },
    {
      path: `/v3/editor?media=${mediaId}`,
      ready: (page: Page) => page.getByRole('textbox', { name: 'Transcript' }),
      state: admin,
      staff: true,
    },
  ];
  console.log(
    `\nFirst load, median of ${RUNS} cold loads; Chromium ${browser.version()} headless, ` +
      `${cpus().length} CPU cores, ${viewport.width}x${viewport.height}`,
  );
  console.log(
    `${'page'.padEnd(22)}${'LCP'.padStart(10)}${'FCP'.padStart(10)}${'CLS'.padStart(8)}` +
      `${'JS moved'.padStart(12)}  target`,
  );
  for (const { path, ready, state, staff } of pages) {
    // One load first, so the server's own caches are warm as a served portal's are.
    await load(browser, portal.url, path, ready, state);
    const loads: Load[] = [];
    for (let run = 0; run < RUNS; run++)
      loads.push(await load(browser, portal.url, path, ready, state));
    const ms = (key: 'lcpMs' | 'fcpMs') => `${median(loads.map((l) => l[key])).toFixed(0)} ms`;
    const cls = Math.max(...loads.map((l) => l.cls)).toFixed(3);
    const kb = `${(median(loads.map((l) => l.scriptBytes)) / 1000).toFixed(1)} KB`;
    console.log(
      `${path.padEnd(22)}${ms('lcpMs').padStart(10)}${ms('fcpMs').padStart(10)}${cls.padStart(8)}` +
        `${kb.padStart(12)}  LCP ≤ 1000 ms, CLS ≤ 0.02${staff ? `, JS ≤ ${STAFF_PAGE_KB} KB` : ''}`,
    );
    if (process.env.BENCH_SCRIPTS)
      for (const script of loads.at(-1)!.scripts.sort((a, b) => b.bytes - a.bytes))
        console.log(`    ${(script.bytes / 1000).toFixed(1).padStart(7)} KB  ${script.path}`);
  }
  console.log('CLS is the largest of the runs; JS moved is compressed bytes as sent.');
} finally {
  await browser.close();
  await portal.stop();
}
