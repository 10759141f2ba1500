// @portal/ui/dialog: the modal dialog and its Radix primitives, shared on their own so the
// portal's first load (which opens no dialog) does without them.
export { Dialog, DialogClose } from './dialog/Dialog.tsx';
export type { DialogProps, DialogSize } from './dialog/Dialog.tsx';
export { ConfirmActions } from './dialog/ConfirmActions.tsx';
export type { ConfirmActionsProps } from './dialog/ConfirmActions.tsx';
