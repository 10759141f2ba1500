import { StateEffect, StateField } from '@codemirror/state';

/** A message for the user about their last command (a refused paste, a time out of order). */
export const showNotice = StateEffect.define<string>();

/** The latest notice, cleared by the next edit. */
export const noticeField = StateField.define<string | null>({
  create: () => null,
  update(notice, tr) {
    for (const effect of tr.effects) if (effect.is(showNotice)) return effect.value;
    return tr.docChanged ? null : notice;
  },
});
