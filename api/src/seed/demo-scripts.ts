/**
 * What the typists of the demo recordings have typed: sections in time order, each with its
 * speaker, and the markers typists write where the audio fails them (`[inaudible MM.SS]`, a
 * missed word `[mw MM.SS]`, a guess `[? MM.SS]`), which the audio quality counts.
 */
export interface DemoScript {
  speakers: readonly string[];
  sections: readonly (readonly [start: number, speaker: string, text: string])[];
}

const siteVisit: DemoScript = {
  speakers: ['Interviewer', 'Site manager'],
  sections: [
    [
      0,
      'Interviewer',
      'Thanks for showing us round. Could you start with what the site is used for?',
    ],
    [
      9,
      'Site manager',
      'Of course. It is mainly storage for the regional depots, about forty thousand pallets when we are full.',
    ],
    [
      24,
      'Interviewer',
      'And how has that changed since the new loading bays opened [inaudible 00.31] last spring?',
    ],
    [
      38,
      'Site manager',
      'Turnaround is much quicker. A lorry used to wait an hour; now it is in and out in twenty minutes.',
    ],
    [57, 'Interviewer', 'What still slows you down?'],
    [
      63,
      'Site manager',
      'Paperwork, honestly. Half the delivery notes still arrive on paper and someone has to key them in.',
    ],
    [84, 'Interviewer', 'Is that something the new system is meant to fix?'],
  ],
};

const boardMeeting: DemoScript = {
  speakers: ['Chair', 'Secretary', 'Treasurer', 'Director'],
  sections: [
    [
      0,
      'Chair',
      'Good evening. I call the meeting to order; we are quorate with five members present.',
    ],
    [
      11,
      'Secretary',
      'Apologies were received from Mr Hughes. The minutes of the February meeting were circulated.',
    ],
    [24, 'Chair', 'Are they agreed as a true record? Thank you. Item three, the accounts.'],
    [
      36,
      'Treasurer',
      'We end the quarter with a surplus of just over four thousand pounds, mostly from the hall hire [inaudible 00.52].',
    ],
    [
      61,
      'Director',
      'Does that include the repair to the roof, or is that still to come out of the reserve?',
    ],
    [
      74,
      'Treasurer',
      'It is still to come. The quote was eleven thousand, and we expect the invoice next month.',
    ],
    [
      92,
      'Chair',
      'Then I propose we approve the accounts and ring-fence the reserve for the roof. Seconded? All in favour.',
    ],
    [110, 'Secretary', 'Carried unanimously. Item four is the summer fete.'],
    [
      121,
      'Director',
      'We have twelve stalls booked and the [mw 02.08] band have confirmed for the afternoon.',
    ],
    [
      140,
      'Chair',
      'Excellent. Any volunteers for the car park? Thank you, Secretary, please note two names.',
    ],
    [162, 'Secretary', 'Noted. Any other business?'],
    [
      175,
      'Chair',
      'None. The next meeting is on the fourteenth of April. I close the meeting at eight fifteen.',
    ],
  ],
};

const focusGroup: DemoScript = {
  speakers: ['Moderator', 'Participant 1', 'Participant 2', 'Participant 3'],
  sections: [
    [
      0,
      'Moderator',
      'Here are the three designs. Take a moment, then tell me which one you would pick up first.',
    ],
    [
      12,
      'Participant 1',
      'The green one, because it looks [inaudible 00.15] fresher, and the window shows you the [mw 00.18].',
    ],
    [
      22,
      'Participant 2',
      'I disagree, the blue box feels [inaudible 00.25] more premium. [inaudible 00.27]',
    ],
    [31, 'Participant 3', 'Can I say, the writing on the green one is far too small to read.'],
    [40, 'Moderator', 'That is useful. [? 00.43] What about opening it? Try the tab on the side.'],
    [
      52,
      'Participant 1',
      'It tears straight away [inaudible 00.55] and then you cannot close it again.',
    ],
    [
      63,
      'Participant 2',
      'The blue one has a proper lid. [mw 01.08] I would keep that box in the cupboard.',
    ],
    [78, 'Participant 3', 'Mine opened fine, but the plastic window is already scratched.'],
    [
      92,
      'Moderator',
      'So the blue box for the lid and the green one for the window. [inaudible 01.36] Anything else?',
    ],
    [104, 'Participant 2', 'Only that the price should be on the front, not hidden underneath.'],
  ],
};

const webinar: DemoScript = {
  speakers: ['Host', 'Guest'],
  sections: [
    [
      0,
      'Host',
      'Welcome back. We have had lots of questions in the chat, so let us go straight to them.',
    ],
    [
      11,
      'Guest',
      'Happy to. The first one is about timelines: when will the new reporting tools be available?',
    ],
    [
      22,
      'Host',
      'They are in testing now, and we expect to open them to every customer at the start of next quarter.',
    ],
    [
      39,
      'Guest',
      'Someone asks whether the old reports will still work. They will, for at least a year after the change.',
    ],
    [
      58,
      'Host',
      'Next question, from [? 01.05] in Leeds: can reports be scheduled and sent by email?',
    ],
    [72, 'Guest', 'Yes. You choose the day and time, and every recipient gets a copy as a PDF.'],
  ],
};

const supplierReview: DemoScript = {
  speakers: ['Buyer', 'Supplier'],
  sections: [
    [0, 'Buyer', 'Thanks for making time. Shall we start with the deliveries of last quarter?'],
    [
      8,
      'Supplier',
      'Ninety-six per cent arrived on the day promised; the rest were held up by the port strike.',
    ],
    [23, 'Buyer', 'And the damaged pallets we raised in the spring?'],
    [
      31,
      'Supplier',
      'Replaced in full. We have also changed the wrapping, so we do not expect it again.',
    ],
    [47, 'Buyer', 'Good. Then let us look at prices for next year.'],
  ],
};

const trainingDebrief: DemoScript = {
  speakers: ['Trainer', 'Team lead'],
  sections: [
    [0, 'Trainer', 'How did the team find the new booking system this week?'],
    [
      7,
      'Team lead',
      'Quicker than the old one once they got used to it. The search was the big win.',
    ],
    [19, 'Trainer', 'Anything that tripped people up?'],
    [
      25,
      'Team lead',
      'Cancelling a booking takes three screens. Two people gave up and phoned instead.',
    ],
    [40, 'Trainer', 'That is useful; I will pass it on to the developers today.'],
  ],
};

export const demoScripts = {
  siteVisit,
  boardMeeting,
  focusGroup,
  webinar,
  supplierReview,
  trainingDebrief,
};
