import { speakerLabel, startingSpeakers, withSpeakerIds } from './speakers.ts';

test('sections show the name their speaker id has in the list', () => {
  const content = withSpeakerIds({
    sections: [{ id: 'a', speaker: 'Old name', speakerId: 'ann', start: 0, text: '' }],
    speakers: [{ id: 'ann', name: 'Ann Lee' }],
  });
  expect(content.sections[0]).toMatchObject({ speaker: 'Ann Lee', speakerId: 'ann' });
});

test('sections saved with a name only get the listed speaker of that name, else a new one', () => {
  const content = withSpeakerIds({
    sections: [
      { id: 'a', speaker: 'Ann', start: 0, text: '' },
      { id: 'b', speaker: 'Bo', start: 1, text: '' },
      { id: 'c', speaker: 'Bo', start: 2, text: '' },
      { id: 'd', speaker: '', start: 3, text: '' },
    ],
    speakers: [
      { id: 'speaker-2', name: 'Ann' },
      { id: 'x', name: 'Cy' },
    ],
  });
  expect(content.speakers.map((speaker) => speaker.id)).toEqual(['speaker-2', 'x', 'speaker-3']);
  expect(content.sections.map((section) => section.speakerId)).toEqual([
    'speaker-2',
    'speaker-3',
    'speaker-3',
    '',
  ]);
  // Read again, the same content gives the same ids.
  expect(withSpeakerIds(content)).toEqual(content);
});

test('a new transcript lists the attendees with their job titles, then a draft’s other speakers', () => {
  const speakers = startingSpeakers(
    [
      { attendeeName: ' Helen Clarke ', jobTitle: 'Chair' },
      { attendeeName: 'Marcus Reid', jobTitle: ' ' },
      { attendeeName: '', jobTitle: 'Nobody' },
    ],
    [
      { id: 's2t-speaker-1', name: 'Marcus Reid' },
      { id: 's2t-speaker-2', name: 'Speaker 2' },
    ],
  );
  expect(speakers).toEqual([
    { id: 'attendee-1', name: 'Helen Clarke', jobTitle: 'Chair' },
    { id: 'attendee-2', name: 'Marcus Reid' },
    { id: 's2t-speaker-2', name: 'Speaker 2' },
  ]);
  expect(speakers.map(speakerLabel)).toEqual(['Helen Clarke, Chair', 'Marcus Reid', 'Speaker 2']);
});
