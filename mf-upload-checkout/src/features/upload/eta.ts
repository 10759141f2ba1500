/** Seconds left at the average speed so far; undefined until there is a speed to go by. */
export function remainingSeconds(loaded: number, total: number, elapsedMs: number) {
  if (loaded <= 0 || elapsedMs < 500 || total <= 0) return undefined;
  const rate = loaded / elapsedMs;
  return Math.max(0, Math.ceil((total - loaded) / rate / 1000));
}

/** "About 3 min left", "12 s left": the estimated time to completion of an upload row. */
export function formatRemaining(seconds: number | undefined): string {
  if (seconds === undefined) return 'Estimating time left…';
  if (seconds < 60) return `${Math.max(1, seconds)} s left`;
  if (seconds < 3600) return `About ${Math.round(seconds / 60)} min left`;
  const hours = Math.floor(seconds / 3600);
  return `About ${hours} h ${Math.round((seconds % 3600) / 60)} min left`;
}

const units = ['B', 'KB', 'MB', 'GB'] as const;

/** A file size for people: 1.5 MB. */
export function formatSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}
