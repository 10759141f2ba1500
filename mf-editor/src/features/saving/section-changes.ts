import type { TranscriptContent, TranscriptSection, TranscriptSpeaker } from '@portal/contracts';

/** What a save sends: the sections new or changed, those removed, the speakers if changed. */
export interface SectionChanges {
  sections: TranscriptSection[];
  removedSectionIds: string[];
  /** Only when the list changed. */
  speakers?: TranscriptSpeaker[];
}

// A section naming its speaker by id shows the listed name: a rename changes the list, not it.
const sameSection = (a: TranscriptSection, b: TranscriptSection) =>
  a.start === b.start &&
  a.text === b.text &&
  (a.speakerId ?? '') === (b.speakerId ?? '') &&
  (a.speakerId ? true : a.speaker === b.speaker);

const sameSpeakers = (a: readonly TranscriptSpeaker[], b: readonly TranscriptSpeaker[]) =>
  a.length === b.length &&
  a.every(
    (speaker, index) =>
      speaker.id === b[index]!.id &&
      speaker.name === b[index]!.name &&
      (speaker.jobTitle ?? '') === (b[index]!.jobTitle ?? ''),
  );

/** What changed from `saved` (what the server holds) to `now` (what the editor holds). */
export function sectionChanges(saved: TranscriptContent, now: TranscriptContent): SectionChanges {
  const before = new Map(saved.sections.map((section) => [section.id, section]));
  const sections = now.sections.filter((section) => {
    const was = before.get(section.id);
    return !was || !sameSection(was, section);
  });
  const kept = new Set(now.sections.map((section) => section.id));
  const removedSectionIds = saved.sections
    .map((section) => section.id)
    .filter((id) => !kept.has(id));
  return {
    sections,
    removedSectionIds,
    ...(!sameSpeakers(saved.speakers, now.speakers) && { speakers: now.speakers }),
  };
}

/** Whether the changes change nothing. */
export const unchanged = (changes: SectionChanges): boolean =>
  changes.sections.length === 0 &&
  changes.removedSectionIds.length === 0 &&
  changes.speakers === undefined;
