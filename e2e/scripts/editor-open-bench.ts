/**
 * npm run bench -w e2e (after the first-load bench): the transcript editor opened cold on a
 * 20,000-word transcript (mf-editor/bench/transcript.ts: 1,000 sections, two speakers, 100
 * markers), from navigation until its text is there to type in, beside a plain textarea page
 * holding the same words, served from the same origin and loaded the same way in the same run,
 * and the same transcript as a speech-to-text draft (every word timed, issue 42) on another media.
 * Each page is opened RUNS times in a fresh browser context (an empty HTTP cache), alternately,
 * after one warm-up load each. Prints the medians, when the editor's transcript request started
 * and ended, and each page's JS heap once open (after a garbage collection). Targets are printed,
 * never asserted.
 *
 * Measures the portal at BENCH_URL when given; otherwise starts its own (`npm start`, which
 * builds what is stale) on a free port with a new embedded database holding the demo accounts.
 * The demo admin signs in over the API (setting up the authenticator the portal asks staff for,
 * on a new database), and the transcript is saved on a demo media over the API.
 * BENCH_TIMELINE=1 also lists each load's requests (start and end, ms from navigation).
 */
import { cpus } from 'node:os';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { TOTP } from 'otpauth';
import type { TranscriptContent } from '@portal/contracts';
import type { WordTiming } from '@portal/contracts/transcript/word-timings';
import {
  benchTranscript,
  MEDIA_SECONDS,
  plainText,
  timedBenchTranscript,
} from '../../mf-editor/bench/transcript.ts';
import { chromiumLaunchOptions } from './chromium.ts';
import { startPortal } from './bench-portal.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const DEMO_ADMIN = { email: 'admin@demo.test', password: 'Demo-Portal-2026!' };
const PORTAL_CLIENT = `Basic ${Buffer.from('portal-web:portal-web-secret').toString('base64')}`;
/** Where the shell keeps the sign-in (STORAGE_KEYS.authToken). */
const AUTH_KEY = 'tn.auth token';
const TEXTAREA_PATH = '/v3-bench/textarea.html';
const viewport = { width: 1280, height: 800 };

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface Opened {
  /** From navigation start until the text is in an editable, focusable element. */
  editableMs: number;
  /** The transcript request's start and end (the editor only). */
  transcriptStartMs?: number;
  transcriptEndMs?: number;
  /** JS heap in use once open, after a garbage collection. */
  heapBytes: number;
}

/** One call of the API as the signed-in admin; throws unless it answers 200. */
async function call<T>(
  url: string,
  method: string,
  path: string,
  auth: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: auth, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface Tokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

/**
 * The demo admin signed in over the API, with the authenticator set up if the portal has not
 * seen one yet (staff are held on their profile until they have one); answers the page's stored
 * sign-in and the bearer header.
 */
async function signInAdmin(url: string): Promise<{ state: StorageState; auth: string }> {
  const grant = async (secondFactor: Record<string, string> = {}) => {
    const response = await fetch(`${url}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: PORTAL_CLIENT },
      body: new URLSearchParams({
        grant_type: 'password',
        username: DEMO_ADMIN.email,
        password: DEMO_ADMIN.password,
        ...secondFactor,
      }),
    });
    if (!response.ok) throw new Error(`Sign-in: ${response.status} ${await response.text()}`);
    return (await response.json()) as Tokens;
  };
  const tokens = await grant();
  if (!tokens.accessToken) throw new Error('The demo admin already has a second factor');
  const auth = `Bearer ${tokens.accessToken}`;
  const { id } = await call<{ id: number }>(url, 'POST', '/v1/multi-factor-auth', auth);
  const { totpSecret } = await call<{ totpSecret: string }>(
    url,
    'PUT',
    `/v1/multi-factor-auth/${id}`,
    auth,
    { type: 'totp' },
  );
  const code = new TOTP({ secret: totpSecret }).generate();
  await call(url, 'PUT', `/v1/multi-factor-auth/${id}`, auth, { type: 'totp', mfa_code: code });
  const now = Date.now();
  const stored = {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    expiresAt: now + tokens.expiresIn * 1000,
    stamp: now,
  };
  const state: StorageState = {
    cookies: [],
    origins: [{ origin: url, localStorage: [{ name: AUTH_KEY, value: JSON.stringify(stored) }] }],
  };
  return { state, auth };
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * The bench transcript on a recording of `seconds`: its two hours of start times and timed
 * markers ("[inaudible 01.48.24]") scaled into the recording, as the server keeps both within it;
 * as a speech-to-text draft (`timed`), its words' timings too.
 */
function transcriptWithin(length: number, timed: boolean): TranscriptContent {
  const content = timed ? timedBenchTranscript() : benchTranscript();
  const scale = (at: number) => Math.floor((at * (length - 1)) / MEDIA_SECONDS);
  const exactly = (at: number) => Math.round((at * (length - 1) * 1000) / MEDIA_SECONDS) / 1000;
  // Within the hour a marker's time is minutes and seconds (05.12), past it hours too (01.48.24).
  const stamp = (at: number) =>
    at >= 3600
      ? `${two(Math.floor(at / 3600))}.${two(Math.floor(at / 60) % 60)}.${two(at % 60)}`
      : `${two(Math.floor(at / 60))}.${two(at % 60)}`;
  const seconds = (time: string) =>
    time.split('.').reduce((sum, part) => sum * 60 + Number(part), 0);
  const sections = content.sections.map((section) => ({
    ...section,
    start: scale(section.start),
    ...(section.words && {
      words: section.words.map(([start, end, confidence]): WordTiming => [
        exactly(start),
        exactly(end),
        confidence,
      ]),
    }),
    text: section.text.replace(
      /\[(\w+) ([\d.]+)\]/g,
      (_marker, kind: string, time: string) => `[${kind} ${stamp(scale(seconds(time)))}]`,
    ),
  }));
  return { ...content, sections };
}

/**
 * The bench transcript saved on the longest recording of the admin's grid, and as a draft with
 * word timings on the next longest; answers each media's id and transcript.
 */
async function seedTranscripts(url: string, auth: string) {
  const media = await call<{ result: { id: number; duration: number | null }[] }>(
    url,
    'GET',
    '/v1/media',
    auth,
  );
  const [longest, next] = media.result.sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0));
  if (!longest?.duration || !next?.duration) throw new Error('The demo data has no recordings');
  const save = async ({ id, duration }: { id: number; duration: number }, timed: boolean) => {
    const content = transcriptWithin(duration, timed);
    const path = `/v1/transcript/${id}`;
    const { version } = await call<{ version: number }>(url, 'GET', path, auth);
    await call(url, 'PUT', path, auth, { content, version });
    return { mediaId: id, content };
  };
  return {
    typed: await save({ id: longest.id, duration: longest.duration }, false),
    draft: await save({ id: next.id, duration: next.duration }, true),
  };
}

/**
 * Runs in each page before its scripts: notes when `phrase` first stands in an editable element
 * (the editor's content or the textarea), from the navigation's start.
 */
const watchEditable = (phrase: string) => {
  const found = () => {
    const editor = document.querySelector<HTMLElement>('.cm-content[contenteditable="true"]');
    const textarea = document.querySelector('textarea');
    return (editor?.textContent ?? textarea?.value ?? '').includes(phrase);
  };
  const seen = new Promise<number>((resolve) => {
    const observer = new MutationObserver(() => {
      if (!found()) return;
      observer.disconnect();
      resolve(performance.now());
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
  });
  Object.assign(window, { benchEditable: seen });
};

/** A page of nothing but a textarea holding `text`, as the portal's origin would serve one. */
const textareaPage = (text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">` +
  `<title>Textarea</title><style>body{margin:0}textarea{box-sizing:border-box;width:100%;` +
  `height:100vh;font:16px/1.6 sans-serif}</style></head><body><textarea aria-label="Transcript">` +
  `${text.replaceAll('&', '&amp;').replaceAll('<', '&lt;')}</textarea></body></html>`;

/** One cold open of `path`, measured once its text can be typed in. */
async function open(
  browser: Browser,
  baseURL: string,
  path: string,
  state: StorageState,
  { phrase, page: html }: { phrase: string; page: string },
): Promise<Opened> {
  const context = await browser.newContext({ baseURL, viewport, storageState: state });
  // The textarea page comes from the portal's origin, as if it were one of its files.
  await context.route(`${baseURL}${TEXTAREA_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
  );
  const page = await context.newPage();
  await page.addInitScript(watchEditable, phrase);
  await page.goto(path, { waitUntil: 'commit' });
  const editableMs = await page.evaluate(
    () => (window as unknown as { benchEditable: Promise<number> }).benchEditable,
  );
  await page.waitForLoadState('networkidle');
  const request = await page.evaluate(() => {
    const entry = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
      (resource) => resource.name.includes('/v1/transcript/'),
    );
    return entry && { start: entry.startTime, end: entry.responseEnd };
  });
  if (process.env.BENCH_TIMELINE === '1')
    console.log(
      await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .map(
            (e) =>
              `${e.startTime.toFixed(0).padStart(6)} ${e.responseEnd.toFixed(0).padStart(6)} ${e.name.replace(location.origin, '')}`,
          )
          .join('\n'),
      ),
    );
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await context.close();
  return {
    editableMs,
    transcriptStartMs: request?.start,
    transcriptEndMs: request?.end,
    heapBytes: usedSize,
  };
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
  const { state, auth } = await signInAdmin(portal.url);
  const { typed, draft } = await seedTranscripts(portal.url, auth);
  const { content } = typed;
  // Words of the first section: the editor opens at the transcript's start.
  const phrase = content.sections[0]!.text.split(' ').slice(0, 6).join(' ');
  const target = { phrase, page: textareaPage(plainText(content)) };
  const pages = {
    editor: `/v3/editor?media=${typed.mediaId}`,
    draft: `/v3/editor?media=${draft.mediaId}`,
    textarea: TEXTAREA_PATH,
  };
  const runs: Record<keyof typeof pages, Opened[]> = { editor: [], draft: [], textarea: [] };
  // One load each first, so the server's own caches are warm as a served portal's are.
  for (const path of Object.values(pages)) await open(browser, portal.url, path, state, target);
  for (let run = 0; run < RUNS; run++)
    for (const [name, path] of Object.entries(pages) as [keyof typeof pages, string][])
      runs[name].push(await open(browser, portal.url, path, state, target));

  const words = content.sections.reduce((sum, section) => sum + section.text.split(' ').length, 0);
  console.log(
    `\nEditor open, median of ${RUNS} cold loads each (alternating): a ${words.toLocaleString('en')}-word ` +
      `transcript (${content.sections.length.toLocaleString('en')} sections); Chromium ${browser.version()} ` +
      `headless, ${cpus().length} CPU cores, ${viewport.width}x${viewport.height}`,
  );
  const ms = (value: number | undefined) => (value === undefined ? '' : `${value.toFixed(0)} ms`);
  const of = (name: keyof typeof pages, key: keyof Opened) => {
    const values = runs[name].map((opened) => opened[key]).filter((value) => value !== undefined);
    return values.length ? median(values) : undefined;
  };
  const editable = of('editor', 'editableMs')!;
  const drafted = of('draft', 'editableMs')!;
  const plain = of('textarea', 'editableMs')!;
  console.log(
    `${'measure'.padEnd(34)}${'editor'.padStart(10)}${'textarea'.padStart(10)}${'ratio'.padStart(8)}${'target'.padStart(8)}`,
  );
  console.log(
    `${'navigation to editable'.padEnd(34)}${ms(editable).padStart(10)}${ms(plain).padStart(10)}` +
      `${`${(editable / plain).toFixed(1)}×`.padStart(8)}${'≤ 2×'.padStart(8)}`,
  );
  console.log(
    `${'  a draft, every word timed'.padEnd(34)}${ms(drafted).padStart(10)}${ms(plain).padStart(10)}` +
      `${`${(drafted / plain).toFixed(1)}×`.padStart(8)}${`${(drafted / editable).toFixed(2)}× typed`.padStart(16)}`,
  );
  console.log(
    `${'  transcript request start / end'.padEnd(34)}` +
      `${`${ms(of('editor', 'transcriptStartMs'))} / ${ms(of('editor', 'transcriptEndMs'))}`.padStart(20)}`,
  );
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  const heap = of('editor', 'heapBytes')!;
  const plainHeap = of('textarea', 'heapBytes')!;
  const draftHeap = of('draft', 'heapBytes')!;
  console.log(
    `${'JS heap once open (after GC)'.padEnd(34)}${mb(heap).padStart(10)}${mb(plainHeap).padStart(10)}` +
      `${`${(heap / plainHeap).toFixed(1)}×`.padStart(8)}${'≤ 4×'.padStart(8)}`,
  );
  console.log(
    `${'  a draft, every word timed'.padEnd(34)}${mb(draftHeap).padStart(10)}${mb(plainHeap).padStart(10)}` +
      `${`${(draftHeap / plainHeap).toFixed(1)}×`.padStart(8)}${'≤ 4×'.padStart(8)}`,
  );
  console.log(
    'Editable: the first words of the transcript in the editor (contenteditable) or the textarea.',
  );
} finally {
  await browser.close();
  await portal.stop();
}
