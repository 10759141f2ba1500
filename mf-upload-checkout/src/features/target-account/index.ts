// What other features take from the target account: who an upload is for, and the picker.
export { TargetAccountBanner, TargetAccountPicker } from './TargetAccountPicker.tsx';
export {
  TARGET_ACCOUNT_KEY,
  actsForClients,
  useTargetAccount,
  type TargetAccount,
} from './target-account.ts';
