import { StateEffect, StateField } from '@codemirror/state';
import { invertedEffects } from '@codemirror/commands';
import type { TranscriptSpeaker } from '@portal/contracts/editor';

/** Replaces the transcript's speakers list; undone by the list it replaced. */
export const setSpeakers = StateEffect.define<readonly TranscriptSpeaker[]>();

/** The transcript's speakers (1–20 of them, in hotkey order), kept beside the text. */
export const speakersField = StateField.define<readonly TranscriptSpeaker[]>({
  create: () => [],
  update(speakers, tr) {
    for (const effect of tr.effects) if (effect.is(setSpeakers)) speakers = effect.value;
    return speakers;
  },
});

/** Speakers list changes join the history like text: undo brings the old list back. */
export const undoableSpeakers = invertedEffects.of((tr) =>
  tr.effects.some((effect) => effect.is(setSpeakers))
    ? [setSpeakers.of(tr.startState.field(speakersField))]
    : [],
);
