/** Joins the truthy class names: cx('ui-button', loading && 'ui-button--loading'). */
export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
