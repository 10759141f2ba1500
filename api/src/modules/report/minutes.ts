/** Seconds of media as whole minutes, the unit the reports count media in (billed: exact). */
export const minutesOf = (seconds: number): number => Math.round(seconds / 60);
