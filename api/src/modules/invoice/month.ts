import { fromPortalTime } from '@portal/contracts/common/portal-time';

/** The instants a YYYY-MM month starts and ends (exclusive) on the portal's clock. */
export function monthBounds(month: string): { from: Date; to: Date } {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const next = index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
  return { from: fromPortalTime(`${month}-01`), to: fromPortalTime(`${next}-01`) };
}
