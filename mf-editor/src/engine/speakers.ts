import { StateEffect, StateField, type EditorState, type TransactionSpec } from '@codemirror/state';
import { invertedEffects } from '@codemirror/commands';
import type { TranscriptSpeaker } from '@portal/contracts';
import { headLine } from './section-head.ts';
import { sectionsOf } from './transcript-doc.ts';

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

let made = 0;
/** A speaker id no other speaker of this editor has. */
export const newSpeakerId = (): string =>
  `sp${Date.now().toString(36)}${(made++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export const speakerTexts = {
  nameRequired: 'Enter the speaker’s name.',
  nameTaken: (name: string) => `There is already a speaker called ${name}.`,
  inUse: (name: string, boxes: number) =>
    `${name} speaks in ${boxes === 1 ? '1 box' : `${boxes} boxes`}: merge them into another speaker before removing ${name}.`,
};

/** A speaker's name and job title as the speakers dialog edits them. */
export interface SpeakerDetails {
  name: string;
  jobTitle: string;
}

/** A change of the speakers list as one undoable step, or why it cannot be made. */
export type SpeakerEdit = { spec: TransactionSpec } | { refusal: string };

const listed = (details: SpeakerDetails): Omit<TranscriptSpeaker, 'id'> => ({
  name: details.name.trim(),
  ...(details.jobTitle.trim() && { jobTitle: details.jobTitle.trim() }),
});

/** Why the details cannot name a speaker (other than `self`): no name, or another's. */
function detailsRefusal(state: EditorState, details: SpeakerDetails, self?: string) {
  const name = details.name.trim();
  if (name === '') return speakerTexts.nameRequired;
  const taken = state
    .field(speakersField)
    .some((speaker) => speaker.id !== self && speaker.name.toLowerCase() === name.toLowerCase());
  return taken ? speakerTexts.nameTaken(name) : null;
}

const listEdit = (speakers: readonly TranscriptSpeaker[]): TransactionSpec => ({
  effects: setSpeakers.of(speakers),
  userEvent: 'input.speaker',
});

/** How many boxes the speaker speaks in. */
export const boxesSpokenBy = (state: EditorState, speakerId: string): number =>
  sectionsOf(state).filter(({ head }) => head.speakerId === speakerId).length;

/** A new speaker at the end of the list (the next speaker hotkey). */
export function addSpeaker(state: EditorState, details: SpeakerDetails): SpeakerEdit {
  const refusal = detailsRefusal(state, details);
  if (refusal) return { refusal };
  const speaker = { id: newSpeakerId(), ...listed(details) };
  return { spec: listEdit([...state.field(speakersField), speaker]) };
}

/** The speaker's new name and job title: one edit of the list, which every box shows. */
export function renameSpeaker(
  state: EditorState,
  speakerId: string,
  details: SpeakerDetails,
): SpeakerEdit {
  const refusal = detailsRefusal(state, details, speakerId);
  if (refusal) return { refusal };
  const speakers = state
    .field(speakersField)
    .map((speaker) =>
      speaker.id === speakerId ? { id: speaker.id, ...listed(details) } : speaker,
    );
  return { spec: listEdit(speakers) };
}

/** The boxes of speaker `from` become `into`'s, and `from` leaves the list, in one step. */
export function mergeSpeaker(state: EditorState, from: string, into: string): SpeakerEdit {
  const changes = sectionsOf(state)
    .filter(({ head }) => head.speakerId === from)
    .map(({ head, from: start, textFrom }) => ({
      from: start,
      to: textFrom - 1,
      insert: headLine({ ...head, speakerId: into }),
    }));
  const speakers = state.field(speakersField).filter((speaker) => speaker.id !== from);
  return { spec: { ...listEdit(speakers), changes } };
}

/** The speaker leaves the list; refused while any box is theirs. */
export function removeSpeaker(state: EditorState, speakerId: string): SpeakerEdit {
  const speakers = state.field(speakersField);
  const boxes = boxesSpokenBy(state, speakerId);
  const speaker = speakers.find(({ id }) => id === speakerId);
  if (boxes > 0) return { refusal: speakerTexts.inUse(speaker?.name ?? '', boxes) };
  return { spec: listEdit(speakers.filter(({ id }) => id !== speakerId)) };
}
