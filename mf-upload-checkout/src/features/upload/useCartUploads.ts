import { useEffect, useLayoutEffect, useState } from 'react';
import {
  DEBOUNCE,
  firstErrorMessage,
  notify,
  selectSignedIn,
  usePortalDispatch,
  usePortalSelector,
  type ApiError,
  type Currency,
} from '@portal/contracts';
import { checkoutTexts } from '@portal/contracts/cart/checkout-texts';
import {
  useEmptyCartMutation,
  useGetCartQuery,
  useUpdateCartMutation,
} from '@portal/contracts/cart/client';
import type { CartView } from '@portal/contracts/cart/schema';
import { useGetProfileQuery } from '@portal/contracts/user/client';
import type { ServiceOptions } from '@portal/contracts/services/rules';
import { useDebouncedCallback } from '@portal/ui/forms';
import { selectFiles } from './select-files.ts';
import type { PutBytes } from './transport.ts';
import { useLinkImports } from './useLinkImports.ts';
import { defaultPut, defaultRecords, useUploads, type Resumable } from './useUploads.ts';

export type CartMedia = CartView['mediaList'][number];

export interface UploadNotices {
  /** Names of files refused for their format. */
  unsupported: string[];
  limitReached: boolean;
}

/** A media with the options the checkout needs: a service, a turnaround and the speakers. */
export const hasOptions = (media: CartMedia): boolean => {
  const options = media.serviceOptions as { turnaround?: unknown; speakers?: unknown } | null;
  return Boolean(options?.turnaround && options.speakers);
};

/** A clock for the estimated times to completion, ticking while anything uploads. */
function useNow(active: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * Clears the processed uploads once none is on its way and the cart holds them all: each file's
 * row gives way to its cart line at the same moment, and the rows leave together.
 */
function useClearLanded(uploads: ReturnType<typeof useUploads>, media: CartMedia[]) {
  const { rows, inProgress, clearDone } = uploads;
  const done = rows.filter((row) => row.status === 'done');
  const landed =
    inProgress === 0 &&
    done.length > 0 &&
    done.every((row) => media.some((m) => m.id === row.mediaId));
  // Before paint: no frame shows a file both as a row and as a cart line.
  useLayoutEffect(() => {
    if (landed) clearDone();
  }, [landed, clearDone]);
}

interface CartUploadsOptions {
  /** The currency of a cart not started yet. */
  preferredCurrency: Currency;
  put?: PutBytes;
  /** Files go straight into this project (the upload-to-project dialog). */
  projectId?: number;
  /** The client an admin uploads for: their media, their cart. */
  userId?: number;
  /** No cart is fetched yet (whose it is is not known). */
  skip?: boolean;
  /** Where interrupted uploads are kept (IndexedDB unless given), and the settings to send with. */
  resumable?: Omit<Resumable, 'owner'>;
}

/** Whose uploads the browser keeps: the client an admin uploads for, the user, or a visitor. */
function useUploadOwner(userId: number | undefined): string | undefined {
  const signedIn = usePortalSelector(selectSignedIn);
  const profile = useGetProfileQuery(undefined, { skip: !signedIn || userId !== undefined });
  if (userId !== undefined) return `for-client:${userId}`;
  if (!signedIn) return 'visitor';
  return profile.data ? `user:${profile.data.id}` : undefined;
}

/**
 * The files of the upload page and of the upload-to-project dialog: the cart, the uploads on
 * their way into it (within the cart limit and the format whitelist), removing a file, and the
 * options chosen last, which files added later start with.
 */
export function useCartUploads({
  preferredCurrency,
  put,
  projectId,
  userId,
  skip = false,
  resumable,
}: CartUploadsOptions) {
  const dispatch = usePortalDispatch();
  const owner = userId ? { userId } : undefined;
  const cart = useGetCartQuery(owner, { skip });
  const currency = cart.data?.currency ?? preferredCurrency;
  const uploadOwner = useUploadOwner(userId);
  const records = resumable?.records ?? defaultRecords();
  const uploads = useUploads(put ?? defaultPut, projectId, userId, {
    ...resumable,
    records,
    owner: uploadOwner,
  });
  const [notices, setNotices] = useState<UploadNotices>({ unsupported: [], limitReached: false });
  const [chosen, setChosen] = useState<ServiceOptions>();
  const [updateCart] = useUpdateCartMutation();
  const [emptyCart] = useEmptyCartMutation();
  const [removing, setRemoving] = useState<number>();
  // Prices change with the options: the totals are fetched again DEBOUNCE.cartRecalculation
  // (300 ms) after the last save.
  const refetchCart = useDebouncedCallback(() => void cart.refetch(), DEBOUNCE.cartRecalculation);
  const now = useNow(uploads.inProgress > 0);
  const imports = useLinkImports({ currency, serviceOptions: chosen, projectId, userId });

  const media = cart.data?.mediaList ?? [];
  const inCart = media.length + uploads.inProgress + imports.fetching;
  useClearLanded(uploads, media);

  const addFiles = (files: File[]) => {
    if (files.length === 0) return;
    const selection = selectFiles(files, inCart);
    setNotices({
      unsupported: selection.unsupported.map((file) => file.name),
      limitReached: selection.overLimit.length > 0,
    });
    if (selection.accepted.length > 0) uploads.add(selection.accepted, currency, chosen);
  };

  const remove = async (item: CartMedia) => {
    setRemoving(item.id);
    // Taking out the last file empties the cart (client spec section 4).
    const result =
      media.length <= 1
        ? await emptyCart(owner)
        : await updateCart({
            ...owner,
            mediaList: media.filter((m) => m.id !== item.id).map((m) => m.id),
          });
    setRemoving(undefined);
    if (result.error)
      dispatch(
        notify({
          type: 'error',
          title: 'We had a problem updating your cart',
          desc: firstErrorMessage((result.error as ApiError).items, checkoutTexts.contactUs),
        }),
      );
  };

  return {
    cart,
    currency,
    media,
    inCart,
    uploads,
    imports,
    notices,
    now,
    addFiles,
    remove,
    removing,
    chosen,
    setChosen,
    refetchCart,
  };
}
