import {
  createAccount,
  expect,
  expectAccessible,
  signAgreement,
  submitSecurityForm,
  signInAs,
  test,
} from './fixtures.ts';

test('a new typist is kept on Contracts until both documents are signed, then works @mf-typist', async ({
  page,
  request,
}) => {
  await signInAs(
    page,
    await createAccount(request, 'typist', { twoFactor: true, unsignedContracts: true }),
  );
  await expect(page).toHaveURL('/v3/typist/contracts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contracts' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Contracts' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectAccessible(page);

  // Every other page leads back here, but the profile stays open.
  await menu.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL('/v3/typist/contracts');
  await page.goto('/v3/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await page.goto('/v3/typist/contracts');

  const agreement = page.getByRole('region', { name: 'Consultancy agreement' });
  const download = page.waitForEvent('download');
  await agreement.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe('contract.pdf');

  await signAgreement(page);
  // An unconfirmed statement is named, and nothing is signed.
  const form = page.getByRole('region', { name: 'IT security form' });
  await form.getByRole('button', { name: 'Submit form' }).click();
  await expect(form.getByText('Please confirm this statement.').first()).toBeVisible();
  await submitSecurityForm(page);
  await expectAccessible(page);

  await menu.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL('/v3/typist/library/assigned');
  await expect(page.getByRole('heading', { level: 1, name: 'Assigned jobs' })).toBeVisible();
});

test('a new proofreader is sent to their own Contracts page @mf-typist', async ({
  page,
  request,
}) => {
  await signInAs(
    page,
    await createAccount(request, 'proofreader', { twoFactor: true, unsignedContracts: true }),
  );
  await expect(page).toHaveURL('/v3/proofreader/contracts');
  await page.goto('/v3/typist/contracts');
  await expect(page).toHaveURL('/v3/proofreader/contracts');
});
