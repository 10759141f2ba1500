/** Pushes events to Google Tag Manager's dataLayer, creating it when the page has none. */
export function pushToDataLayer(events: Record<string, unknown>[], target: Window = window): void {
  const holder = target as Window & { dataLayer?: unknown[] };
  holder.dataLayer ??= [];
  holder.dataLayer.push(...events);
}
