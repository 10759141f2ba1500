/**
 * /update_pixel (client spec section 2): a stub route outside /v3, open to anyone and headless.
 * The spec gives it no content, so it is an empty page: no header or menu, no redirect to /v3,
 * and nothing that could pass for a feature.
 */
export function PixelUpdatePage() {
  return <main id="main" className="shell-main" aria-label="Pixel update" />;
}
