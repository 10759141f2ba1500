import { Role, notify, usePortalDispatch } from '@portal/contracts';
import { failureText } from '@portal/contracts';
import { required } from '@portal/contracts/common/validation';
import { submissionErrors } from '@portal/contracts/app/field-errors';
import { invoiceTexts } from '@portal/contracts/invoice/invoices-texts';
import { useGenerateInvoiceMutation } from '@portal/contracts/invoice/invoices-client';
import { useGetUsersQuery } from '@portal/contracts/user/users-client';
import {
  FormDialog,
  FormSelectField,
  SearchSelectField,
  type FoundOptions,
} from '@portal/ui/forms';
import { monthOptions, monthsUpTo } from './invoice-format.ts';
import type { PortalMonths } from './invoice-state.ts';

/** The form's values, named as the API's fields read in the form, so refusals land under them. */
interface Values {
  month: string;
  userId: string;
}

/** Typists whose name or email holds the search (GET /v1/user). */
function useTypistOptions(search: string): FoundOptions {
  const typists = useGetUsersQuery({ role: [Role.TYPIST], ...(search && { q: search }) });
  return {
    options: (typists.data?.result ?? []).map((typist) => ({
      value: String(typist.id),
      label: `${typist.firstname} ${typist.lastname} (${typist.email})`,
    })),
    loading: typists.isFetching,
    error: typists.isError ? invoiceTexts.typistsFailed : undefined,
  };
}

const requiredRule = required();

/**
 * Raises a typist's invoice for a month that has begun (GET /v1/invoice/generate) from their
 * finished jobs and charges; a typist has one invoice a month, re-generated rather than raised
 * twice.
 */
export function GenerateInvoiceDialog({
  months: { thisMonth, lastMonth },
  onClose,
}: {
  months: PortalMonths;
  onClose(): void;
}) {
  const [generate] = useGenerateInvoiceMutation();
  const dispatch = usePortalDispatch();
  const submit = async (values: Values) => {
    const result = await generate({ month: values.month, userId: Number(values.userId) });
    if (result.error) {
      dispatch(
        notify({
          type: 'error',
          title: invoiceTexts.generateFailed,
          desc: failureText(result.error),
        }),
      );
      return submissionErrors(result.error, invoiceTexts.generateFailed);
    }
    const invoice = result.data;
    dispatch(
      notify({
        type: 'success',
        title: invoiceTexts.generated,
        desc: `Invoice ${invoice.invoiceNumber} for ${invoice.typistName}`,
      }),
    );
    onClose();
    return undefined;
  };
  return (
    <FormDialog<Values>
      title="Generate invoice"
      intro={<p>The invoice pays the typist’s jobs finished in the month and their charges.</p>}
      initialValues={{ month: lastMonth }}
      confirm="Generate invoice"
      busyLabel="Generating"
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="invoice-form">
        <FormSelectField
          name="month"
          label="Month"
          options={monthOptions(monthsUpTo(thisMonth))}
          required
          validate={requiredRule}
        />
        <SearchSelectField
          name="userId"
          label="Typist"
          searchLabel="Find a typist"
          placeholder="Choose a typist"
          loadingPlaceholder="Loading typists"
          useOptions={useTypistOptions}
        />
      </div>
    </FormDialog>
  );
}
