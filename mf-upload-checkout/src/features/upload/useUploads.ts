import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  firstErrorMessage,
  usePortalDispatch,
  type ApiError,
  type Currency,
} from '@portal/contracts';
import { checkoutTexts } from '@portal/contracts/cart/checkout-texts';
import { extensionOf, uploadTexts } from '@portal/contracts/storage/uploads';
import { mediaApi, type CreateMediaRequest } from '@portal/contracts/media/client';
import type { ServiceOptions } from '@portal/contracts/services/rules';
import { xhrPut, type PutBytes } from './transport.ts';
import {
  defaultSettings,
  isCancelled,
  isGone,
  startUpload,
  type SentSoFar,
  type UploadApi,
  type UploadHandle,
  type UploadSettings,
} from './upload-file.ts';
import {
  browserRecords,
  bytesSent,
  identify,
  memoryRecords,
  sameFile,
  uploadJournal,
  type Digest,
  type UploadRecord,
  type UploadRecords,
} from './upload-records.ts';

/** One file on its way (client spec section 3, Upload file state). */
export interface UploadRow {
  key: string;
  title: string;
  size: number;
  /** Bytes sent. */
  loaded: number;
  /** When the upload started (ms), for the estimated time to completion. */
  startedAt: number;
  /** Bytes already stored when it started (a continued upload), not counted in its speed. */
  sentBefore: number;
  /** Since when a part waits for the connection to come back (the ETA is paused meanwhile). */
  waitingSince?: number;
  /** Time spent waiting, left out of the speed. */
  waitedMs: number;
  status: 'uploading' | 'processing' | 'done' | 'failed';
  /** The media created for the file, once it is processed. */
  mediaId?: number;
  /** The server's description of a failure, else the contact-us text. */
  error?: string;
}

const inFlight = (row: UploadRow) => row.status === 'uploading' || row.status === 'processing';

const describe = (error: unknown): string =>
  isGone(error)
    ? uploadTexts.uploadExpired
    : firstErrorMessage(
        (error as Partial<ApiError> | undefined)?.items ?? [],
        checkoutTexts.contactUs,
      );

/** Where uploads keep their records, whose they are, and how they send (tests bring theirs). */
export interface Resumable {
  records: UploadRecords;
  /** Undefined while whose uploads these are is not known yet (the profile is loading). */
  owner: string | undefined;
  settings?: UploadSettings;
  digest?: Digest;
}

let sharedRecords: UploadRecords | undefined;
/** The browser's records, opened once. */
export const defaultRecords = () => (sharedRecords ??= browserRecords());

/** The records of uploads cut short, not on their way on this page now. */
function useInterrupted(records: UploadRecords, owner: string | undefined) {
  const [interrupted, setInterrupted] = useState<UploadRecord[]>([]);
  useEffect(() => {
    if (owner === undefined) return undefined;
    let current = true;
    records.list(owner).then(
      (list) => current && setInterrupted(list),
      () => undefined, // no IndexedDB: nothing to go on with
    );
    return () => {
      current = false;
    };
  }, [records, owner]);
  const drop = useCallback(
    (record: UploadRecord) =>
      setInterrupted((all) => all.filter((r) => r.mediaId !== record.mediaId)),
    [],
  );
  return { interrupted, drop };
}

let counter = 0;

/**
 * The upload page's files in flight: each uploads on its own and stays in the list, done, until
 * `clearDone` (when all of them are processed and in the cart: client spec section 3), so the
 * rows leave together rather than one by one under the client's eyes; a failed one stays with its
 * error until dismissed. Leaving the page
 * cancels what is still uploading. With a projectId the media are created in that project; with
 * a userId (an admin uploading for a client) they are the client's.
 */
export function useUploads(
  put: PutBytes,
  projectId: number | undefined,
  userId: number | undefined,
  { records, owner, settings = defaultSettings, digest }: Resumable,
) {
  const dispatch = usePortalDispatch();
  const { interrupted, drop } = useInterrupted(records, owner);
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

  const update = useCallback(
    (key: string, change: Partial<UploadRow>) =>
      setRows((all) => all.map((row) => (row.key === key ? { ...row, ...change } : row))),
    [],
  );

  /** Starts one file's upload, or goes on with an interrupted one, and follows it in its row. */
  const launch = useCallback(
    (file: File, start: CreateMediaRequest | UploadRecord) => {
      counter += 1;
      const resumed = 'mediaId' in start ? start : undefined;
      const key = `upload-${counter}`;
      const sentBefore = resumed ? bytesSent(resumed, settings.chunkSize) : 0;
      const row: UploadRow = {
        key,
        title: resumed?.title ?? file.name,
        size: file.size,
        loaded: sentBefore,
        startedAt: Date.now(),
        sentBefore,
        waitedMs: 0,
        status: 'uploading',
      };
      setRows((all) => [...all, row]);
      // Whose uploads these are is known before any file can be added; until then, none is kept.
      const journal = uploadJournal(
        owner === undefined ? memoryRecords() : records,
        owner ?? '',
        async () => resumed?.file ?? identify(file, digest),
        resumed,
      );
      const from: CreateMediaRequest | SentSoFar = resumed
        ? { mediaId: resumed.mediaId, partCount: resumed.partCount, parts: resumed.parts }
        : start;
      const handle = startUpload(
        file,
        from,
        api,
        put,
        {
          onCreated: journal.created,
          onPartSent: journal.partSent,
          onProgress: (loaded) => update(key, { loaded }),
          onWaiting: (waiting) =>
            setRows((all) =>
              all.map((r) => {
                if (r.key !== key) return r;
                if (waiting) return { ...r, waitingSince: Date.now() };
                const waited = r.waitingSince === undefined ? 0 : Date.now() - r.waitingSince;
                return { ...r, waitingSince: undefined, waitedMs: r.waitedMs + waited };
              }),
            ),
          onProcessing: () => update(key, { status: 'processing', loaded: file.size }),
        },
        settings,
      );
      handles.current.set(key, handle);
      handle.done.then(
        (media) => update(key, { status: 'done', mediaId: media.id, loaded: file.size }),
        (error: unknown) => {
          if (!isCancelled(error)) update(key, { status: 'failed', error: describe(error) });
        },
      );
      void handle.done
        .finally(() => {
          handles.current.delete(key);
          return journal.ended();
        })
        .catch(() => undefined);
    },
    [api, put, records, owner, settings, digest, update],
  );

  const add = useCallback(
    (files: File[], currency: Currency, serviceOptions: ServiceOptions | undefined) => {
      for (const file of files)
        launch(file, {
          title: file.name,
          extension: extensionOf(file.name),
          mime: file.type,
          size: file.size,
          currency,
          ...(serviceOptions ? { serviceOptions } : {}),
          ...(projectId ? { projectId } : {}),
          ...(userId ? { userId } : {}),
        });
    },
    [launch, projectId, userId],
  );

  /**
   * Goes on with an interrupted upload from the file chosen again: only the same file (name,
   * size, last change and the fingerprint of its first and last MB) is accepted; answers why
   * another is refused.
   */
  const resume = useCallback(
    async (record: UploadRecord, file: File): Promise<string | undefined> => {
      if (!sameFile(await identify(file, digest), record.file))
        return uploadTexts.notTheSameFile(record.file.name);
      drop(record);
      launch(file, record);
      return undefined;
    },
    [digest, drop, launch],
  );

  /** Gives up an interrupted upload: its media is removed from the server, its record here. */
  const discard = useCallback(
    async (record: UploadRecord) => {
      drop(record);
      await Promise.all([
        api.remove(record.mediaId).catch(() => undefined),
        records.remove(record).catch(() => undefined),
      ]);
    },
    [api, drop, records],
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
  return { rows, add, cancel, cancelAll, clearDone, inProgress, interrupted, resume, discard };
}

export const defaultPut = xhrPut();
