/** An ILIKE pattern matching text that contains `text`, its wildcards taken literally. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
