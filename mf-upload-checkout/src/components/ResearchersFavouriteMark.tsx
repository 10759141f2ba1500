import { StatusChip } from '@portal/ui';

/**
 * The mark of a service researchers choose most (client spec section 2), the same on the quote's
 * service cards and beside the upload's chosen service; `isResearchersFavourite` says where.
 */
export function ResearchersFavouriteMark({ className }: { className?: string }) {
  return (
    <StatusChip tone="info" className={className}>
      Researcher&apos;s favourite
    </StatusChip>
  );
}
