import { expect, expectAccessible, lastMail, test } from './fixtures.ts';

const uniqueEmail = () => `quote-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test('an anonymous visitor gets a quote by mail, priced by the server @mf-upload-checkout', async ({
  page,
  request,
}) => {
  const email = uniqueEmail();
  await page.goto('/v3/fileupload/addfiles');
  await page
    .getByRole('navigation', { name: 'Upload or quote' })
    .getByRole('link', { name: 'Get a quote' })
    .click();
  await expect(page).toHaveURL('/v3/fileupload/addfiles?mode=quote');
  await expect(page.getByRole('heading', { level: 1, name: 'Get a quote' })).toBeVisible();
  await expect(page.getByText('Choose a service and its options to see the price')).toBeVisible();
  await expectAccessible(page);

  const interview = page.getByRole('radio', { name: /Interview Transcription/ });
  await expect(interview).toBeVisible();
  await expect(page.getByText("Researcher's favourite")).toHaveCount(2);
  await interview.check();
  await page.getByRole('combobox', { name: /Turnaround/ }).selectOption('48 hours');
  await page.getByRole('combobox', { name: /Speakers/ }).selectOption('4+ Speakers');
  await expect(page.getByText('Included FREE')).toBeVisible();
  await expect(
    page.getByText('Enter the duration of your recording to see the price'),
  ).toBeVisible();

  await page.getByRole('textbox', { name: 'Minutes' }).fill('30');
  await expect(page.getByText('Enter your email to see the price')).toBeVisible();
  await page.getByRole('textbox', { name: /Email/ }).fill(email);
  await page.getByRole('textbox', { name: /First name/ }).fill('Quinn');
  await page.getByRole('textbox', { name: /Last name/ }).fill('Asker');

  // The currency follows the browser's country here (none: the upload page's USD).
  const table = page.getByRole('table', { name: 'Price at each turnaround' });
  await expect(table).toBeVisible();
  // INT in USD is $1.50 a minute; 48 hours +25% and 4+ speakers +25% make 30 minutes $67.50.
  const chosen = table.getByRole('row', { name: /^48 hours Your choice/ });
  await expect(chosen).toContainText('$67.50');
  await expect(chosen).toContainText('$81.00');
  await expect(page.getByText(/^Estimated delivery: \d\d:\d\d on /)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Send me this quote' }).click();
  await expect(page.getByText('Your quote is on its way!')).toBeVisible();

  const mail = await lastMail(request, email, 'Your transcription quote');
  expect(mail.text).toContain('Interview Transcription');
  expect(mail.text).toContain('$67.50');
});

test('a bad quote request is refused with field messages and nothing is sent @mf-upload-checkout', async ({
  request,
}) => {
  const email = uniqueEmail();
  const response = await request.post('/v1/media/send-estimated-price', {
    form: {
      'estimation[0][duration]': '-5',
      'estimation[0][service_options][id]': '1',
      'estimation[0][service_options][turnaround]': '1',
      'estimation[0][service_options][speakers]': '1',
      currency: 'XYZ',
      email,
      firstname: 'Bad',
      lastname: 'Input',
      phone: 'call me maybe',
    },
  });
  expect(response.status()).toBe(422);
  const fields = ((await response.json()) as { field: string }[]).map((item) => item.field);
  expect(fields).toEqual(expect.arrayContaining(['currency', 'phone']));
  const outbox = await request.get(`/v1/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(((await outbox.json()) as { result: unknown[] }).result).toEqual([]);
});
