import type { DocumentType } from '../common/constants.ts';
import {
  BULK_DOWNLOAD_FILE_NAME,
  bulkDownloadFailureText,
  bulkDownloadProgressTexts,
  projectProductUrl,
} from '../documents/rules.ts';
import type { Args, Reply } from '../routes/contract.ts';
import type { bulkDownloadRoutes } from './bulk-download-routes.ts';
import { failureText } from '../app/failure-text.ts';
// Through the shared API entry: a remote's copy of this entry must inject into the shell's
// one api, and its notifications reach the shell's one store.
import {
  notificationDismissed,
  notify,
  selectNotifications,
  updateNotification,
  type NotificationInput,
  type PortalDispatch,
  type PortalState,
} from '@portal/contracts';
import { api } from '@portal/contracts/app/api';
import { dispositionFileName, downloadFile, fetchAnswer, saveBlob } from './download-client.ts';

/** A zip made in the background; the 202 of GET /v1/project/download-product/{id} is one too. */
export type BulkDownload = Reply<(typeof bulkDownloadRoutes)['GET /v1/bulk-download/:id']>;

/** How often the notification center asks how far a zip being made is. */
export const BULK_DOWNLOAD_POLL_MS = 2_000;

const bulkDownloadApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getBulkDownload: build.query<
      BulkDownload,
      Args<(typeof bulkDownloadRoutes)['GET /v1/bulk-download/:id'], 'params'>
    >({
      query: ({ id }) => ({ url: `/v1/bulk-download/${id}` }),
    }),
  }),
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const progressOf = ({ done, total }: BulkDownload): NotificationInput => ({
  type: 'loading',
  title: bulkDownloadProgressTexts.preparing(done, total),
});

/** Saves the ready zip, then closes its notification; a refusal is told with its reason. */
const saveZip = (zip: BulkDownload, notificationId: string) => async (dispatch: PortalDispatch) => {
  try {
    await dispatch(downloadFile(`/v1/bulk-download/${zip.id}/file`, BULK_DOWNLOAD_FILE_NAME));
    dispatch(notificationDismissed(notificationId));
  } catch (error) {
    const title = bulkDownloadFailureText(zip.documentType);
    dispatch(notify({ type: 'error', title, desc: failureText(error) }));
  }
};

/** The notification of a zip that is made: a button saving it, or why it failed. */
const outcomeOf = (zip: BulkDownload, dispatch: PortalDispatch): NotificationInput =>
  zip.status === 'ready'
    ? {
        type: 'success',
        title: bulkDownloadProgressTexts.ready,
        action: {
          label: bulkDownloadProgressTexts.download,
          run: (id) => void dispatch(saveZip(zip, id)),
        },
      }
    : {
        type: 'error',
        title: bulkDownloadFailureText(zip.documentType),
        desc: zip.error ?? undefined,
      };

/**
 * Asks how far the zip is until it is made, telling `progressed`; a failed request fails the
 * zip as it is told. None once the user has signed out.
 */
async function untilMade(
  dispatch: PortalDispatch,
  getState: () => PortalState,
  zip: BulkDownload,
  progressed: (zip: BulkDownload) => void,
): Promise<BulkDownload | null> {
  let current = zip;
  while (current.status === 'queued' || current.status === 'running') {
    await wait(BULK_DOWNLOAD_POLL_MS);
    if (!getState().auth.tokens) return null;
    const request = bulkDownloadApi.endpoints.getBulkDownload.initiate(
      { id: current.id },
      { subscribe: false, forceRefetch: true },
    );
    try {
      current = await dispatch(request).unwrap();
    } catch (error) {
      return { ...current, status: 'failed', error: failureText(error) };
    }
    progressed(current);
  }
  return current;
}

/**
 * Follows a zip made in the background in the notification center, which the shell's store
 * keeps whatever page the user goes to: its progress while they leave it shown, then a button
 * saving it (or why it failed), even after they closed the progress. Signing out ends it.
 */
const followBulkDownload =
  (zip: BulkDownload) => async (dispatch: PortalDispatch, getState: () => PortalState) => {
    const notificationId = dispatch(notify(progressOf(zip))).payload.id;
    const isShown = () => selectNotifications(getState()).some(({ id }) => id === notificationId);
    const made = await untilMade(dispatch, getState, zip, (progress) => {
      if (isShown()) dispatch(updateNotification(notificationId, progressOf(progress)));
    });
    if (!made) {
      dispatch(notificationDismissed(notificationId));
      return;
    }
    const outcome = outcomeOf(made, dispatch);
    dispatch(isShown() ? updateNotification(notificationId, outcome) : notify(outcome));
  };

/**
 * A project's transcripts in one format as transcripts.zip (GET
 * /v1/project/download-product/{id}): saved at once when the server makes it at once, else
 * followed in the notification center while the server makes it (202). Rejects with an ApiError
 * when refused.
 */
export const downloadProjectZip =
  (projectId: number, documentType: DocumentType) => async (dispatch: PortalDispatch) => {
    const response = await dispatch(fetchAnswer(projectProductUrl(projectId, documentType)));
    if (response.status === 202) {
      void dispatch(followBulkDownload((await response.json()) as BulkDownload));
      return;
    }
    const fileName = dispositionFileName(response.headers.get('content-disposition'));
    saveBlob(await response.blob(), fileName ?? BULK_DOWNLOAD_FILE_NAME);
  };
