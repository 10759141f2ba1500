import { createAccount, expect, expectAccessible, signInAs, test } from './fixtures.ts';
import { orderRecordings } from './ordered-work.ts';

test('an admin filters the assign grid by title, and the filter survives a reload', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `grid-${Date.now().toString(36)}.wav`;
  const client = await createAccount(request, 'client', { businessAccount: true });
  const clientContext = await browser.newContext();
  await orderRecordings(await clientContext.newPage(), client, [title]);
  await clientContext.close();

  await signInAs(page, await createAccount(request, 'admin', { twoFactor: true }));
  await expect(page).toHaveURL('/v3/admin/projects');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Transcription' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transcription' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Title' }).fill(title);
  await expect(page).toHaveURL(new RegExp(`[?&]title=${title.replace('.', '\\.')}`));
  const row = page.getByRole('row', { name: new RegExp(title.replace('.', '\\.')) });
  await expect(row).toBeVisible();
  await expect(page.getByText('Showing 1 - 1 out of 1 items')).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Title' })).toHaveValue(title);
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Show jobs of ${title}` }).click();
  await expect(page.getByRole('table', { name: `Jobs of ${title}` })).toBeVisible();
  await expectAccessible(page);
});
