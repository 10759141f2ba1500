import { Link } from 'react-router';
import type { StaffMedia } from '@portal/contracts/admin';
import { Menu, MenuItem } from '@portal/ui';
import { useMediaEdits } from './media-edits/useMediaEdits.tsx';

/**
 * A grid row's actions (staff spec section 2, media-assign grid row actions): the two that open
 * pages of their own (the transcript in the editor and the media's snapshots), and the media's
 * editable details, each a dialog beside the menu.
 */
export function MediaActionsMenu({ media }: { media: StaffMedia }) {
  const edits = useMediaEdits(media);
  return (
    <>
      <Menu trigger="Actions" label={`Actions for ${media.title}`}>
        <MenuItem asChild>
          <Link to={`/editor?media=${media.id}`}>Open transcript</Link>
        </MenuItem>
        <MenuItem asChild>
          <Link to={`/media-snapshots?media=${media.id}`}>Snapshots</Link>
        </MenuItem>
        {edits.items}
      </Menu>
      {edits.dialog}
    </>
  );
}
