import type { APIRequestContext } from '@playwright/test';
import { wavBytes } from '../../api/src/lib/wav.ts';
import {
  authOf,
  createAccount,
  expect,
  expectAccessible,
  lastMail,
  linkIn,
  signIn,
  signInAs,
  test,
  type TestAccount,
} from './fixtures.ts';

/**
 * A client who joined the owner's company, set up over the API: the invitation's screens have
 * their own journey (library.spec.ts).
 */
async function memberOfCompany(request: APIRequestContext, owner: TestAccount) {
  const member = await createAccount(request, 'client');
  const ownerAuth = await authOf(request, owner);
  const companies = await request.get('/v1/company', { headers: ownerAuth });
  const [company] = ((await companies.json()) as { result: { id: number }[] }).result;
  const invited = await request.post(`/v1/company/invite/${company?.id}`, {
    headers: ownerAuth,
    data: { email: member.email },
  });
  expect(invited.status()).toBe(200);
  const mail = await lastMail(request, member.email, /invites you to join/);
  const token = linkIn(mail.text, 'company-invitation').split('/').pop();
  const joined = await request.get(`/v1/company/join/${token}`, {
    headers: await authOf(request, member),
  });
  expect(joined.status()).toBe(200);
  return member;
}

test('an admin chooses a company and one of its members, uploads a recording for the member and checks out on their business account @mf-upload-checkout @mf-client-library', async ({
  page,
  request,
  otherPage,
}) => {
  const owner = await createAccount(request, 'client', { businessAccount: true });
  const company = `E2E Company ${owner.email.split('@')[0]}`;
  const client = await memberOfCompany(request, owner);
  const admin = await createAccount(request, 'admin', { twoFactor: true });
  await signInAs(page, admin);
  await expect(page).toHaveURL('/v3/admin/projects');

  // The admin menu opens the quote mode; the mode switch leads to the upload mode.
  await page.goto('/v3/fileupload/addfiles?mode=quote');
  await page.getByRole('link', { name: 'Upload files' }).click();
  await expect(
    page.getByRole('heading', { name: 'Choose the business account to upload for' }),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search business accounts' }).fill(company);
  await page.getByRole('button', { name: new RegExp(`^${company} — `) }).click();
  const people = page.getByRole('list', { name: `People of ${company}` });
  await expect(people.getByRole('button', { name: new RegExp(owner.email) })).toContainText(
    'owner',
  );
  await expectAccessible(page);
  await people.getByRole('button', { name: new RegExp(client.email) }).click();
  // Owner and member share the name the e2e accounts get; the list told them apart by email.
  await expect(page.getByText(`Acting for E2E Client of ${company}`)).toBeVisible();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel(/Choose files/).setInputFiles({
    name: 'for-client.wav',
    mimeType: 'audio/wav',
    buffer: wavBytes(61),
  });
  const cart = page.getByRole('list', { name: 'Files in your cart' });
  await expect(cart.getByText('for-client.wav')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('combobox', { name: /Type of transcription/ }).selectOption({
    label: 'Intelligent Verbatim',
  });
  await page.getByRole('combobox', { name: /Turnaround/ }).selectOption('7 days');
  await page.getByRole('combobox', { name: /Speakers/ }).selectOption('1 Speaker');

  // The choice holds for the session: the payment page checks out the client's cart.
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL('/v3/fileupload/payment');
  await expect(page.getByText('for-client.wav')).toBeVisible();
  await page.getByRole('button', { name: 'Check out with business account' }).click();
  await expect(page.getByText('Your order is confirmed')).toBeVisible();

  // The order is the member's: its project (named after the recording) is in their library.
  await signIn(otherPage, client.email, client.password);
  await expect(otherPage).toHaveURL('/v3/library/my');
  const project = otherPage.getByRole('row', { name: /Show the media of for-client/ });
  await expect(project.getByRole('cell', { name: company })).toBeVisible();
});
