import { matchPath } from 'react-router';
import { Role, routerPathOf, type FeatureFlag } from '@portal/contracts';

/** The upload page, and the same page in quote mode. */
export const UPLOAD_PATH = '/v3/fileupload/addfiles';
export const QUOTE_PATH = `${UPLOAD_PATH}?mode=quote`;

export interface MenuEntry {
  label: string;
  to: string;
  external?: boolean;
  /** Shown as a button (the client's Upload file). */
  button?: boolean;
  flag?: FeatureFlag;
  /** Shown with the count of pending invitations, and only while there are any. */
  counted?: boolean;
  /** Current on its own path only, not on the pages below it (the proofreader's Home). */
  end?: boolean;
  /** Its label on the editor and snapshot pages (the typist's "Portal Home"). */
  workspaceLabel?: string;
  /** Shown on the editor and snapshot pages only (the typist's Help centre). */
  workspaceOnly?: boolean;
}

/** The pages where a typist works on a transcript, whose menu reads differently. */
export const isWorkspacePath = (pathname: string): boolean =>
  /^\/v3\/(editor|snapshot)(\/|$)/.test(pathname);

/** Admins' menu, which a super admin's extends (staff spec section 2). */
const adminMenu: readonly MenuEntry[] = [
  { label: 'Projects', to: '/v3/admin/projects', flag: 'adminProjects' },
  { label: 'Transcription', to: '/v3/admin/assign' },
  { label: 'Live Notetaking', to: '/v3/admin/live-notetaking', flag: 'liveNotetaking' },
  { label: 'Pre bookings', to: '/v3/admin/pre-bookings', flag: 'prebookings' },
  { label: 'Users', to: '/v3/admin/users/client' },
  { label: 'Shifts', to: '/v3/admin/shifts/capacity', flag: 'shifts' },
  { label: 'Upload/Quote', to: QUOTE_PATH },
  { label: 'Companies', to: '/v3/admin/companies' },
];

/**
 * The main menu of each role (client spec section 2, staff spec section 2). An entry joins its
 * list when the issue that builds its screen lands; until then it is left out, not faked.
 */
export const mainMenus: Record<Role, readonly MenuEntry[]> = {
  [Role.CLIENT]: [
    { label: 'Library', to: '/v3/library/my' },
    { label: 'Upload file', to: UPLOAD_PATH, button: true },
    { label: 'Get a quote', to: QUOTE_PATH },
    { label: 'Pending invitations', to: '/v3/pending-invitations', counted: true },
    { label: 'Help centre', to: 'help-centre', external: true },
  ],
  [Role.TYPIST]: [
    { label: 'Home', to: '/v3/typist/library/assigned', workspaceLabel: 'Portal Home' },
    { label: 'Demo', to: '/v3/editor/demo' },
    { label: 'Contracts', to: '/v3/typist/contracts', flag: 'contracts' },
    { label: 'Shiftbooker', to: '/v3/typist/shiftbooker', flag: 'shifts' },
    { label: 'Help centre', to: 'help-centre', external: true, workspaceOnly: true },
  ],
  [Role.PROOFREADER]: [
    { label: 'Home', to: '/v3/proofreader', end: true },
    { label: 'Shiftbooker', to: '/v3/proofreader/shiftbooker', flag: 'proofreaderShifts' },
    { label: 'Contracts', to: '/v3/proofreader/contracts', flag: 'contracts' },
  ],
  [Role.RESTRICTED_ADMIN]: [
    { label: 'Transcription', to: '/v3/radmin/assign' },
    { label: 'Live Notetaking', to: '/v3/radmin/live-notetaking', flag: 'liveNotetaking' },
    { label: 'Pre bookings', to: '/v3/radmin/pre-bookings', flag: 'prebookings' },
  ],
  [Role.ADMIN]: adminMenu,
  [Role.SUPER_ADMIN]: [
    ...adminMenu,
    { label: 'Services', to: '/v3/super-admin/services' },
    { label: 'Reports', to: '/v3/super-admin/reports' },
    { label: 'Promo codes', to: '/v3/super-admin/promo-codes', flag: 'discountCodes' },
  ],
};

/**
 * The entry of the page shown (a router location), for its current mark: one whose path matches
 * as a NavLink's would and whose query's parameters all hold here, the one asking most of the
 * query if several do. Get a quote is the upload page with ?mode=quote: there, it is current and
 * Upload file is not; on the upload page itself, the other way round.
 */
export function currentEntry(
  entries: readonly MenuEntry[],
  { pathname, search }: { pathname: string; search: string },
): MenuEntry | undefined {
  const here = new URLSearchParams(search);
  let current: { entry: MenuEntry; asks: number } | undefined;
  for (const entry of entries) {
    if (entry.external) continue;
    const to = new URL(routerPathOf(entry.to), 'http://portal');
    if (!matchPath({ path: to.pathname, end: entry.end ?? false }, pathname)) continue;
    const query = [...to.searchParams];
    if (!query.every(([key, value]) => here.get(key) === value)) continue;
    if (!current || query.length > current.asks) current = { entry, asks: query.length };
  }
  return current?.entry;
}
