// What other features take from the upload mode: adding files to the cart and their options.
export { AddFiles } from './AddFiles.tsx';
export { MediaOptions } from './MediaOptions.tsx';
export type { PutBytes } from './transport.ts';
export { hasOptions, useCartUploads, type CartMedia } from './useCartUploads.ts';
