import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../paths.ts';
import { setupTestApp } from '../test/helper.ts';
import { orderedMedia, jobCast } from '../modules/job/test-fixtures.ts';
import { findTranscript } from '../modules/transcript-store/read.ts';

/**
 * Migration 0033 moves each transcript's sections from its whole-content column into
 * transcript_sections. Run here on the whole-content column put back inside a transaction that
 * is rolled back, with the statements of the migration file itself.
 */
const t = setupTestApp();

const moving = readFileSync(join(migrationsFolder, '0033_transcript_sections.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .filter((statement) =>
    /^\s*(--[^\n]*\n\s*)*(INSERT|UPDATE|ALTER TABLE "transcripts" DROP)/.test(statement),
  );

class RolledBack extends Error {}

test('sections move in their order, ties of one start kept, a taken id kept apart, speakers too', async () => {
  expect(moving).toHaveLength(3);
  const cast = await jobCast(t);
  const item = await orderedMedia(t, cast.client.id);
  const content = {
    sections: [
      { id: 'b', speaker: 'Chair', start: 5, text: 'Second at five.' },
      { id: 'a', speaker: 'Chair', start: 5, text: 'First at five? No: listed second.' },
      { id: 'a', speaker: '', start: 9, text: 'A taken id.' },
      { id: 'c', speaker: '', start: 1, text: 'Earliest.' },
    ],
    speakers: [{ id: 'sp1', name: 'Chair' }],
  };
  const read = await t.db
    .transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE transcripts ADD COLUMN content jsonb`);
      await tx.execute(sql`INSERT INTO transcripts (media_id, kind, version, content, words_count, created_at, updated_at)
        VALUES (${item.id}, 'default', 4, ${JSON.stringify(content)}::jsonb, 12, now(), now())`);
      for (const statement of moving) await tx.execute(sql.raw(statement));
      const moved = await findTranscript(tx, item.id, 'default');
      throw new RolledBack(JSON.stringify(moved));
    })
    .catch((error: unknown) => {
      if (error instanceof RolledBack) return JSON.parse(error.message);
      throw error;
    });
  expect(read).toMatchObject({ version: 4, wordsCount: 12 });
  expect(read.content).toEqual({
    sections: [
      { id: 'c', speaker: '', speakerId: '', start: 1, text: 'Earliest.' },
      { id: 'b', speaker: 'Chair', speakerId: 'sp1', start: 5, text: 'Second at five.' },
      {
        id: 'a',
        speaker: 'Chair',
        speakerId: 'sp1',
        start: 5,
        text: 'First at five? No: listed second.',
      },
      { id: 'a~3', speaker: '', speakerId: '', start: 9, text: 'A taken id.' },
    ],
    speakers: [{ id: 'sp1', name: 'Chair' }],
  });
  expect(await findTranscript(t.db, item.id, 'default')).toBeUndefined();
});
