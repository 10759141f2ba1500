/** Times on the wire are unix seconds. */
export const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);
