import type { BulkDownload } from '@portal/contracts/documents/schema';
import type { DocumentType } from '@portal/contracts/common/constants';
import { BULK_DOWNLOAD_FILE_NAME } from '@portal/contracts/documents/rules';
import { documentTexts } from '@portal/contracts/media/texts';
import { projectCan } from '@portal/contracts/project/access';
import type { Actor } from '../../lib/caller.ts';
import { ApiError } from '../../lib/http-errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { projectAccess } from '../project-permission/access.ts';
import { queueBulkDownload } from './bulk-download.ts';
import type { DocumentFile } from './service.ts';
import { zipBytes, zipItems, zipSeconds, type ZipItem } from './zip-writer.ts';

type ProjectZipDeps = Pick<
  ServiceDeps,
  'db' | 'storage' | 'now' | 'log' | 'bulkDownloadImmediateSeconds'
>;

/**
 * The most files a zip made inside a request holds, whatever their length: each costs a few
 * milliseconds of its own (its cache row, its storage read), so a thousand short ones take
 * seconds too.
 */
export const IMMEDIATE_ZIP_FILES = 50;

/** Small enough to make while the request waits (BULK_DOWNLOAD_IMMEDIATE_SECONDS). */
const madeAtOnce = (deps: ProjectZipDeps, items: readonly ZipItem[]): boolean =>
  items.length <= IMMEDIATE_ZIP_FILES && zipSeconds(items) <= deps.bulkDownloadImmediateSeconds;

/**
 * GET /v1/project/download-product/{id}: a zip of the transcripts of every returned media of the
 * project (or of the listed ones) in one format, each named by the filename conversion rule.
 * A small one is the answer (`file`); a larger one is made by the task queue (`queued`).
 */
export async function projectZip(
  deps: ProjectZipDeps,
  actor: Actor,
  projectId: number,
  wanted: { documentType: DocumentType; mediaIds: number[] },
): Promise<{ file: DocumentFile } | { queued: BulkDownload }> {
  if (!projectCan.read(await projectAccess(deps.db, actor, projectId)))
    throw new ApiError(404, documentTexts.projectNotFound);
  const items = await zipItems(deps.db, projectId, wanted.mediaIds);
  if (!madeAtOnce(deps, items))
    return {
      queued: await queueBulkDownload(deps, actor, projectId, { ...wanted, total: items.length }),
    };
  return {
    file: {
      bytes: await zipBytes(deps, items, wanted.documentType),
      fileName: BULK_DOWNLOAD_FILE_NAME,
      contentType: 'application/zip',
    },
  };
}
