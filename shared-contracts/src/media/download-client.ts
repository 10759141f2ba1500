// Through the package's shared entries, like the endpoint modules: a remote's copy of this entry
// must reach the shell's one api and store.
import {
  accessTokenDue,
  mapHttpError,
  type ApiError,
  type PortalDispatch,
  type PortalState,
} from '@portal/contracts';
import { userApi } from '@portal/contracts/user/client';
import type { DocumentType } from '../common/constants.ts';
import { documentFileName, mediaProductUrl } from '../documents/rules.ts';
import type { JobType } from '../common/statuses.ts';

/** The file name a Content-Disposition header gives, if any. */
export function dispositionFileName(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded.trim());
  return /filename="?([^";]+)"?/i.exec(header)?.[1]?.trim();
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the bytes once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/** Opens a signed URL: a same-origin file downloads under its title, any other opens a tab. */
export function openSignedUrl(url: string, title: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = title;
  link.target = '_blank';
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

async function failure(response: Response, url: string): Promise<ApiError> {
  // Error bodies of binary routes are JSON too (client spec section 8).
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    return { status: response.status, items: mapHttpError(response.status, undefined, url, true) };
  }
  return { status: response.status, items: mapHttpError(response.status, body, url) };
}

/**
 * The answer of a /v1 route, fetched with the signed-in user's bearer (and `init`: a POST of an
 * uploaded file), for a caller that reads it itself (a file, or JSON on some statuses). An access
 * token known to be over, or a 401, asks for the profile through the base query, which refreshes
 * the tokens as every call does, and the fetch is made (again) on the new one. Rejects with an
 * ApiError unless the answer is a success.
 */
export const fetchAnswer =
  (url: string, init: RequestInit = {}) =>
  async (dispatch: PortalDispatch, getState: () => PortalState): Promise<Response> => {
    const send = () => {
      const token = getState().auth.tokens?.accessToken;
      const headers = new Headers(init.headers);
      if (token) headers.set('authorization', `Bearer ${token}`);
      return fetch(url, { ...init, headers });
    };
    const renewTokens = () =>
      dispatch(
        userApi.endpoints.getProfile.initiate(undefined, { forceRefetch: true, subscribe: false }),
      );
    if (accessTokenDue(getState().auth)) await renewTokens();
    let response = await send();
    if (response.status === 401) {
      await renewTokens();
      response = await send();
    }
    if (!response.ok) throw await failure(response, url);
    return response;
  };

/**
 * The bytes of a /v1 route that answers a file rather than JSON (fetchAnswer), with the name
 * the server gives it (if any). Rejects with an ApiError.
 *   const { blob } = await dispatch(fetchFile(`/v1/transcript/preview/${id}?document_type=pdf`));
 */
export const fetchFile =
  (url: string, init: RequestInit = {}) =>
  async (dispatch: PortalDispatch): Promise<{ blob: Blob; fileName: string | undefined }> => {
    const response = await dispatch(fetchAnswer(url, init));
    const fileName = dispositionFileName(response.headers.get('content-disposition'));
    return { blob: await response.blob(), fileName };
  };

/**
 * A file of a /v1 route (e.g. a ready bulk download), fetched as `fetchFile` does and saved as
 * the server's name for it, or `fileName`. Rejects with an ApiError.
 *   await dispatch(downloadFile(`/v1/invoice/raw/${id}`, invoiceFileName(number)));
 */
export const downloadFile =
  (url: string, fileName: string) =>
  async (dispatch: PortalDispatch): Promise<void> => {
    const file = await dispatch(fetchFile(url));
    saveBlob(file.blob, file.fileName ?? fileName);
  };

/**
 * One media's transcript (or its notes) as a document of this type (GET
 * /v1/media/download-product/{id}), saved under the media's title with the type's extension.
 */
export const downloadMediaProduct = (
  media: { id: number; title: string },
  documentType: DocumentType,
  kind: JobType = 'default',
) =>
  downloadFile(
    mediaProductUrl(media.id, documentType, kind),
    documentFileName(media.title, documentType, kind),
  );
