import { useState } from 'react';
import { Link } from 'react-router';
import { notify, usePortalDispatch } from '@portal/contracts';
import { failureText } from '@portal/contracts';
import { INVOICE_MONTH_PATTERN } from '@portal/contracts/invoice/rules';
import { downloadInvoiceReport } from '@portal/contracts/report/reports-client';
import { invoiceReportFileName } from '@portal/contracts/report/rules';
import { invoiceTexts } from '@portal/contracts/invoice/invoices-texts';
import { reportTexts } from '@portal/contracts/report/reports-texts';
import { composeValidators, required, type Validator } from '@portal/contracts/common/validation';
import { submissionErrors, validationMessages } from '@portal/contracts/app/field-errors';
import { Button, Card, linkClassName } from '@portal/ui';
import { Form, FormError, FormTextField } from '@portal/ui/forms';
import { lastMonth } from './report-values.ts';

const monthPattern: Validator = (value) =>
  INVOICE_MONTH_PATTERN.test(String(value).trim()) ? undefined : invoiceTexts.month;
const monthRule = composeValidators(required(invoiceTexts.month), monthPattern);

/** The invoice report's refusal of its month belongs to the month field. */
const monthField = (field: string) => (field === 'month' ? 'month' : undefined);

/**
 * A month's typist invoices as a QuickBooks bills import (GET /v1/report/invoice), last month
 * unless told; the invoices themselves are the admin invoices screen's.
 */
export function InvoiceReport() {
  const dispatch = usePortalDispatch();
  const [initialValues] = useState(() => ({ month: lastMonth(new Date()).month }));

  const download = async (values: { month: string }) => {
    const month = values.month.trim();
    try {
      await dispatch(downloadInvoiceReport(month));
    } catch (error) {
      dispatch(
        notify({ type: 'error', title: reportTexts.downloadFailed, desc: failureText(error) }),
      );
      return validationMessages(error)
        ? submissionErrors(error, reportTexts.downloadFailed, monthField)
        : undefined;
    }
    dispatch(
      notify({ type: 'success', title: reportTexts.downloaded(invoiceReportFileName(month)) }),
    );
    return undefined;
  };

  return (
    <Card
      title="Typist invoices for QuickBooks"
      actions={
        <Link to="/admin/invoices" className={linkClassName('standalone')}>
          Invoices
        </Link>
      }
    >
      <Form<{ month: string }> onSubmit={download} initialValues={initialValues}>
        {({ handleSubmit, submitting, submitError }) => (
          <form
            className="reports-form__inline"
            noValidate
            onSubmit={(event) => void handleSubmit(event)}
          >
            <FormTextField
              name="month"
              type="month"
              label="Month"
              hint="YYYY-MM, UK time"
              required
              validate={monthRule}
            />
            <Button
              type="submit"
              variant="secondary"
              loading={submitting}
              loadingLabel="Downloading…"
            >
              Download QuickBooks file
            </Button>
            <FormError message={submitError} />
          </form>
        )}
      </Form>
    </Card>
  );
}
