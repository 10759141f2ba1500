import { notify, usePortalDispatch } from '@portal/contracts';
import { useDeleteServiceDiscountMutation } from '@portal/contracts/promo-codes/client';
import type { ServiceDiscount } from '@portal/contracts/promo-codes/schema';
import { submissionErrors } from '@portal/contracts/app/field-errors';
import { ConfirmDialog } from '@portal/ui/forms';

/** Removes a business discount: its members pay the full price from then on. */
export function DeleteServiceDiscountDialog({
  discount,
  onClose,
}: {
  discount: ServiceDiscount;
  onClose(): void;
}) {
  const [remove] = useDeleteServiceDiscountMutation();
  const dispatch = usePortalDispatch();
  const what = `${discount.discount}% on ${discount.serviceName} in ${discount.currency}`;
  const submit = async () => {
    const result = await remove(discount.id);
    if (result.error) return submissionErrors(result.error, 'The discount could not be removed');
    dispatch(notify({ type: 'success', title: 'Discount removed', desc: discount.businessName }));
    onClose();
    return undefined;
  };
  return (
    <ConfirmDialog
      title="Remove discount"
      description={discount.businessName}
      intro={
        <p>
          {discount.businessName} loses its {what}. Its members pay the full price from now on;
          orders already paid keep their price.
        </p>
      }
      confirm="Remove"
      busyLabel="Removing"
      variant="danger"
      onConfirm={submit}
      onClose={onClose}
    />
  );
}
