import type { Page } from '@playwright/test';
import { authOfPage, expect, expectAccessible, signIn, test } from './fixtures.ts';

type Entry = Record<string, unknown>;

/** The user tags pushed to the page's Google Tag Manager dataLayer. */
const userTags = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Entry[] }).dataLayer ?? []).filter(
      (entry) => 'userId' in entry || 'userType' in entry,
    ),
  );

/** The commands the stand-in chat widget (e2e/scripts/chat-widget-server.ts) was given. */
const chatCommands = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { chatStandIn?: { commands: unknown[][] } }).chatStandIn?.commands,
  );

const visitorBoot = ['boot', { app_id: 'e2e-chat' }];

/** Signs in once the login page's chat has started for a visitor (it loads when the page is idle). */
const signInAfterVisitorChat = (page: Page, email: string) =>
  signIn(page, email, undefined, {
    onLoginPage: () => expect.poll(() => chatCommands(page)).toEqual([visitorBoot]),
  });

async function profileIdOf(page: Page): Promise<number> {
  const response = await page.request.get('/v1/user/profile', { headers: await authOfPage(page) });
  return ((await response.json()) as { id: number }).id;
}

test('a visitor gets the chat once the page is up @shell', async ({ page }) => {
  await page.goto('/v3/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect.poll(() => chatCommands(page)).toEqual([visitorBoot]);
  expect(await userTags(page)).toEqual([]);
  await expectAccessible(page);
});

test('a client is tagged by id and chats under their own name @shell', async ({ page }) => {
  await signInAfterVisitorChat(page, 'client@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
  const id = await profileIdOf(page);
  await expect.poll(() => userTags(page)).toEqual([{ userId: id }]);
  await expect
    .poll(() => chatCommands(page))
    .toEqual([
      visitorBoot,
      ['shutdown'],
      ['boot', expect.objectContaining({ app_id: 'e2e-chat', email: 'client@demo.test' })],
    ]);
  await expectAccessible(page);

  // Moving about the portal tags nobody again.
  await page.getByRole('button', { name: /user menu/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/v3/profile');
  expect(await userTags(page)).toEqual([{ userId: id }]);
  await expectAccessible(page);
});

test('a typist is tagged with their user type and trained-in services, and gets no chat @shell', async ({
  page,
}) => {
  await signInAfterVisitorChat(page, 'typist@demo.test');
  // The demo typist has no 2FA yet: held on the profile, signed in all the same.
  await expect(page.getByRole('dialog', { name: 'Please enable 2FA' })).toBeVisible();
  await expectAccessible(page);
  const id = await profileIdOf(page);
  await expect.poll(() => userTags(page)).toHaveLength(2);
  const [idTag, typeTag] = await userTags(page);
  expect(idTag).toEqual({ userId: id });
  expect(typeTag).toEqual({
    userType: 'Typist',
    trainedIn: expect.arrayContaining(['IVB', 'INT', '3BD']),
  });
  // The chat the login page started for a visitor ends when the typist is known.
  await expect.poll(() => chatCommands(page)).toEqual([visitorBoot, ['shutdown']]);

  // A restored staff session never loads the widget at all.
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Please enable 2FA' })).toBeVisible();
  // The chat's code comes once the page is idle and would fetch the widget at once: when nothing
  // more is loading, it has decided.
  await page.waitForLoadState('networkidle');
  expect(await chatCommands(page)).toBeUndefined();
  expect(await page.evaluate(() => 'Intercom' in window)).toBe(false);
  await expect.poll(() => userTags(page)).toHaveLength(2);
});
