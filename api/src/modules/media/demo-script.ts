/*
 * demo-recording.m4a: made once with espeak-ng 1.51, each line a WAV at 150 words a minute
 * (Interviewer en-gb+m3, Librarian en-us+f3), joined with 0.7 s pauses and encoded by ffmpeg to
 * mono AAC at 32 kbit/s. Its lines, with the second each starts at:
 *
 *  0.0 Interviewer  Good morning, and thank you for joining this practice recording for new typists.
 *  6.0 Librarian    Good morning. I am happy to help. Where would you like to start?
 * 11.4 Interviewer  Let's start with the timetable. When does the new library open to the public?
 * 17.5 Librarian    The doors open on the fourteenth of March at nine o'clock, a week later than planned.
 * 23.3 Interviewer  Why the delay?
 * 25.3 Librarian    The shelving arrived late, and the fire inspection had to be booked again.
 * 30.8 Interviewer  And what will visitors find inside?
 * 34.1 Librarian    Twelve thousand books, a children's corner, quiet study rooms, and free wifi on every floor.
 * 42.0 Interviewer  How much did the project cost in the end?
 * 45.5 Librarian    Just under two point four million pounds, most of it from the council and a local trust.
 * 52.2 Interviewer  Thank you. That's everything I needed for today.
 * 56.5 Librarian    You're welcome. Goodbye.
 */

/** The recording's lines: the second each starts at, who speaks it, what is said. */
export const demoLines: readonly (readonly [start: number, speaker: string, text: string])[] = [
  [
    0,
    'Interviewer',
    'Good morning, and thank you for joining this practice recording for new typists.',
  ],
  [6, 'Librarian', 'Good morning. I am happy to help. Where would you like to start?'],
  [
    11.4,
    'Interviewer',
    "Let's start with the timetable. When does the new library open to the public?",
  ],
  [
    17.5,
    'Librarian',
    "The doors open on the fourteenth of March at nine o'clock, a week later than planned.",
  ],
  [23.3, 'Interviewer', 'Why the delay?'],
  [25.3, 'Librarian', 'The shelving arrived late, and the fire inspection had to be booked again.'],
  [30.8, 'Interviewer', 'And what will visitors find inside?'],
  [
    34.1,
    'Librarian',
    "Twelve thousand books, a children's corner, quiet study rooms, and free wifi on every floor.",
  ],
  [42, 'Interviewer', 'How much did the project cost in the end?'],
  [
    45.5,
    'Librarian',
    'Just under two point four million pounds, most of it from the council and a local trust.',
  ],
  [52.2, 'Interviewer', "Thank you. That's everything I needed for today."],
  [56.5, 'Librarian', "You're welcome. Goodbye."],
];

/** The pause between two lines of the recording, in seconds. */
export const DEMO_PAUSE = 0.7;

/** Words a speech-to-text engine is unsure of in the recording: the typist checks them first. */
export const demoUnsure: readonly string[] = ['fourteenth', 'shelving', 'wifi', 'trust'];
