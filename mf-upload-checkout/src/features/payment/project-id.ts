/** A project's id as a link gives it (?projectId=, a path): a whole number above zero, or nothing. */
export function projectIdOf(param: string | null | undefined): number | undefined {
  if (!param || !/^[1-9]\d*$/.test(param)) return undefined;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : undefined;
}
