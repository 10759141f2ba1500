import type { TranscriptContent } from '@portal/contracts/transcript/schema';
import type { DocumentSource } from './model.ts';

/**
 * The golden transcript: two speakers, markers, accents, emoji, Hebrew and Arabic, a section
 * past two hours, a long one that spans several subtitles, and a line break.
 */
export const fixtureContent: TranscriptContent = {
  speakers: [
    { id: 's1', name: 'Zoë Müller' },
    { id: 's2', name: 'Dr. Ōkubo' },
  ],
  sections: [
    {
      id: 'a',
      speaker: 'Zoë Müller',
      speakerId: 's1',
      start: 0,
      text: 'Bonjour, ça va? Très bien 😀 [inaudible 00.03]',
    },
    { id: 'b', speaker: 'Dr. Ōkubo', speakerId: 's2', start: 4.5, text: 'שלום עולם' },
    { id: 'c', speaker: 'Zoë Müller', speakerId: 's1', start: 9.25, text: 'مرحبا بالعالم' },
    {
      id: 'd',
      speaker: 'Dr. Ōkubo',
      speakerId: 's2',
      start: 15,
      text: 'Ελληνικά και кириллица; the unicorn 🦄 stays. A longer answer follows here so that the subtitle has to be split into more than one cue [crosstalk] as broadcast limits demand.\nA second line.',
    },
    {
      id: 'e',
      speaker: 'Zoë Müller',
      speakerId: 's1',
      start: 7_325.125,
      text: 'Two hours in [inaudible 02.02.05], the end.',
    },
  ],
};

export const fixtureSource: DocumentSource = {
  kind: 'default',
  mediaTitle: 'Interview – Zoë.mp3',
  projectTitle: 'Études & <Research>',
  duration: 7_330,
  version: 3,
  savedAt: new Date('2026-03-02T09:00:00.000Z'),
  content: fixtureContent,
};

/** Text meant to break documents: markup, RTF and XML metacharacters, control characters. */
export const hostileSource: DocumentSource = {
  ...fixtureSource,
  mediaTitle: '</title><script>alert(1)</script>{\\rtf1}.wav',
  projectTitle: ']]><!-- "quoted" & \'single\'',
  content: {
    speakers: [{ id: 'x', name: '<b>Bold</b> {\\b0}' }],
    sections: [
      {
        id: '"&<>',
        speaker: '<b>Bold</b> {\\b0}',
        speakerId: 'x',
        start: 1,
        text: 'Nul\u0000 bell\u0007 esc\u001b vt\u000b ff\u000c del\u007f c1\u0085 lone\ud800 nonchar\uffff tab\there\r\nnew line {\\par} \\\\ }{ <![CDATA[x]]> &amp; --> 2\n\n\n3',
      },
    ],
  },
};
