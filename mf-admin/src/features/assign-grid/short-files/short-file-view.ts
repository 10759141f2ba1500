import { useState } from 'react';
import { STORAGE_KEYS, readJson, writeJson } from '@portal/contracts';
import type { StaffMediaQuery } from '@portal/contracts/media/staff-media-client';
import type { StaffMediaSortKey } from '@portal/contracts/common/limits';
import type { TableState } from '@portal/ui/table';

/** The short-file view is the admin's own way of working: kept in this browser across visits. */
export function useShortFileMode(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(
    () => readJson(localStorage, STORAGE_KEYS.shortFileBashing) === true,
  );
  const change = (next: boolean) => {
    writeJson(localStorage, STORAGE_KEYS.shortFileBashing, next);
    setOn(next);
  };
  return [on, change];
}

/**
 * GET /v1/media for the short-file view: ordered media no typist has yet, at most `maxDuration`
 * seconds long, neither on hold nor with an issue; sorted as the grid is, else by deadline.
 */
export const shortFileQuery = (
  { page, perPage, sort }: TableState,
  maxDuration: number,
): StaffMediaQuery => ({
  page,
  pageSize: perPage,
  status: ['ordered'],
  subStatus: ['Unassigned'],
  onHold: false,
  hasIssue: false,
  maxDuration,
  ...(sort && { sort: sort.key as StaffMediaSortKey, order: sort.value }),
});

/** The next `size` rows of the page not chosen yet, added to the chosen ones. */
export function withNextBatch(
  selected: ReadonlySet<string | number>,
  rows: readonly { id: number }[],
  size: number,
): Set<string | number> {
  const next = rows.filter((row) => !selected.has(row.id)).slice(0, size);
  return new Set([...selected, ...next.map((row) => row.id)]);
}
