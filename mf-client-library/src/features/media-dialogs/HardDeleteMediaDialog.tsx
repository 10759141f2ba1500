import type { ProjectMediaView } from '@portal/contracts/project/schema';
import DeleteMediaDialog from './DeleteMediaDialog.tsx';

/** The hard delete's confirmation, a chunk of its own like every media dialog. */
export default function HardDeleteMediaDialog(props: {
  media: ProjectMediaView;
  onClose: () => void;
}) {
  return <DeleteMediaDialog {...props} hard />;
}
