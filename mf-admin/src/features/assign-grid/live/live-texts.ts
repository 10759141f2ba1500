/** What the live note-taking grid says (the spec gives no texts for it). */
export const liveGridTexts = {
  title: 'Live Notetaking',
  description: 'Live note-taking sessions: their meetings, note-takers and attendance.',
  noteTakerAssigned: {
    done: 'Note-taker assigned',
    failed: 'The note-taker could not be assigned',
  },
  noteTakerRemoved: {
    done: 'Note-taker removed',
    failed: 'The note-taker could not be removed',
  },
  attended: 'Meeting marked attended',
  attendFailed: 'The meeting could not be marked attended',
  notPaid: 'not paid for yet',
  notStarted: 'once the meeting starts',
  unassigned: 'Unassigned',
} as const;
