import { and, eq, isNotNull } from 'drizzle-orm';
import { transcriptContentSchema, type TranscriptContent } from '@portal/contracts/core';
import type { Db } from '../../db/index.ts';
import { transcriptSaves } from '../../db/schema.ts';
import { findTranscript, saveTranscript } from '../transcript/service.ts';
import type { S2tSegment } from './provider.ts';

/**
 * The provider's segments as transcript content: one section per segment (segments are about a
 * sentence long, so each falls in one typist's range when the media is split), in time order,
 * none starting after the recording's end; each speaker the provider named once in the list.
 */
export function draftContent(segments: readonly S2tSegment[], duration: number): TranscriptContent {
  const spoken = segments
    .filter((segment) => segment.text.trim() !== '')
    .sort((a, b) => a.start - b.start);
  const names = [...new Set(spoken.map((segment) => segment.speaker?.trim() ?? ''))].filter(
    (name) => name !== '',
  );
  return transcriptContentSchema.parse({
    sections: spoken.map((segment, index) => ({
      id: `s2t-${index + 1}`,
      speaker: segment.speaker?.trim() ?? '',
      start: Math.min(segment.start, duration),
      text: segment.text,
    })),
    speakers: names.map((name, index) => ({ id: `s2t-speaker-${index + 1}`, name })),
  });
}

/**
 * Whether a person saved the media's transcript: a typist, a proofreader, an admin (a save or a
 * restore). The drafts are the only versions nobody signed in writes.
 */
export async function hasTypedText(tx: Db, mediaId: number): Promise<boolean> {
  const transcript = await findTranscript(tx, mediaId, 'default');
  if (!transcript) return false;
  const [typed] = await tx
    .select({ id: transcriptSaves.id })
    .from(transcriptSaves)
    .where(and(eq(transcriptSaves.transcriptId, transcript.id), isNotNull(transcriptSaves.savedBy)))
    .limit(1);
  return typed !== undefined;
}

/**
 * Saves the draft as the media's transcript, the typists' starting text, unless a person has
 * saved text since it was asked for: human work is never replaced by a machine's (answers false,
 * nothing written). Call with the media locked, so no save slips in between.
 */
export async function saveDraft(
  tx: Db,
  mediaId: number,
  content: TranscriptContent,
  at: Date,
): Promise<boolean> {
  if (await hasTypedText(tx, mediaId)) return false;
  await saveTranscript(tx, {
    mediaId,
    kind: 'default',
    content,
    userId: null,
    at,
    written: 'whole',
  });
  return true;
}
