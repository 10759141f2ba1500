import type { Snapshot, SnapshotEntry } from '@portal/contracts/transcript-snapshot/schema';
import type { Transcript } from '@portal/contracts';

/** A snapshot of media 6 as the list answers it: kept on save by Ada Admin. */
export const testSnapshotEntry = (
  id: number,
  overrides: Partial<SnapshotEntry> = {},
): SnapshotEntry => ({
  id,
  mediaId: 6,
  kind: 'default',
  version: id,
  reason: 'save',
  jobId: null,
  wordscount: 5,
  createdBy: 'Ada Admin',
  createdAt: 1_767_000_000 + id * 60,
  ...overrides,
});

/** The same snapshot read one by one, with two sections. */
export const testSnapshot = (id: number, overrides: Partial<Snapshot> = {}): Snapshot => ({
  ...testSnapshotEntry(id),
  content: {
    sections: [
      { id: 's1', speaker: 'Anna', start: 0, text: 'Good morning [inaudible 00.03].' },
      { id: 's2', speaker: 'Ben', start: 75, text: 'Morning, Anna.' },
    ],
    speakers: [
      { id: 'a', name: 'Anna' },
      { id: 'b', name: 'Ben' },
    ],
  },
  ...overrides,
});

/** What a restore of `snapshot` answers: its content as the media's transcript at `version`. */
export const restoredAs = (snapshot: Snapshot, version: number): Transcript => ({
  id: 1,
  mediaId: snapshot.mediaId,
  kind: snapshot.kind,
  version,
  content: snapshot.content,
  wordscount: snapshot.wordscount,
  updatedAt: snapshot.createdAt,
});
