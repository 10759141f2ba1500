import type { TranscriptContent, TranscriptSpeaker } from './schema.ts';
import type { MeetingAttendee } from '../meeting-details/rules.ts';

/** An id of the form speaker-N that no listed speaker has. */
function freeSpeakerId(taken: ReadonlySet<string>): string {
  let number = taken.size + 1;
  while (taken.has(`speaker-${number}`)) number++;
  return `speaker-${number}`;
}

/**
 * The content with every section pointing at the speakers list by id (`speakerId`, empty for no
 * speaker) and showing the listed name (`speaker`), so a rename in the list renames every
 * section at once. Content written before sections had ids names its speakers only: each such
 * section gets the listed speaker of that name, one added to the list where none is. The result
 * depends on the content alone, so two reads of one version agree on the ids they make.
 */
export function withSpeakerIds(content: TranscriptContent): TranscriptContent {
  const speakers: TranscriptSpeaker[] = [...content.speakers];
  const byId = new Map(speakers.map((speaker) => [speaker.id, speaker]));
  const idOfName = new Map<string, string>();
  for (const speaker of speakers)
    if (!idOfName.has(speaker.name)) idOfName.set(speaker.name, speaker.id);
  const idOf = (section: TranscriptContent['sections'][number]): string => {
    if (
      section.speakerId !== undefined &&
      (section.speakerId === '' || byId.has(section.speakerId))
    )
      return section.speakerId;
    if (section.speaker === '') return '';
    const known = idOfName.get(section.speaker);
    if (known) return known;
    const added = { id: freeSpeakerId(new Set(byId.keys())), name: section.speaker };
    speakers.push(added);
    byId.set(added.id, added);
    idOfName.set(added.name, added.id);
    return added.id;
  };
  const sections = content.sections.map((section) => {
    const speakerId = idOf(section);
    return { ...section, speakerId, speaker: byId.get(speakerId)?.name ?? '' };
  });
  return { sections, speakers };
}

/** A speaker as lists and document headers show them: the name, then the job title if any. */
export const speakerLabel = (speaker: Pick<TranscriptSpeaker, 'name' | 'jobTitle'>): string =>
  speaker.jobTitle ? `${speaker.name}, ${speaker.jobTitle}` : speaker.name;

/**
 * The speakers a new transcript starts with: the meeting's attendees the client named (name and
 * job title), each once, then those of `others` (a speech-to-text draft's) not named already.
 */
export function startingSpeakers(
  attendees: readonly MeetingAttendee[],
  others: readonly TranscriptSpeaker[] = [],
): TranscriptSpeaker[] {
  const speakers: TranscriptSpeaker[] = [];
  const names = new Set<string>();
  const add = (speaker: TranscriptSpeaker) => {
    if (speaker.name === '' || names.has(speaker.name)) return;
    names.add(speaker.name);
    speakers.push(speaker);
  };
  attendees.forEach((attendee, index) =>
    add({
      id: `attendee-${index + 1}`,
      name: attendee.attendeeName.trim(),
      ...(attendee.jobTitle.trim() && { jobTitle: attendee.jobTitle.trim() }),
    }),
  );
  others.forEach(add);
  return speakers;
}
