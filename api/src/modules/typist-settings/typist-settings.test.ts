import { eq } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { defaultHotkeys } from '@portal/contracts/hotkeys/rules';
import { defaultPedals } from '@portal/contracts/hotkeys/foot-pedal';
import { hotkeyTexts } from '@portal/contracts/hotkeys/texts';
import type { ApiFieldError } from '@portal/contracts/common/errors';
import type { TypistSettings } from '@portal/contracts/typist-settings/schema';
import { typistSettings } from '../../db/schema.ts';
import { form, setupTestApp } from '../../test/helper.ts';
import { person, type Person } from '../project/test-fixtures.ts';

/** Each editor user's hotkeys: the spec's defaults until they change them (staff spec 3, 7, 9). */
const t = setupTestApp();

const get = (who: Pick<Person, 'headers'>) =>
  t.app.inject({ url: '/v2/typist-settings', headers: who.headers });
const put = (who: Pick<Person, 'headers'>, settings: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/v2/typist-settings',
    headers: who.headers,
    payload: { settings_portal3: settings },
  });
const hotkeysOf = (response: { json<T>(): T }) =>
  response.json<TypistSettings>().settingsPortal3.windows;
const storedFor = async (userId: number) =>
  (await t.db.select().from(typistSettings).where(eq(typistSettings.userId, userId)))[0];

test('a typist starts with the defaults and keeps only what they change', async () => {
  const typist = await person(t, 'Tess', Role.TYPIST);
  expect(hotkeysOf(await get(typist))).toEqual(defaultHotkeys);

  const saved = await put(typist, {
    windows: {
      mediaPlayerHotkeys: { playPause: 'Ctrl+Space' },
      systemHotkeys: { speaker10: 'ctrl+alt+0', speaker1: '' },
    },
  });
  expect(saved.statusCode).toBe(200);
  const expected = {
    ...defaultHotkeys,
    mediaPlayerHotkeys: { ...defaultHotkeys.mediaPlayerHotkeys, playPause: 'ctrl+space' },
    systemHotkeys: { ...defaultHotkeys.systemHotkeys, speaker10: 'ctrl+alt+0', speaker1: null },
  };
  expect(hotkeysOf(saved)).toEqual(expected);
  expect(hotkeysOf(await get(typist))).toEqual(expected);
  expect((await storedFor(typist.id))?.hotkeys).toEqual({
    mediaPlayerHotkeys: { playPause: 'ctrl+space' },
    systemHotkeys: { speaker10: 'ctrl+alt+0', speaker1: null },
  });

  // Settings sent again replace the old: what is left out has its default once more.
  await put(typist, { windows: {} });
  expect(hotkeysOf(await get(typist))).toEqual(defaultHotkeys);
  expect((await storedFor(typist.id))?.hotkeys).toEqual({});
});

test("the foot pedal's bindings are kept beside the hotkeys, by the same rules", async () => {
  const typist = await person(t, 'Pat', Role.TYPIST);
  const pedalsOf = (response: { json<T>(): T }) =>
    response.json<TypistSettings>().settingsPortal3.footPedal;
  expect(pedalsOf(await get(typist))).toEqual(defaultPedals);

  const saved = await put(typist, {
    windows: { mediaPlayerHotkeys: { faster: 'ctrl+alt+g' } },
    footPedal: { skipBack: null, slower: 'left' },
  });
  expect(saved.statusCode).toBe(200);
  const expected = { ...defaultPedals, skipBack: null, slower: 'left' };
  expect(pedalsOf(saved)).toEqual(expected);
  expect(pedalsOf(await get(typist))).toEqual(expected);
  expect((await storedFor(typist.id))?.hotkeys).toEqual({
    mediaPlayerHotkeys: { faster: 'ctrl+alt+g' },
    footPedal: { skipBack: null, slower: 'left' },
  });

  // A pedal another action keeps is refused, naming that action; the settings stay.
  const refused = await put(typist, { windows: {}, footPedal: { faster: 'middle' } });
  expect(refused.statusCode).toBe(422);
  expect(refused.json<ApiFieldError[]>()).toContainEqual({
    field: 'settings_portal3[footPedal][faster]',
    message: hotkeyTexts.taken('Middle pedal', 'Play/pause'),
  });
  expect(pedalsOf(await get(typist))).toEqual(expected);

  // Left out, the pedals have their defaults again.
  await put(typist, { windows: {} });
  expect(pedalsOf(await get(typist))).toEqual(defaultPedals);
  expect((await storedFor(typist.id))?.hotkeys).toEqual({});
});

test('the portal sends the settings as JSON text in a form', async () => {
  const proofreader = await person(t, 'Paula', Role.PROOFREADER);
  const settings = { windows: { timecodeHotkeys: { timecode: 'ctrl+alt+c' } } };
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/v2/typist-settings',
    headers: { ...proofreader.headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ settings_portal3: JSON.stringify(settings) }),
  });
  expect(saved.statusCode).toBe(200);
  expect(hotkeysOf(saved).timecodeHotkeys.timecode).toBe('ctrl+alt+c');
});

test.each([
  [
    'an unknown action',
    { windows: { systemHotkeys: { fly: 'ctrl+y' } } },
    'settings_portal3[windows][systemHotkeys]',
    hotkeyTexts.unknownSettings(['fly']),
  ],
  [
    'an unknown group',
    { windows: { macHotkeys: {} } },
    'settings_portal3[windows]',
    hotkeyTexts.unknownSettings(['macHotkeys']),
  ],
  [
    'a malformed key',
    { windows: { mediaPlayerHotkeys: { faster: 'ctrl+banana' } } },
    'settings_portal3[windows][mediaPlayerHotkeys][faster]',
    hotkeyTexts.notACombination,
  ],
  [
    'a key another action has',
    { windows: { systemHotkeys: { speaker12: 'ctrl+s' } } },
    'settings_portal3[windows][systemHotkeys][speaker12]',
    hotkeyTexts.taken('ctrl+s', 'Save'),
  ],
  [
    'one key given to two actions, however spelt',
    {
      windows: {
        mediaPlayerHotkeys: { faster: 'ctrl+alt+y' },
        timecodeHotkeys: { timecode: 'Alt+Ctrl+Y' },
      },
    },
    'settings_portal3[windows][timecodeHotkeys][timecode]',
    hotkeyTexts.taken('ctrl+alt+y', 'Faster'),
  ],
  [
    'a pedal that is not one',
    { windows: {}, footPedal: { playPause: 'top' } },
    'settings_portal3[footPedal][playPause]',
    hotkeyTexts.notAPedal,
  ],
  ['settings that are not JSON', '{"windows":', 'settings_portal3', 'Must be JSON'],
])('refuses %s, naming it, and keeps the settings', async (_case, settings, field, message) => {
  const typist = await person(t, 'Tom', Role.TYPIST);
  await put(typist, { windows: { mediaPlayerHotkeys: { slower: 'ctrl+alt+b' } } });
  const refused = await put(typist, settings);
  expect(refused.statusCode).toBe(422);
  expect(refused.json<ApiFieldError[]>()).toContainEqual({ field, message });
  expect(hotkeysOf(await get(typist)).mediaPlayerHotkeys.slower).toBe('ctrl+alt+b');
});

test("each user has their own settings: one's change is not another's", async () => {
  const [admin, superAdmin] = [
    await person(t, 'Ada', Role.ADMIN),
    await person(t, 'Sue', Role.SUPER_ADMIN),
  ];
  await put(admin, { windows: { systemHotkeys: { save: 'ctrl+alt+s' } } });
  expect(hotkeysOf(await get(admin)).systemHotkeys.save).toBe('ctrl+alt+s');
  expect(hotkeysOf(await get(superAdmin)).systemHotkeys.save).toBe('ctrl+s');
});

describe('who may read and change editor settings', () => {
  const settings = { windows: {} };
  test.each([
    [Role.TYPIST, 200],
    [Role.PROOFREADER, 200],
    [Role.ADMIN, 200],
    [Role.SUPER_ADMIN, 200],
    [Role.RESTRICTED_ADMIN, 403],
    [Role.CLIENT, 403],
  ])('role %s: %i', async (role, status) => {
    const who = await person(t, 'Who', role);
    expect((await get(who)).statusCode).toBe(status);
    expect((await put(who, settings)).statusCode).toBe(status);
  });

  test('nobody signed in: 401', async () => {
    const nobody = { headers: {} as { authorization: string } };
    expect((await get(nobody)).statusCode).toBe(401);
    expect((await put(nobody, settings)).statusCode).toBe(401);
  });
});
