import type { Args, Reply } from '../routes/contract.ts';
import type { spellCheckerRoutes } from './routes.ts';
import type { SpellCheck, SpellWord, SpellWordAction } from './schema.ts';
import type { ApiError } from '../app/api-base.ts';
// Through the shared API entry: a remote's own copy of this entry must inject into the
// shell's one api (a relative import would give it an api no store runs).
import { api } from '@portal/contracts/app/api';

type Routes = typeof spellCheckerRoutes;

export type { SpellCheck, SpellWord, SpellWordAction };

/** The text to check; markers are not read. */
export type SpellCheckRequest = Args<Routes['POST /v1/spell-checker'], 'body'>;
/** The shared custom words, filtered by q; page and pageSize (50 unless told). */
export type SpellWordsQuery = Args<Routes['POST /v1/spell-checker/list-words'], 'body'>;
export type SpellWordPage = Reply<Routes['POST /v1/spell-checker/list-words']>;
export type SpellWordResult = Reply<Routes['POST /v1/spell-checker/word']>;

/** A word changed, or found already changed by someone else (gone, taken): the lists are stale. */
const wordsChanged = (result: SpellWordResult | undefined, error: ApiError | undefined) =>
  result || error?.status === 404 || error?.status === 409 ? ['SpellWords' as const] : [];

/**
 * The spell checker (staff spec section 7 "Spell checker"): a British dictionary plus the shared
 * custom word list, which admins manage. A change to the list checks the texts again.
 */
export const spellCheckerApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Each misspelled word once, in order, with suggestions. */
    checkSpelling: build.query<SpellCheck, SpellCheckRequest>({
      query: (body) => ({ url: '/v1/spell-checker', method: 'POST', body }),
      providesTags: ['SpellWords'],
    }),
    listSpellWords: build.query<SpellWordPage, SpellWordsQuery>({
      query: (body) => ({ url: '/v1/spell-checker/list-words', method: 'POST', body }),
      providesTags: ['SpellWords'],
    }),
    /** add-word, modify-word or delete-word (by its id); answers the word as kept, or null. */
    changeSpellWord: build.mutation<SpellWordResult, SpellWordAction>({
      query: (body) => ({ url: '/v1/spell-checker/word', method: 'POST', body }),
      invalidatesTags: wordsChanged,
    }),
  }),
});

export const { useCheckSpellingQuery, useListSpellWordsQuery, useChangeSpellWordMutation } =
  spellCheckerApi;
