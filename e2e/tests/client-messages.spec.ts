import { wavBytes } from '../../api/src/lib/wav.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

/** A UK day `days` from today, as a date field takes it. */
const ukDay = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', {
    timeZone: 'Europe/London',
  });

test('the login form refuses a password no account could have, without asking the server @shell', async ({
  page,
}) => {
  const tokenRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/oauth2/token')) tokenRequests.push(request.url());
  });
  await page.goto('/v3/login');
  await page.getByLabel('Email').fill('client@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('pass word');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    "Doesn't conform to pattern",
  );
  await expect(page).toHaveURL('/v3/login');
  expect(tokenRequests).toEqual([]);
  await expectAccessible(page);
});

test('the quote form gives the generic minimum and symbol messages @mf-upload-checkout', async ({
  page,
}) => {
  await page.goto('/v3/fileupload/addfiles?mode=quote');
  await page.getByRole('radio', { name: /Interview Transcription/ }).check();
  await page.getByRole('combobox', { name: /Turnaround/ }).selectOption('48 hours');
  await page.getByRole('combobox', { name: /Speakers/ }).selectOption('1 Speaker');

  const seconds = page.getByRole('textbox', { name: 'Seconds' });
  await seconds.fill('-5');
  await seconds.blur();
  await expect(seconds).toHaveAccessibleDescription('Minimum is 0');

  const firstName = page.getByRole('textbox', { name: /First name/ });
  await firstName.fill('<Quinn>');
  await firstName.blur();
  await expect(firstName).toHaveAccessibleDescription('Symbols not allowed: < >');
  await expectAccessible(page);
});

test('the live booking form wants the notes by a day to come, after the meeting @mf-upload-checkout', async ({
  page,
}) => {
  await page.goto('/v3/live-notetaking/create-booking');
  await page.getByRole('radio', { name: /Live Note Taking/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  const session = page.getByRole('region', { name: 'Session 1' });
  await session.getByLabel(/Start \(UK time\)/).fill(`${ukDay(4)}T09:00`);
  await session.getByLabel(/Hours/).fill('1');
  await session.getByLabel(/Minutes/).fill('30');

  const due = session.getByLabel(/Notes wanted by/);
  await due.fill(ukDay(-1));
  await due.blur();
  await expect(due).toHaveAccessibleDescription(/Date should be in the future/);
  await due.fill(ukDay(3));
  await due.blur();
  await expect(due).toHaveAccessibleDescription(/Date should be greater/);
  await expectAccessible(page);

  await due.fill(ukDay(4));
  await expect(session.getByText(/Date should be/)).toHaveCount(0);
});

test("the upload marks the same services as Researcher's favourite as the quote @mf-upload-checkout", async ({
  page,
}) => {
  await page.goto('/v3/fileupload/addfiles');
  await page.getByLabel(/Choose files/).setInputFiles({
    name: 'interview.wav',
    mimeType: 'audio/wav',
    buffer: wavBytes(30),
  });
  const cart = page.getByRole('list', { name: 'Files in your cart' });
  await expect(cart.getByText('interview.wav')).toBeVisible({ timeout: 20_000 });

  const service = page.getByRole('combobox', { name: /Type of transcription/ });
  await service.selectOption({ label: 'Intelligent Verbatim' });
  await expect(page.getByText("Researcher's favourite")).toHaveCount(0);
  await service.selectOption({ label: 'Interview Transcription' });
  await expect(service).toHaveAccessibleDescription("Researcher's favourite");
  await expect(page.getByText("Researcher's favourite")).toBeVisible();
  await expectAccessible(page);
});
