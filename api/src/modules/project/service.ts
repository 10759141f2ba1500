import { and, eq, inArray } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { can } from '@portal/contracts/policy/policy';
import { errorTexts, type ApiFieldError } from '@portal/contracts/common/errors';
import { projectCan, type ProjectAccess } from '@portal/contracts/project/access';
import { mediaTexts } from '@portal/contracts/media/texts';
import { projectTexts } from '@portal/contracts/project/texts';
import type {
  CopyProjectInput,
  CreateProjectInput,
  ProjectView,
  UpdateProjectInput,
} from '@portal/contracts/project/schema';
import type { Db } from '../../db/index.ts';
import { media, projects } from '../../db/schema.ts';
import type { DomainInput } from '../../lib/domain-input.ts';
import { ApiError, RequestValidationError } from '../../lib/http-errors.ts';
import { notOrdered } from '@portal/contracts/common/statuses';
import { findUserById } from '../user/service.ts';
import type { Actor } from '../../lib/caller.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { additionalChargesOf } from '../ad-hoc-charge/additional-charges.ts';
import { requireLive, requireProject } from '../project-permission/gate.ts';
import { insertProject } from './new-project.ts';
import { ensureRemovable } from './removal.ts';
import { projectView } from './views.ts';

// The project's media (media.ts) answers with the same texts.

type ProjectDeps = Pick<ServiceDeps, 'db' | 'now'>;

/** Upload into a project (POST /v1/media, PUT /v1/media/{id}, assign): upload access, not deleted. */
export async function requireUpload(db: Db, actor: Actor | null, id: number): Promise<void> {
  if (!actor) throw new ApiError(404, projectTexts.notFound);
  requireLive((await requireProject(db, actor, id, projectCan.upload)).project);
}

const toDate = (seconds: number | null | undefined) =>
  seconds === undefined ? undefined : seconds === null ? null : new Date(seconds * 1000);

/** The details a request sets; a field it leaves out stays as it is. */
function details(input: DomainInput<UpdateProjectInput>) {
  const set = {
    title: input.title,
    deadline: toDate(input.deadline),
    mediaDue: toDate(input.mediaDue),
    poNumber: input.poNumber,
    duplicateOnCompletion: input.duplicateOnCompletion,
  };
  return Object.fromEntries(Object.entries(set).filter(([, value]) => value !== undefined));
}

async function view(db: Db, actor: Actor, id: number, access: ProjectAccess): Promise<ProjectView> {
  const found = await projectView(db, actor, id, access);
  if (!found) throw new ApiError(404, projectTexts.notFound);
  return found;
}

/** GET /v1/project/{id}. */
export async function getProject(db: Db, actor: Actor, id: number): Promise<ProjectView> {
  const { access } = await requireProject(db, actor, id, projectCan.see);
  const [project, additionalCharges] = await Promise.all([
    view(db, actor, id, access),
    additionalChargesOf(db, id),
  ]);
  return { ...project, additionalCharges };
}

/** Whom a new project belongs to: the client themself, or the client an admin names. */
async function ownerFor(db: Db, actor: Actor, userId: number | undefined): Promise<number> {
  if (!can(actor, 'project.reachAny')) {
    if (userId !== undefined && userId !== actor.userId)
      throw new ApiError(403, errorTexts.unauthorized);
    return actor.userId;
  }
  if (userId === undefined)
    throw new RequestValidationError([{ field: 'user_id', message: projectTexts.clientRequired }]);
  const client = await findUserById(db, userId);
  if (client?.role !== Role.CLIENT)
    throw new RequestValidationError([{ field: 'user_id', message: projectTexts.notAClient }]);
  return client.id;
}

/** POST /v1/project/create. */
export async function createProject(
  { db, now }: ProjectDeps,
  actor: Actor,
  input: DomainInput<CreateProjectInput>,
): Promise<ProjectView> {
  const ownerId = await ownerFor(db, actor, input.userId);
  const row = await insertProject(db, { ownerId, title: input.title, ...details(input) }, now());
  return view(db, actor, row.id, can(actor, 'project.reachAny') ? 'staff' : 'owner');
}

/** PUT /v1/project/{id}: the details, by whoever manages the project. */
export async function updateProject(
  { db, now }: ProjectDeps,
  actor: Actor,
  id: number,
  input: DomainInput<UpdateProjectInput>,
): Promise<ProjectView> {
  const { project, access } = await requireProject(db, actor, id, projectCan.manage);
  requireLive(project);
  await db
    .update(projects)
    .set({ ...details(input), updatedAt: now() })
    .where(eq(projects.id, id));
  return view(db, actor, id, access);
}

/**
 * POST /v1/project/copy/{id}: a new project of the same owner with the same details (the
 * request's title, and any detail it changes), without the media.
 */
export async function copyProject(
  { db, now }: ProjectDeps,
  actor: Actor,
  id: number,
  input: DomainInput<CopyProjectInput>,
): Promise<ProjectView> {
  const { project: source, access } = await requireProject(db, actor, id, projectCan.own);
  requireLive(source);
  const row = await insertProject(
    db,
    {
      ownerId: source.ownerId,
      title: input.title,
      deadline: source.deadline,
      mediaDue: source.mediaDue,
      poNumber: source.poNumber,
      duplicateOnCompletion: source.duplicateOnCompletion,
      ...details(input),
    },
    now(),
  );
  return view(db, actor, row.id, access);
}

/**
 * PUT /v1/project/assign/{id}: moves media not yet ordered into the project: the caller's own,
 * or for staff the project owner's (an admin uploading for them).
 */
export async function assignMedia(
  { db, now }: ProjectDeps,
  actor: Actor,
  id: number,
  mediaIds: number[],
): Promise<ProjectView> {
  const { project, access } = await requireProject(db, actor, id, projectCan.upload);
  requireLive(project);
  const uploader = access === 'staff' ? project.ownerId : actor.userId;
  const rows = await db
    .select({ id: media.id, status: media.status })
    .from(media)
    .where(and(inArray(media.id, mediaIds), eq(media.userId, uploader)));
  const found = new Map(rows.map((row) => [row.id, row.status]));
  const problems = mediaIds.flatMap((mediaId, index): ApiFieldError[] => {
    const status = found.get(mediaId);
    const field = `media_list[${index}]`;
    if (status === undefined || status === 'deleted')
      return [{ field, message: mediaTexts.notFound }];
    if (!notOrdered.includes(status)) return [{ field, message: projectTexts.mediaOrdered }];
    return [];
  });
  if (problems.length > 0) throw new RequestValidationError(problems);
  await db
    .update(media)
    .set({ projectId: id, updatedAt: now() })
    .where(and(inArray(media.id, mediaIds), inArray(media.status, [...notOrdered])));
  return view(db, actor, id, access);
}

/**
 * DELETE /v1/project/{id}: the owner or staff mark it deleted; its media and shares stay. The
 * owner, only while none of its media is worked on (409): they may delete each media then too.
 */
export async function removeProject(
  { db, now }: ProjectDeps,
  actor: Actor,
  id: number,
): Promise<void> {
  const { access } = await requireProject(db, actor, id, projectCan.own);
  await db.transaction(async (tx) => {
    await ensureRemovable(tx, access, eq(media.projectId, id), projectTexts.mediaBeingWorkedOn);
    await tx
      .update(projects)
      .set({ status: 'deleted', updatedAt: now() })
      .where(eq(projects.id, id));
  });
}
