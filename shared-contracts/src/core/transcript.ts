import type { JobType } from './statuses.ts';

/**
 * The transcript content model (ARCHITECTURE.md section 5): timecoded sections, each spoken by one
 * of the transcript's speakers; markers such as `[inaudible 01.23]` are tokens in the text.
 */
export interface TranscriptSection {
  id: string;
  /** The speaker's name as shown in documents; empty when the section has no speaker. */
  speaker: string;
  /** Seconds into the media. */
  start: number;
  text: string;
}

export interface TranscriptSpeaker {
  id: string;
  name: string;
}

export interface TranscriptContent {
  sections: TranscriptSection[];
  speakers: TranscriptSpeaker[];
}

export interface Transcript {
  id: number;
  mediaId: number;
  /** The media's transcript (default) or its notes, a document beside it (staff spec: job type). */
  kind: JobType;
  /** Increases by one with every save; generated documents are cached per version. */
  version: number;
  content: TranscriptContent;
  wordscount: number;
  updatedAt: number;
}

export const invitationStates = ['pending', 'accepted', 'declined', 'revoked'] as const;
export type InvitationState = (typeof invitationStates)[number];
