import nspell from 'nspell';

type Speller = ReturnType<typeof nspell>;
let loading: Promise<Speller> | undefined;

/**
 * The British English dictionary (Hunspell, through nspell): read on the first check, about
 * 0.4 s and 100 MB, then kept for the life of the process.
 */
export const dictionary = (): Promise<Speller> =>
  (loading ??= import('dictionary-en-gb').then(({ default: { aff, dic } }) =>
    nspell({ aff: asBuffer(aff), dic: asBuffer(dic) }),
  ));

// The package reads its files as Buffers but types them as bytes.
const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
