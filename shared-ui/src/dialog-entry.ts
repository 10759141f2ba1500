// @portal/ui/dialog: the modal dialog and its Radix primitives, shared on their own so the
// portal's first load (which opens no dialog) does without them.
// Shared stylesheets first, in the order of index.ts (which says why).
import './icons/icons.css';
import './spinner/spinner.css';
import './button/button.css';
import './tooltip/tooltip.css';
export { Dialog, DialogClose } from './dialog/Dialog.tsx';
export type { DialogProps, DialogSize } from './dialog/Dialog.tsx';
export { ConfirmActions } from './dialog/ConfirmActions.tsx';
export type { ConfirmActionsProps } from './dialog/ConfirmActions.tsx';
