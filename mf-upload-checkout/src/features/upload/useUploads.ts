import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  firstErrorMessage,
  usePortalDispatch,
  type ApiError,
  type Currency,
} from '@portal/contracts';
import { checkoutTexts } from '@portal/contracts/cart/checkout-texts';
import { extensionOf } from '@portal/contracts/storage/uploads';
import { mediaApi } from '@portal/contracts/media/client';
import type { ServiceOptions } from '@portal/contracts/services/rules';
import { xhrPut, type PutBytes } from './transport.ts';
import { isCancelled, startUpload, type UploadApi, type UploadHandle } from './upload-file.ts';

/** One file on its way (client spec section 3, Upload file state). */
export interface UploadRow {
  key: string;
  title: string;
  size: number;
  /** Bytes sent. */
  loaded: number;
  /** When the upload started (ms), for the estimated time to completion. */
  startedAt: number;
  status: 'uploading' | 'processing' | 'done' | 'failed';
  /** The media created for the file, once it is processed. */
  mediaId?: number;
  /** The server's description of a failure, else the contact-us text. */
  error?: string;
}

const inFlight = (row: UploadRow) => row.status === 'uploading' || row.status === 'processing';

const describe = (error: unknown): string =>
  firstErrorMessage((error as Partial<ApiError> | undefined)?.items ?? [], checkoutTexts.contactUs);

let counter = 0;

/**
 * The upload page's files in flight: each uploads on its own and stays in the list, done, until
 * `clearDone` (when all of them are processed and in the cart: client spec section 3), so the
 * rows leave together rather than one by one under the client's eyes; a failed one stays with its
 * error until dismissed. Leaving the page
 * cancels what is still uploading. With a projectId the media are created in that project; with
 * a userId (an admin uploading for a client) they are the client's.
 */
export function useUploads(put: PutBytes = defaultPut, projectId?: number, userId?: number) {
  const dispatch = usePortalDispatch();
  const [rows, setRows] = useState<UploadRow[]>([]);
  const handles = useRef(new Map<string, UploadHandle>());

  const api = useMemo<UploadApi>(() => {
    const untracked = { track: false } as const;
    const { endpoints } = mediaApi;
    return {
      create: (request) => dispatch(endpoints.createMedia.initiate(request, untracked)).unwrap(),
      presign: async (id) =>
        (await dispatch(endpoints.getPresignedUrl.initiate({ id }, untracked)).unwrap())
          .presignedUrl,
      presignPart: async (id, partNumber) =>
        (
          await dispatch(
            endpoints.getPresignedPartUrl.initiate({ id, partNumber }, untracked),
          ).unwrap()
        ).presignedUrl,
      process: (id, parts) =>
        dispatch(endpoints.processMedia.initiate({ id, parts }, untracked)).unwrap(),
      remove: (id) => dispatch(endpoints.deleteMedia.initiate({ id }, untracked)).unwrap(),
    };
  }, [dispatch]);

  const update = (key: string, change: Partial<UploadRow>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const add = useCallback(
    (files: File[], currency: Currency, serviceOptions: ServiceOptions | undefined) => {
      const added = files.map((file) => {
        counter += 1;
        return {
          file,
          row: {
            key: `upload-${counter}`,
            title: file.name,
            size: file.size,
            loaded: 0,
            startedAt: Date.now(),
            status: 'uploading',
          } satisfies UploadRow,
        };
      });
      setRows((all) => [...all, ...added.map(({ row }) => row)]);
      for (const { file, row } of added) {
        const handle = startUpload(
          file,
          {
            title: file.name,
            extension: extensionOf(file.name),
            mime: file.type,
            size: file.size,
            currency,
            ...(serviceOptions ? { serviceOptions } : {}),
            ...(projectId ? { projectId } : {}),
            ...(userId ? { userId } : {}),
          },
          api,
          put,
          {
            onProgress: (loaded) => update(row.key, { loaded }),
            onProcessing: () => update(row.key, { status: 'processing', loaded: file.size }),
          },
        );
        handles.current.set(row.key, handle);
        handle.done.then(
          (media) => update(row.key, { status: 'done', mediaId: media.id, loaded: file.size }),
          (error: unknown) => {
            if (!isCancelled(error)) update(row.key, { status: 'failed', error: describe(error) });
          },
        );
        void handle.done.finally(() => handles.current.delete(row.key)).catch(() => undefined);
      }
    },
    [api, put, projectId, userId],
  );

  /** Stops an upload and removes its media; a failed row is just dismissed. */
  const cancel = useCallback((key: string) => {
    setRows((all) => all.filter((row) => row.key !== key));
    void handles.current.get(key)?.cancel();
  }, []);

  const cancelAll = useCallback(() => {
    for (const handle of handles.current.values()) void handle.cancel();
    setRows([]);
  }, []);

  useEffect(() => {
    const open = handles.current;
    return () => {
      for (const handle of open.values()) void handle.cancel();
    };
  }, []);

  /** Takes the processed files out of the list, once they are in the cart. */
  const clearDone = useCallback(() => {
    setRows((all) => all.filter((row) => row.status !== 'done'));
  }, []);

  const inProgress = rows.filter(inFlight).length;
  return { rows, add, cancel, cancelAll, clearDone, inProgress };
}

const defaultPut = xhrPut();
