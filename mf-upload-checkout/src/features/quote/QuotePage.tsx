import { useMemo, useRef, useState } from 'react';
import type { FormApi, SubmissionErrors } from 'final-form';
import {
  errorTexts,
  firstErrorMessage,
  notify,
  selectSignedIn,
  usePortalDispatch,
  usePortalSelector,
  type ApiError,
} from '@portal/contracts';
import { useGetProfileQuery } from '@portal/contracts/user/client';
import { useBotCheck } from '@portal/contracts/bot-check/client';
import { loginValidators } from '@portal/contracts/auth/login-validators';
import { validationMessages } from '@portal/contracts/app/field-errors';
import {
  useGetGuestServicesQuery,
  useSendEstimatedPriceMutation,
} from '@portal/contracts/services/client';
import type { ServiceOptions } from '@portal/contracts/services/rules';
import type { ServiceOptionsValues } from '@portal/contracts/services/options-form';
import type { TranscriptionService } from '@portal/contracts/services/schema';
import { Card, Page } from '@portal/ui';
import { Form } from '@portal/ui/forms';
import {
  initialValuesFor,
  ServiceOptionsForm,
  type ServiceOptionsChange,
  type ServiceOptionsFormHandle,
} from '../service-options/index.ts';
import { ModeSwitch } from '../../components/ModeSwitch.tsx';
import { ContactFields } from './ContactFields.tsx';
import { DurationFields } from './DurationFields.tsx';
import { durationSeconds, durationTotalError, type DurationValues } from './duration.ts';
import { PriceSummary } from './PriceSummary.tsx';
import { ServicePicker } from './ServicePicker.tsx';
import { useQuoteCurrency } from './useQuoteCurrency.ts';
import './quote.css';
import { Step } from '../../components/Step.tsx';

interface QuoteValues extends DurationValues {
  email?: string;
  firstname?: string;
  lastname?: string;
  phone?: string;
  company?: string;
}

const contactFields = ['email', 'firstname', 'lastname', 'phone', 'company'] as const;
const FORM_ID = 'quote-form';
export const QUOTE_SENT = 'Your quote is on its way!';
const noServices = {
  title: 'No services to quote for right now',
  text: 'We could not load our transcription services. Please try again in a moment, or contact us for a quote.',
};

const validateQuote = (values: QuoteValues) => {
  const duration = durationTotalError(values);
  return duration ? { duration } : {};
};

/** /v3/fileupload/addfiles?mode=quote: a price for a recording without uploading it. */
export function QuotePage() {
  const dispatch = usePortalDispatch();
  const signedIn = usePortalSelector(selectSignedIn);
  const { data: user } = useGetProfileQuery(undefined, { skip: !signedIn });
  const services = useGetGuestServicesQuery();
  const quotable = useMemo(
    () => services.data?.filter((s) => s.status === 'active' && !s.streaming),
    [services.data],
  );
  const { currency, setCurrency, selectable } = useQuoteCurrency(signedIn ? user : undefined);

  const [serviceId, setServiceId] = useState<number>();
  const service = quotable?.find((s) => s.id === serviceId);
  const [optionValues, setOptionValues] = useState<ServiceOptionsValues>();
  const [options, setOptions] = useState<ServiceOptions>();
  const [attempted, setAttempted] = useState(false);
  const optionsForm = useRef<ServiceOptionsFormHandle>(null);
  const [sentTo, setSentTo] = useState<string>();

  const [send, sending] = useSendEstimatedPriceMutation();
  const botCheck = useBotCheck('quote');

  const initialContact = useMemo<QuoteValues>(
    () =>
      user
        ? {
            email: user.email,
            firstname: user.firstname,
            lastname: user.lastname,
            phone: user.profile.mobile ?? undefined,
          }
        : {},
    [user],
  );
  const optionsStart = useMemo(
    () => (service ? initialValuesFor(service, optionValues) : undefined),
    // Only a new service starts the form again; its own changes stay in the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [service],
  );

  const chooseService = (next: TranscriptionService) => {
    setServiceId(next.id);
    setOptions(undefined);
  };
  const onOptionsChange = ({ values, options: next }: ServiceOptionsChange) => {
    setOptionValues(values);
    setOptions(next);
  };

  const submit = async (values: QuoteValues, form: FormApi<QuoteValues>) => {
    // The latest options, even when the client sends within the options' debounce.
    const chosen = optionsForm.current?.flush().options;
    if (!service || !chosen) return undefined;
    const result = await send({
      estimation: [{ duration: durationSeconds(values), serviceOptions: chosen }],
      currency,
      email: values.email ?? '',
      firstname: values.firstname ?? '',
      lastname: values.lastname ?? '',
      ...(values.phone?.trim() ? { phone: values.phone } : {}),
      ...(values.company?.trim() ? { company: values.company } : {}),
      captcha: await botCheck(),
    });
    if (!result.error) {
      dispatch(notify({ type: 'success', title: QUOTE_SENT }));
      setSentTo(values.email?.trim());
      return undefined;
    }
    return failed(result.error, form);
  };

  const failed = (error: unknown, form: FormApi<QuoteValues>): SubmissionErrors | undefined => {
    const messages = validationMessages(error);
    const registered = form.getRegisteredFields();
    const onFields: Record<string, string> = {};
    const elsewhere: string[] = [];
    for (const { field, message } of messages ?? []) {
      if (
        field &&
        registered.includes(field) &&
        (contactFields as readonly string[]).includes(field)
      )
        onFields[field] ??= message;
      else elsewhere.push(message);
    }
    if (!messages || elsewhere.length > 0) {
      const items = (error as Partial<ApiError> | undefined)?.items ?? [];
      const desc = messages ? elsewhere : firstErrorMessage(items, errorTexts.somethingWentWrong);
      dispatch(notify({ type: 'error', title: 'We had a problem sending your quote', desc }));
    }
    return onFields;
  };

  return (
    <Page
      title="Get a quote"
      description="Tell us about your recording and we will email you a quote. No upload needed."
      className="quote-page"
      actions={<ModeSwitch mode="quote" />}
    >
      <Form<QuoteValues>
        onSubmit={submit}
        validate={validateQuote}
        initialValues={initialContact}
        keepDirtyOnReinitialize
        render={({ handleSubmit, values, errors }) => {
          const duration =
            errors?.duration || errors?.hours || errors?.minutes || errors?.seconds
              ? 0
              : durationSeconds(values);
          const emailComplete = loginValidators.email(values.email) === undefined;
          return (
            <form
              id={FORM_ID}
              noValidate
              className="quote"
              onSubmit={(event) => {
                setAttempted(true);
                return handleSubmit(event);
              }}
            >
              <div className="quote__steps">
                <Card title={<Step n={1} title="Service" />} className="quote-step">
                  <ServicePicker
                    services={quotable}
                    loading={services.isLoading}
                    onRetry={() => void services.refetch()}
                    retrying={services.isFetching}
                    currency={currency}
                    selectedId={service?.id}
                    onSelect={chooseService}
                    empty={noServices}
                    error={attempted && !service ? 'Choose a service' : undefined}
                  />
                </Card>
                {/* The steps after the first and the summary appear with the services: drawn
                    under the service cards' skeleton, they would move down as the cards came in. */}
                {!services.isLoading && (
                  <>
                    <Card title={<Step n={2} title="Options" />} className="quote-step">
                      {service ? (
                        <ServiceOptionsForm
                          key={service.id}
                          ref={optionsForm}
                          service={service}
                          currency={currency}
                          initialValues={optionsStart}
                          onChange={onOptionsChange}
                          showErrors={attempted}
                        />
                      ) : (
                        <p className="ui-text-muted quote-step__empty">
                          Choose a service first; its turnaround, speakers and add-ons appear here.
                        </p>
                      )}
                    </Card>
                    <Card title={<Step n={3} title="Duration" />} className="quote-step">
                      <DurationFields />
                    </Card>
                    <Card title={<Step n={4} title="Your details" />} className="quote-step">
                      <ContactFields />
                    </Card>
                  </>
                )}
              </div>
              {!services.isLoading && (
                <div className="quote__summary">
                  <PriceSummary
                    service={service}
                    options={options}
                    duration={duration}
                    email={emailComplete ? values.email?.trim() : undefined}
                    progress={{
                      optionsComplete: service !== undefined && options !== undefined,
                      durationComplete: duration > 0,
                      emailComplete,
                    }}
                    currency={currency}
                    currencySelectable={selectable}
                    onCurrencyChange={setCurrency}
                    sending={sending.isLoading}
                    sentTo={sentTo}
                    formId={FORM_ID}
                  />
                </div>
              )}
            </form>
          );
        }}
      />
    </Page>
  );
}
