import { Fragment, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorState, Page } from '@portal/ui';

export interface IdParamPageProps {
  /** The search parameter naming the record, e.g. "id" in ?id=3. */
  param: string;
  /** The page's title while no record is named. */
  title: string;
  /** What the page says, and how to open it rightly, when the parameter is missing or no id. */
  missing: { title: string; message: string };
  children(id: number): ReactNode;
}

/** A page about one record named in the address: the record's id (a positive whole number), else a message. */
export function IdParamPage({ param, title, missing, children }: IdParamPageProps) {
  const [params] = useSearchParams();
  const value = params.get(param);
  const id = Number(value);
  if (value === null || !Number.isSafeInteger(id) || id <= 0)
    return (
      <Page title={title}>
        <ErrorState title={missing.title} message={missing.message} />
      </Page>
    );
  // Another record is a fresh page, with none of the last one's state.
  return <Fragment key={id}>{children(id)}</Fragment>;
}
