import { useState } from 'react';
import { formatUnixTime } from '@portal/contracts';
import { useGetBusinessAccountApplicationsQuery } from '@portal/contracts/company/business-account-client';
import type { BusinessAccountApplication } from '@portal/contracts/company/schema';
import { Button, Card, QueryState, Skeleton } from '@portal/ui';
import { DecideApplicationDialog, type Decision } from './DecideApplicationDialog.tsx';
import { companyScreenTexts as texts } from './company-texts.ts';

type Open = { application: BusinessAccountApplication; decision: Decision } | null;

/** The applications for a business account waiting for a decision, newest first. */
export function Applications() {
  const applications = useGetBusinessAccountApplicationsQuery();
  const [open, setOpen] = useState<Open>(null);
  return (
    <Card title={texts.applicationsTitle} className="applications">
      <QueryState
        query={applications}
        loading={<Skeleton variant="block" height={64} />}
        errorTitle={texts.applicationsFailed}
        headingLevel={3}
        keepData
        isEmpty={({ result }) => result.length === 0}
        empty={<p className="applications__none">{texts.noApplications}</p>}
      >
        {({ result }) => (
          <ul className="applications__list" aria-label={texts.applicationsTitle}>
            {result.map((application) => (
              <Application
                key={application.id}
                application={application}
                onDecide={(decision) => setOpen({ application, decision })}
              />
            ))}
          </ul>
        )}
      </QueryState>
      {open && (
        <DecideApplicationDialog
          application={open.application}
          decision={open.decision}
          onClose={() => setOpen(null)}
        />
      )}
    </Card>
  );
}

function Application({
  application,
  onDecide,
}: {
  application: BusinessAccountApplication;
  onDecide(decision: Decision): void;
}) {
  const { companyName, applicantName, applicantEmail } = application;
  return (
    <li className="applications__item">
      <div>
        <strong>{companyName}</strong> — {applicantName} ({applicantEmail}), applied{' '}
        {formatUnixTime(application.createdAt, 'short')}
      </div>
      <dl className="applications__details">
        <Detail label="Address" value={application.address} />
        <Detail label="VAT number" value={application.vatNumber} />
        <Detail label="Phone" value={application.phone} />
        <Detail label="Message" value={application.message} />
      </dl>
      <span className="applications__actions">
        <Button
          size="sm"
          aria-label={`Approve ${companyName}`}
          onClick={() => onDecide('approved')}
        >
          Approve
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Reject ${companyName}`}
          onClick={() => onDecide('rejected')}
        >
          Reject
        </Button>
      </span>
    </li>
  );
}

function Detail({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
