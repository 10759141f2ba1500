import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/index.ts';
import { projects } from '../../db/schema.ts';
import { companyIdOfMember } from '../../lib/company-membership.ts';
import type { ProjectRow } from '../../db/rows.ts';

// No 0/O, 1/I: a short id is read out on the phone and typed from paper.
const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const SHORT_ID_LENGTH = 8;

/** 8 characters of 32 (40 bits): unique in practice; the unique index settles the rest. */
export function newShortId(): string {
  // 256 is a multiple of 32: every character is equally likely.
  return [...randomBytes(SHORT_ID_LENGTH)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

export interface NewProject {
  ownerId: number;
  title: string;
  deadline?: Date | null;
  mediaDue?: Date | null;
  poNumber?: string | null;
  duplicateOnCompletion?: boolean;
}

/** A project named after a media: its title without the file's extension. */
export function titleFromMedia(media: { title: string; extension: string }): string {
  const suffix = `.${media.extension}`.toLowerCase();
  const title = media.title.toLowerCase().endsWith(suffix)
    ? media.title.slice(0, -suffix.length)
    : media.title;
  return title.trim() || media.title;
}

/** An active project with a fresh short id, in its owner's company if they have one. */
export async function insertProject(tx: Db, project: NewProject, now: Date): Promise<ProjectRow> {
  const companyId = (await companyIdOfMember(tx, project.ownerId)) ?? null;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await tx
      .insert(projects)
      .values({ ...project, shortId: newShortId(), companyId, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: projects.shortId })
      .returning();
    if (row) return row;
  }
  throw new Error('No free short id for a new project');
}
