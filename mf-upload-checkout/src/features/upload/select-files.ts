import { CART_LIMIT } from '@portal/contracts';
import { extensionOf, isSupportedExtension } from '@portal/contracts/storage/uploads';

export interface FileSelection<F extends { name: string }> {
  /** Files to upload, in the order given, within the cart limit. */
  accepted: F[];
  /** Files whose extension is not on the whitelist. */
  unsupported: F[];
  /** Supported files cut because the cart would pass 20 files. */
  overLimit: F[];
}

/**
 * The upload page's checks (client spec section 5): the extension whitelist, then the 20-file cart
 * limit counting files already in the cart or uploading.
 */
export function selectFiles<F extends { name: string }>(
  files: readonly F[],
  alreadyInCart: number,
  limit: number = CART_LIMIT,
): FileSelection<F> {
  const supported = files.filter((file) => isSupportedExtension(extensionOf(file.name)));
  const room = Math.max(0, limit - alreadyInCart);
  return {
    accepted: supported.slice(0, room),
    unsupported: files.filter((file) => !supported.includes(file)),
    overLimit: supported.slice(room),
  };
}
