import { and, count, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import {
  SPELL_REPORTED_WORDS,
  SPELL_SUGGESTED_WORDS,
  SPELL_SUGGESTIONS,
} from '@portal/contracts/common/limits';
import { can } from '@portal/contracts/policy/policy';
import { findMarkers } from '@portal/contracts/transcript/markers';
import { spellCheckerTexts } from '@portal/contracts/spell-checker/texts';
import type { Page } from '@portal/contracts/common/page-schema';
import type {
  SpellCheck,
  SpellWord,
  SpellWordAction,
} from '@portal/contracts/spell-checker/schema';
import type { Db } from '../../db/index.ts';
import { spellWords, users } from '../../db/schema.ts';
import type { Actor } from '../../lib/caller.ts';
import { ApiError } from '../../lib/http-errors.ts';
import { dictionary } from './dictionary.ts';

const WORD = /\p{L}+(?:'\p{L}+)*/gu;

/** The words of a text, each once, in order: markers left out, curly apostrophes straightened. */
function wordsOf(text: string): string[] {
  const withoutMarkers = findMarkers(text).reduce(
    (rest, marker) => rest.replace(marker.text, ' '),
    text,
  );
  const words = withoutMarkers.replace(/’/g, "'").match(WORD) ?? [];
  return [...new Set(words.filter((word) => word.length > 1))];
}

const lower = sql`lower(${spellWords.word})`;

/** Those of the words (lower case) in the shared custom list. */
async function customOf(db: Db, words: string[]): Promise<Set<string>> {
  if (words.length === 0) return new Set();
  const rows = await db
    .select({ word: spellWords.word })
    .from(spellWords)
    .where(
      inArray(
        lower,
        words.map((word) => word.toLowerCase()),
      ),
    );
  return new Set(rows.map((row) => row.word.toLowerCase()));
}

/**
 * POST /v1/spell-checker: the words of the text neither the dictionary nor the custom list
 * knows, each once; the first of them with suggestions.
 */
export async function checkSpelling(db: Db, text: string): Promise<SpellCheck> {
  const speller = await dictionary();
  const unknown = wordsOf(text)
    .filter((word) => !speller.correct(word))
    .slice(0, SPELL_REPORTED_WORDS);
  const custom = await customOf(db, unknown);
  const misspelled = unknown.filter((word) => !custom.has(word.toLowerCase()));
  return {
    result: misspelled.map((word, index) => ({
      word,
      suggestions:
        index < SPELL_SUGGESTED_WORDS ? speller.suggest(word).slice(0, SPELL_SUGGESTIONS) : [],
    })),
  };
}

const wordColumns = {
  id: spellWords.id,
  word: spellWords.word,
  createdAt: spellWords.createdAt,
  firstname: users.firstname,
  lastname: users.lastname,
};

const toWord = (row: {
  id: number;
  word: string;
  createdAt: Date;
  firstname: string | null;
  lastname: string | null;
}): SpellWord => ({
  id: row.id,
  word: row.word,
  addedBy: row.firstname === null ? null : `${row.firstname} ${row.lastname ?? ''}`.trim(),
  createdAt: Math.floor(row.createdAt.getTime() / 1000),
});

const likeAnywhere = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** POST /v1/spell-checker/list-words: the custom words, alphabetically, those matching `q`. */
export async function listWords(
  db: Db,
  query: { q?: string | undefined; page: number; pageSize: number },
): Promise<Page<SpellWord>> {
  const where = query.q ? ilike(spellWords.word, likeAnywhere(query.q)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(wordColumns)
      .from(spellWords)
      .leftJoin(users, eq(users.id, spellWords.addedBy))
      .where(where)
      .orderBy(lower, spellWords.id)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(spellWords).where(where),
  ]);
  return {
    result: rows.map(toWord),
    total: total?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function wordById(db: Db, id: number): Promise<SpellWord> {
  const [row] = await db
    .select(wordColumns)
    .from(spellWords)
    .leftJoin(users, eq(users.id, spellWords.addedBy))
    .where(eq(spellWords.id, id));
  if (!row) throw new ApiError(404, spellCheckerTexts.wordNotFound);
  return toWord(row);
}

async function ensureFree(db: Db, word: string, except?: number): Promise<void> {
  const [taken] = await db
    .select({ id: spellWords.id })
    .from(spellWords)
    .where(and(eq(lower, word.toLowerCase()), except ? ne(spellWords.id, except) : undefined));
  if (taken) throw new ApiError(409, spellCheckerTexts.wordTaken);
}

/**
 * POST /v1/spell-checker/word: anyone who edits adds a word; admins and super admins change or
 * remove one. A word the list has in any case is refused (409).
 */
export async function changeWords(
  db: Db,
  actor: Actor,
  input: SpellWordAction,
  at: Date,
): Promise<{ word: SpellWord | null }> {
  if (input.action !== 'add-word' && !can(actor, 'spellDictionary.edit'))
    throw new ApiError(403, spellCheckerTexts.adminsOnly);
  if (input.action === 'delete-word') {
    await wordById(db, input.id);
    await db.delete(spellWords).where(eq(spellWords.id, input.id));
    return { word: null };
  }
  if (input.action === 'modify-word') {
    await wordById(db, input.id);
    await ensureFree(db, input.word, input.id);
    await db.update(spellWords).set({ word: input.word }).where(eq(spellWords.id, input.id));
    return { word: await wordById(db, input.id) };
  }
  await ensureFree(db, input.word);
  const [added] = await db
    .insert(spellWords)
    .values({ word: input.word, addedBy: actor.userId, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: spellWords.id });
  if (!added) throw new ApiError(409, spellCheckerTexts.wordTaken);
  return { word: await wordById(db, added.id) };
}
