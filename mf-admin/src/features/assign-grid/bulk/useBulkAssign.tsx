import { useState, type ReactNode } from 'react';
import { useGetProfileQuery } from '@portal/contracts/user/client';
import { MEDIA_ASSIGN_BULK_MAX } from '@portal/contracts/common/limits';
import { mayUseGridAction } from '@portal/contracts/media-assignment/assign-grid-actions';
import type { StaffMedia } from '@portal/contracts/media/staff-media-schema';
import { Button, LazyDialog, lazyNamed } from '@portal/ui';
import type { RowSelection } from '@portal/ui/table';

// The dialog comes with its first opening: the grid draws only the button.
const BulkAssignDialog = lazyNamed(() => import('./BulkAssignDialog.tsx'), 'BulkAssignDialog');

/**
 * The grid's bulk assignment, for the roles the action map gives it: the rows' checkboxes, the
 * "Assign selected" button and its dialog. The selection outlives paging and filtering.
 */
export function useBulkAssign(): {
  selection?: RowSelection<StaffMedia>;
  toolbar: ReactNode;
  dialog: ReactNode;
} {
  const { data: user } = useGetProfileQuery();
  const [selected, setSelected] = useState<Set<string | number>>(new Set());
  const [open, setOpen] = useState(false);
  if (!user || !mayUseGridAction(user.role, 'bulkAssign')) return { toolbar: null, dialog: null };
  const ids = [...selected].map(Number);
  const tooMany = ids.length > MEDIA_ASSIGN_BULK_MAX;
  const close = () => {
    setOpen(false);
    setSelected(new Set());
  };
  return {
    selection: { selected, onChange: setSelected, label: (media) => `Select ${media.title}` },
    toolbar: (
      <div className="assign-grid__bulk">
        <Button onClick={() => setOpen(true)} disabled={ids.length === 0 || tooMany}>
          Assign selected ({ids.length})
        </Button>
        {tooMany && (
          <span className="assign-grid__note">
            At most {MEDIA_ASSIGN_BULK_MAX} media can be assigned at once.
          </span>
        )}
      </div>
    ),
    dialog: open && (
      <LazyDialog onClose={() => setOpen(false)}>
        <BulkAssignDialog mediaIds={ids} onClose={close} />
      </LazyDialog>
    ),
  };
}
