import { askedPoorAudioReason } from '@portal/contracts/app/failure-text';
import { failureText } from '@portal/contracts';

export interface SubmitFields {
  poorAudioReason?: string;
}

export type SubmitResult =
  { ok: true } | { ok: false; message: string; needsPoorAudioReason: boolean };

/** A refused submit as the dialog shows it: the server's words, and whether it wants a reason. */
export function refusedSubmit(error: unknown): SubmitResult {
  const needsPoorAudioReason = askedPoorAudioReason(error) !== undefined;
  return { ok: false, message: failureText(error), needsPoorAudioReason };
}
