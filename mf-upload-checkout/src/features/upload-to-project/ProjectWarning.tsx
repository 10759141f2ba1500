import { firstErrorMessage, notify, usePortalDispatch, type ApiError } from '@portal/contracts';
import { checkoutTexts } from '@portal/contracts/cart/checkout-texts';
import { useEmptyCartMutation } from '@portal/contracts/cart/client';
import { useAssignProjectMediaMutation } from '@portal/contracts/project/projects-client';
import type { ProjectView } from '@portal/contracts/project/schema';
import { Button } from '@portal/ui';
import { Dialog } from '@portal/ui/dialog';
import type { CartMedia } from '../upload/index.ts';
import { projectUploadTexts } from './texts.ts';

interface ProjectWarningProps {
  project: ProjectView;
  /** The cart's files that are not in this project (in another one, or in none). */
  others: CartMedia[];
  onCancel: () => void;
  /** The project owner an admin acts for: their cart. */
  userId?: number;
}

/**
 * Warning (client spec section 2): the cart already holds files of another project. Delete files
 * empties the cart; Upload into this project moves them in. Either way the cart then refetches,
 * holds only this project's files, and the upload step follows.
 */
export function ProjectWarning({ project, others, onCancel, userId }: ProjectWarningProps) {
  const dispatch = usePortalDispatch();
  const [emptyCart, emptying] = useEmptyCartMutation();
  const [assign, assigning] = useAssignProjectMediaMutation();
  const busy = emptying.isLoading || assigning.isLoading;

  const settle = async (action: () => Promise<{ error?: unknown }>, title: string) => {
    const result = await action();
    if (!result.error) return;
    dispatch(
      notify({
        type: 'error',
        title,
        desc: firstErrorMessage((result.error as ApiError).items, checkoutTexts.contactUs),
      }),
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={projectUploadTexts.warningTitle}
      description={`Your cart already holds files that are not in ${project.title}. Delete them, or upload them into this project with your new files.`}
      dismissible={!busy}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={emptying.isLoading}
            loadingLabel="Deleting files"
            disabled={busy}
            onClick={() =>
              void settle(
                () => emptyCart(userId ? { userId } : undefined),
                'We had a problem updating your cart',
              )
            }
          >
            Delete files
          </Button>
          <Button
            variant="primary"
            loading={assigning.isLoading}
            loadingLabel="Moving files"
            disabled={busy}
            onClick={() =>
              void settle(
                () => assign({ id: project.id, mediaList: others.map((m) => m.id) }),
                'We had a problem moving your files',
              )
            }
          >
            Upload into this project
          </Button>
        </>
      }
    >
      <ul className="project-upload__others" aria-label="Files in your cart from another project">
        {others.map((media) => (
          <li key={media.id}>{media.title}</li>
        ))}
      </ul>
    </Dialog>
  );
}
