import { Fragment, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useGetProfileQuery } from '@portal/contracts/user/client';
import type { StaffMedia } from '@portal/contracts/media/staff-media-schema';
import { LazyDialog, Menu, MenuItem, MenuLabel, MenuSeparator, lazyNamed } from '@portal/ui';
import { menuLabel, offeredGroups } from './row-actions/offered.ts';
import { useDownloadMedia } from './row-actions/useDownloadMedia.ts';
import { useAssignActions } from './split/useAssignActions.tsx';
import { useMediaEdits } from './media-edits/useMediaEdits.tsx';
import { pageActions, type DialogAction } from './row-actions/page-actions.ts';

// The row actions' dialogs come with the first one opened: the grid draws only their menus.
const RowActionDialog = lazyNamed(
  () => import('./row-actions/RowActionDialog.tsx'),
  'RowActionDialog',
);

const isPageAction = (action: string): action is keyof typeof pageActions => action in pageActions;

/** The actions another view of the grid puts first (the live note-taking grid's session). */
export interface ViewActions {
  label: string;
  items: ReactNode[];
  /** The dialog of the one chosen, which renders beside the menu. */
  dialog: ReactNode;
}

/**
 * A grid row's actions (staff spec section 2, media-assign grid row actions), grouped as what
 * the media is, its transcript, its production and its client: those the signed-in role may use
 * (assign-grid-actions) and the media's state allows, each opening its dialog or its page; then
 * its editable details and its assignment (splitting, proofreading).
 */
export function MediaActionsMenu({ media, view }: { media: StaffMedia; view?: ViewActions }) {
  const { data: user } = useGetProfileQuery();
  const [open, setOpen] = useState<DialogAction | null>(null);
  const downloadMedia = useDownloadMedia(media);
  const assign = useAssignActions(media);
  const edits = useMediaEdits(media);
  if (!user) return null;
  return (
    <>
      <Menu trigger="Actions" label={`Actions for ${media.title}`}>
        {view && view.items.length > 0 && (
          <>
            <MenuLabel>{view.label}</MenuLabel>
            {view.items}
            <MenuSeparator />
          </>
        )}
        {offeredGroups(user.role, media).map(({ label, actions }, index) => (
          <Fragment key={label}>
            {index > 0 && <MenuSeparator />}
            <MenuLabel>{label}</MenuLabel>
            {actions.map((action) =>
              isPageAction(action) ? (
                <MenuItem key={action} asChild>
                  <Link to={pageActions[action](media.id)}>{menuLabel(action, media)}</Link>
                </MenuItem>
              ) : (
                <MenuItem
                  key={action}
                  tone={action === 'deleteMedia' ? 'danger' : 'default'}
                  onSelect={() =>
                    action === 'downloadMedia' ? void downloadMedia() : setOpen(action)
                  }
                >
                  {menuLabel(action, media)}
                </MenuItem>
              ),
            )}
          </Fragment>
        ))}
        {edits.items.length > 0 && (
          <>
            <MenuSeparator />
            <MenuLabel>Details</MenuLabel>
            {edits.items}
          </>
        )}
        {assign.items.length > 0 && (
          <>
            <MenuSeparator />
            <MenuLabel>Assignment</MenuLabel>
            {assign.items}
          </>
        )}
      </Menu>
      {open && (
        <LazyDialog key={open} onClose={() => setOpen(null)}>
          <RowActionDialog action={open} media={media} onClose={() => setOpen(null)} />
        </LazyDialog>
      )}
      {edits.dialog}
      {assign.dialog}
      {view?.dialog}
    </>
  );
}
