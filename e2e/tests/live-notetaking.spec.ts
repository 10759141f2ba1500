import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import {
  authOf,
  authOfPage,
  createAccount,
  expect,
  expectAccessible,
  lastMail,
  linkIn,
  setPasswordAndSignIn,
  signInAs,
  test,
} from './fixtures.ts';
import { put, rowAction, staffMember, type Auth } from './ordered-work.ts';

const NEW_PASSWORD = 'Live-Notes-2026!';

/** The demo's live service (docs/demo-data.md). */
const LIVE_SERVICE = 'Live Note Taking';

/** A UK date `days` ahead and a time, as the booking form's start field takes it. */
function ukStart(days: number, time: string): string {
  const day = new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', {
    timeZone: 'Europe/London',
  });
  return `${day}T${time}`;
}

async function fillSession(session: Locator, title: string, start: string) {
  await session.getByLabel(/Meeting title/).fill(title);
  await session.getByLabel(/Start \(UK time\)/).fill(start);
  await session.getByLabel(/Hours/).fill('1');
  await session.getByLabel(/Minutes/).fill('30');
  await session.getByLabel(/Meeting link/).fill('https://meet.example.com/launch');
  await session.getByLabel(/Meeting agenda/).fill('Launch dates\nPress plan');
}

/** Registration from the booking's register step: the mail's link, a password, then sign-in. */
async function registerFromBooking(page: Page, request: APIRequestContext, email: string) {
  await page.getByRole('link', { name: 'Register' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Lena');
  await page.getByLabel('Last name').fill('Marsh');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  const mail = await lastMail(request, email, 'Activate your account');
  await page.goto(linkIn(mail.text, 'registration-activator'));
  // The booking kept on this device brings the new client back to it.
  await setPasswordAndSignIn(page, NEW_PASSWORD, '/v3/live-notetaking/create-booking');
}

/** The client applies for a business account and an admin approves it, over the API. */
async function approveBusinessAccount(page: Page, admin: Auth) {
  const client = await authOfPage(page);
  const applied = await page.request.post('/v1/company/business-account-request', {
    headers: client,
    form: { company_name: 'Marsh Launches Ltd', address: '3 Dock Road\nLeeds LS1 4AP' },
  });
  expect(applied.status()).toBe(200);
  const { id } = (await applied.json()) as { id: number };
  await put(page.request, admin, `/v1/company/business-account-request/${id}`, {
    state: 'approved',
  });
}

/** A staff member signed in on a browser of their own, at their landing. */
test('a visitor books two live sessions on a business account; a note-taker takes the notes and the client downloads them @mf-upload-checkout @mf-client-library @mf-admin @mf-typist @mf-editor', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const tag = Date.now().toString(36);
  const titles = [`Launch review ${tag}`, `Launch retro ${tag}`];
  const adminAccount = await createAccount(request, 'admin', { twoFactor: true });
  const admin = await authOf(request, adminAccount);

  // A visitor starts a booking: the live service, two sessions, the add-ons.
  await page.goto('/v3/live-notetaking/create-booking');
  await page.getByRole('radio', { name: new RegExp(LIVE_SERVICE) }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillSession(
    page.getByRole('region', { name: 'Session 1' }),
    titles[0]!,
    ukStart(4, '09:00'),
  );
  await expect(page.getByText(/Available: \d+ note-takers? free at this time\./)).toBeVisible();
  await page.getByRole('button', { name: 'Add session' }).click();
  await fillSession(
    page.getByRole('region', { name: 'Session 2' }),
    titles[1]!,
    ukStart(5, '11:00'),
  );
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('table', { name: 'Price of the sessions' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Booking needs an account: the visitor registers and comes back to the booking.
  await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
  await expectAccessible(page);
  const email = `lena-${tag}@example.com`;
  await registerFromBooking(page, request, email);
  await approveBusinessAccount(page, admin);
  await page.reload();
  const checkout = page.getByRole('region', { name: /Step \d: Checkout/ });
  // Each session is named in the summary and in the price table.
  await expect(checkout.getByRole('rowheader', { name: titles[0] })).toBeVisible();
  await expect(checkout.getByRole('rowheader', { name: titles[1] })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Book sessions' }).click();
  await expect(page.getByText('Booking created successfully!')).toBeVisible();
  await expect(page).toHaveURL('/v3/fileupload/payment');
  await page.getByRole('button', { name: 'Check out with business account' }).click();
  await expect(page.getByText('Your order is confirmed')).toBeVisible();

  const client = await authOfPage(page);
  const booked = await request.get('/v1/live-booking', { headers: client });
  const sessions = ((await booked.json()) as { result: { id: number; meetingTitle: string }[] })
    .result;
  expect(sessions.map((session) => session.meetingTitle).sort()).toEqual([...titles].sort());
  const first = sessions.find((session) => session.meetingTitle === titles[0])!;

  // The client sees the booking in the live-note library, and its view.
  await page.goto('/v3/live-notetaking-library/my');
  await page
    .getByRole('button', { name: /^Show the media of/ })
    .first()
    .click();
  await expect(page.getByRole('link', { name: 'View booking' })).toHaveCount(2);
  await expectAccessible(page);
  await page.goto(`/v3/live-notetaking/${first.id}`);
  await expect(page.getByRole('heading', { name: titles[0] })).toBeVisible();
  await expectAccessible(page);

  // An admin assigns a note-taker trained in the live service from the live grid.
  const [adminContext, typistContext, proofreaderContext] = await Promise.all(
    [1, 2, 3].map(() => browser.newContext()),
  );
  const adminPage = await adminContext!.newPage();
  const typistPage = await typistContext!.newPage();
  const proofreaderPage = await proofreaderContext!.newPage();
  const noteTaker = await staffMember(
    typistPage,
    await createAccount(request, 'typist', { twoFactor: true }),
    '/v3/typist/library/assigned',
  );
  const proofreader = await staffMember(
    proofreaderPage,
    await createAccount(request, 'proofreader', { twoFactor: true }),
    '/v3/proofreader',
  );
  await put(request, admin, `/v1/user/${noteTaker.id}`, { trained_in: ['LNT'] });
  await signInAs(adminPage, await createAccount(request, 'admin', { twoFactor: true }));
  await expect(adminPage).toHaveURL('/v3/admin/projects');
  await adminPage
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Live Notetaking' })
    .click();
  await adminPage.getByRole('searchbox', { name: 'Title' }).fill(titles[0]!);
  const row = adminPage.getByRole('row', { name: new RegExp(titles[0]!) });
  await expect(row.getByText('Unassigned')).toBeVisible();
  await expectAccessible(adminPage);
  await rowAction(adminPage, titles[0]!, 'Assign note-taker');
  const assign = adminPage.getByRole('dialog', { name: 'Assign note-taker' });
  const picker = assign.getByRole('combobox', { name: 'Note-taker' });
  await expect(picker.locator(`option[value="${noteTaker.id}"]`)).toHaveCount(1);
  await picker.selectOption(String(noteTaker.id));
  await expectAccessible(adminPage);
  await assign.getByRole('button', { name: 'Assign note-taker' }).click();
  await expect(assign).toBeHidden();
  await expect(row.getByText('Unassigned')).toBeHidden();

  // The meeting begins; the note-taker opens the live editor beside it and writes the notes.
  const begun = await request.post(`/v1/e2e/live-sessions/${first.id}/begin`);
  expect(begun.status()).toBe(200);
  await typistPage.reload();
  await typistPage.getByRole('link', { name: titles[0] }).click();
  await expect(typistPage).toHaveURL(`/v3/live-notetaking/editor?media=${first.id}`);
  const meeting = typistPage.getByRole('complementary', { name: 'Meeting' });
  await expect(meeting.getByRole('link', { name: /Open meeting/ })).toHaveAttribute(
    'href',
    'https://meet.example.com/launch',
  );
  await meeting.getByRole('button', { name: 'Mark attended' }).click();
  await expect(meeting.getByRole('status')).toContainText('Attended at');
  const notes = typistPage.getByRole('textbox', { name: 'Transcript' });
  await notes.click();
  await typistPage.keyboard.type('Launch moved to March. Press plan agreed.');
  await expectAccessible(typistPage);
  await typistPage.getByRole('button', { name: 'Submit' }).click();
  await typistPage.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(typistPage).toHaveURL('/v3/typist/library/assigned');

  // The usual workflow: a proofreader finishes the notes, the admin returns them.
  const [notesJob] = (await (
    await request.get(`/v1/media/job/${first.id}`, { headers: admin })
  ).json()) as { id: number }[];
  await put(request, admin, `/v1/job/assign/${notesJob!.id}`, { proofreader_id: proofreader.id });
  await proofreaderPage.reload();
  const queue = proofreaderPage.getByRole('table', { name: 'Jobs to proofread' });
  await queue.getByRole('button', { name: new RegExp(`^Actions for ${titles[0]}`) }).click();
  await proofreaderPage.getByRole('menuitem', { name: 'Finish proofreading' }).click();
  await proofreaderPage
    .getByRole('dialog')
    .getByRole('button', { name: 'Finish proofreading' })
    .click();
  await expect(proofreaderPage.getByRole('dialog')).toHaveCount(0);
  await adminPage.reload();
  await expect(row.getByText('Attended')).toBeVisible();
  await rowAction(adminPage, titles[0]!, 'Return to client');
  const giveBack = adminPage.getByRole('dialog', { name: 'Return to client' });
  await giveBack.getByRole('button', { name: 'Return', exact: true }).click();
  await expect(giveBack).toBeHidden();
  await Promise.all([adminContext, typistContext, proofreaderContext].map((c) => c!.close()));

  // The client downloads the notes from the live-note library.
  await page.goto('/v3/live-notetaking-library/my');
  await page
    .getByRole('button', { name: /^Show the media of/ })
    .first()
    .click();
  // The project is named after the first meeting: its media's actions are in the media table.
  await page
    .getByRole('table', { name: /^Media of/ })
    .getByRole('button', { name: `Actions for ${titles[0]}` })
    .click();
  await page.getByRole('menuitem', { name: 'Download notes' }).click();
  const download = page.getByRole('dialog', { name: 'Download notes' });
  await download.getByRole('radio', { name: 'Word .docx' }).check();
  await expectAccessible(page);
  const file = page.waitForEvent('download');
  await download.getByRole('button', { name: 'Download' }).click();
  const docx = unzipSync(new Uint8Array(await readFile((await (await file).path())!)));
  expect(strFromU8(docx['word/document.xml']!).replace(/<[^>]+>/g, '')).toContain(
    'Launch moved to March. Press plan agreed.',
  );
});
