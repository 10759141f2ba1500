import { useCallback, useState } from 'react';
import {
  firstErrorMessage,
  usePortalDispatch,
  type ApiError,
  type Currency,
} from '@portal/contracts';
import { checkoutTexts } from '@portal/contracts/cart/checkout-texts';
import { mediaImportApi, useImportMediaMutation } from '@portal/contracts/media-import/client';
import type { ServiceOptions } from '@portal/contracts/services/rules';

/** One link being imported, as its row follows it. */
export interface LinkImportEntry {
  key: string;
  /** The import's id on the server, asked for until it is done or failed. */
  id: number;
  /** The file's name in the link (the server may find a better one in its answer's headers). */
  name: string;
  /** Done or failed: no longer counted among the files on their way. */
  settled: boolean;
}

/** The link's last path segment, else its host: what the row calls it until it is in the cart. */
export function fileNameOfLink(link: string): string {
  const url = new URL(link);
  const segment = url.pathname.split('/').filter(Boolean).at(-1);
  if (!segment) return url.hostname;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

interface LinkImportsOptions {
  currency: Currency;
  /** The options chosen last, which files added later start with (as for an upload). */
  serviceOptions: ServiceOptions | undefined;
  projectId: number | undefined;
  /** The client an admin imports for: their media, their cart. */
  userId: number | undefined;
}

let counter = 0;

/**
 * Imports from a link (issue 43): the server fetches each link in a task and processes it into
 * the cart as an upload; the rows follow them by polling (LinkImport.tsx). Leaving the page
 * stops nothing: the import goes on on the server and lands in the cart all the same.
 */
export function useLinkImports({
  currency,
  serviceOptions,
  projectId,
  userId,
}: LinkImportsOptions) {
  const dispatch = usePortalDispatch();
  const [importMedia] = useImportMediaMutation();
  const [entries, setEntries] = useState<LinkImportEntry[]>([]);

  /** Asks for the link to be imported; answers the server's refusal, if any, in its words. */
  const start = async (url: string): Promise<string | undefined> => {
    const result = await importMedia({
      url,
      currency,
      ...(serviceOptions ? { serviceOptions } : {}),
      ...(projectId ? { projectId } : {}),
      ...(userId ? { userId } : {}),
    });
    if (result.error)
      return firstErrorMessage((result.error as ApiError).items, checkoutTexts.contactUs);
    const answer = result.data;
    // The row starts from this answer, and asks again after the polling interval.
    await dispatch(
      mediaImportApi.util.upsertQueryData('getMediaImport', { id: answer.id }, answer),
    );
    counter += 1;
    const entry = { key: `import-${counter}`, id: answer.id, name: fileNameOfLink(url) };
    setEntries((all) => [...all, { ...entry, settled: false }]);
    return undefined;
  };

  const settle = useCallback(
    (key: string) =>
      setEntries((all) => all.map((e) => (e.key === key ? { ...e, settled: true } : e))),
    [],
  );

  const remove = useCallback(
    (key: string) => setEntries((all) => all.filter((e) => e.key !== key)),
    [],
  );

  const fetching = entries.filter((e) => !e.settled).length;
  return { entries, start, settle, remove, fetching };
}

export type LinkImports = ReturnType<typeof useLinkImports>;
