import { Role } from '@portal/contracts/policy/roles';
import { SPELL_SUGGESTED_WORDS } from '@portal/contracts/common/limits';
import { spellCheckerTexts } from '@portal/contracts/spell-checker/texts';
import type { Page } from '@portal/contracts/common/page-schema';
import type { SpellCheck, SpellWord } from '@portal/contracts/spell-checker/schema';
import { setupTestApp } from '../../test/helper.ts';
import { person, type Person } from '../project/test-fixtures.ts';

/** The editor's spell checker: a real British dictionary and the shared custom words. */
const t = setupTestApp();
let typist: Person;
let admin: Person;

beforeAll(async () => {
  typist = await person(t, 'Tess', Role.TYPIST);
  admin = await person(t, 'Ada', Role.ADMIN);
});

type Who = Pick<Person, 'headers'>;
const post = (who: Who, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, payload });
const check = async (who: Who, text: string) =>
  (await post(who, '/v1/spell-checker', { text })).json<SpellCheck>().result;
const wordAction = (who: Who, payload: Record<string, unknown>) =>
  post(who, '/v1/spell-checker/word', payload);

test('names each unknown word once, with suggestions, and leaves markers and British spelling alone', async () => {
  const result = await check(
    typist,
    'The colour of the organisation [inaudible 01.23] is recieve, recieve, and transcriptoin.',
  );
  expect(result).toEqual([
    { word: 'recieve', suggestions: expect.arrayContaining(['receive']) as string[] },
    { word: 'transcriptoin', suggestions: ['transcription'] },
  ]);
});

test('only the first misspelled words get suggestions: finding them is slow', async () => {
  const garbage = Array.from(
    { length: SPELL_SUGGESTED_WORDS + 2 },
    (_, i) => `qzx${'q'.repeat(i)}`,
  );
  const result = await check(typist, garbage.join(' '));
  expect(result).toHaveLength(SPELL_SUGGESTED_WORDS + 2);
  expect(result.at(-1)).toEqual({ word: garbage.at(-1), suggestions: [] });
});

test('a word added to the custom list is known to every check, in any case', async () => {
  expect((await check(typist, 'Biryani for lunch')).map((r) => r.word)).toEqual(['Biryani']);
  const added = await wordAction(typist, { action: 'add-word', word: 'Biryani' });
  expect(added.statusCode).toBe(200);
  expect(added.json<{ word: SpellWord }>().word).toMatchObject({
    word: 'Biryani',
    addedBy: 'Tess Tester',
  });
  expect(await check(typist, 'biryani for lunch')).toEqual([]);

  const again = await wordAction(typist, { action: 'add-word', word: 'BIRYANI' });
  expect(again.statusCode).toBe(409);
  expect(again.json()).toMatchObject({ message: spellCheckerTexts.wordTaken });
  expect(
    (await post(typist, '/v1/spell-checker/list-words', { q: 'biryani' })).json(),
  ).toMatchObject({
    total: 1,
  });
});

test('admins change and remove words; others may only add', async () => {
  const { word } = (await wordAction(admin, { action: 'add-word', word: 'Lasagnette' })).json<{
    word: SpellWord;
  }>();
  const refused = await wordAction(typist, { action: 'delete-word', id: word.id });
  expect([refused.statusCode, refused.json()]).toEqual([
    403,
    { message: spellCheckerTexts.adminsOnly },
  ]);

  const changed = await wordAction(admin, {
    action: 'modify-word',
    id: word.id,
    word: 'Lasagnetta',
  });
  expect(changed.json<{ word: SpellWord }>().word).toMatchObject({
    id: word.id,
    word: 'Lasagnetta',
  });
  const listed = await post(typist, '/v1/spell-checker/list-words', { q: 'lasagn' });
  expect(listed.json<Page<SpellWord>>()).toMatchObject({
    result: [{ word: 'Lasagnetta' }],
    total: 1,
    page: 1,
    pageSize: 50,
  });

  expect((await wordAction(admin, { action: 'delete-word', id: word.id })).json()).toEqual({
    word: null,
  });
  const gone = await wordAction(admin, { action: 'delete-word', id: word.id });
  expect([gone.statusCode, gone.json()]).toEqual([
    404,
    { message: spellCheckerTexts.wordNotFound },
  ]);
});

test.each([
  ['two words', { action: 'add-word', word: 'two words' }, 'word'],
  ['a word with digits', { action: 'add-word', word: 'abc123' }, 'word'],
  ['markup', { action: 'add-word', word: '<b>' }, 'word'],
  ['an unknown action', { action: 'rename-word', word: 'Fine' }, 'action'],
])('refuses %s, adding nothing', async (_case, payload, field) => {
  const refused = await wordAction(admin, payload);
  expect(refused.statusCode).toBe(422);
  expect(refused.json<{ field: string }[]>().map((error) => error.field)).toContain(field);
});

test.each([
  [Role.TYPIST, 200, 'Quokka'],
  [Role.PROOFREADER, 200, 'Wallaby'],
  [Role.ADMIN, 200, 'Wombat'],
  [Role.SUPER_ADMIN, 200, 'Numbat'],
  [Role.RESTRICTED_ADMIN, 403, 'Bilby'],
  [Role.CLIENT, 403, 'Dingo'],
])('role %s may check, list and add words: %i', async (role, status, word) => {
  const who = await person(t, 'Who', role);
  expect((await post(who, '/v1/spell-checker', { text: 'Hello' })).statusCode).toBe(status);
  expect((await post(who, '/v1/spell-checker/list-words', {})).statusCode).toBe(status);
  expect((await wordAction(who, { action: 'add-word', word })).statusCode).toBe(status);
});

test('nobody signed in: 401', async () => {
  expect(
    (await post({ headers: {} as Person['headers'] }, '/v1/spell-checker', { text: 'a' }))
      .statusCode,
  ).toBe(401);
});
