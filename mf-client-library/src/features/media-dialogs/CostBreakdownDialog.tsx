import type { ProjectMediaView } from '@portal/contracts/project/schema';
import { formatMoney } from '@portal/contracts';
import { Dialog } from '@portal/ui/dialog';
import { DialogNote } from '../../components/DialogText.tsx';
import { formatBilledDuration } from '../../components/media-format.ts';
import './media-dialogs.css';

interface CostBreakdownDialogProps {
  media: ProjectMediaView;
  onClose: () => void;
}

/**
 * What the media cost: the price before discounts, the discount, the price ex VAT, the VAT and
 * the total. The discount and the VAT are the differences the server's three prices leave.
 */
export default function CostBreakdownDialog({ media, onClose }: CostBreakdownDialogProps) {
  const { fullPrice, price, grossPrice, currency } = media;
  const money = (minorUnits: number) => formatMoney(minorUnits, currency);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Cost breakdown"
      description={media.title}
      size="sm"
    >
      {fullPrice === null || price === null || grossPrice === null ? (
        <DialogNote>This media has not been priced yet.</DialogNote>
      ) : (
        <dl className="media-cost ui-tabular-nums">
          <dt>Billed duration</dt>
          <dd>{formatBilledDuration(media.billedDuration)}</dd>
          <dt>Full price</dt>
          <dd>{money(fullPrice)}</dd>
          <dt>Discount</dt>
          <dd>{money(price - fullPrice)}</dd>
          <dt>Price ex. VAT</dt>
          <dd>{money(price)}</dd>
          <dt>VAT</dt>
          <dd>{money(grossPrice - price)}</dd>
          <dt className="media-cost__total">Total inc. VAT</dt>
          <dd className="media-cost__total">{money(grossPrice)}</dd>
        </dl>
      )}
    </Dialog>
  );
}
