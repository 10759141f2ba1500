import { SuccessIcon } from '@portal/ui';
import { formatUnixTime } from '@portal/contracts';
import { staffContractsTexts } from '@portal/contracts/staff-contracts/texts';

/** "Signed on 05/01/2026": a document done, announced when it appears after signing. */
export function SignedNote({ signedAt }: { signedAt: string }) {
  const date = formatUnixTime(Date.parse(signedAt) / 1000, 'short');
  return (
    <p className="contracts__signed" role="status">
      <SuccessIcon />
      {staffContractsTexts.signedOn(date)}
    </p>
  );
}
