/**
 * What a link to import must be, checked by the API's schema and by the upload page before it
 * asks (here without zod, which the upload page does not load otherwise).
 */

/** Whether a link may be asked for: http or https with a host (the server checks the rest). */
export function isImportableUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}
