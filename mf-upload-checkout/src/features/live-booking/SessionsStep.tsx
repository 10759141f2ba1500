import { useEffect, useRef } from 'react';
import { useField, useForm } from 'react-final-form';
import { LIVE_MAX_SESSIONS_PER_BOOKING } from '@portal/contracts/common/limits';
import { useGetLiveBookingsQuery } from '@portal/contracts/live-booking/client';
import { Button } from '@portal/ui';
import type { TargetAccount } from '../target-account/index.ts';
import type { SessionCapacity } from './booking-rules.ts';
import { newSession, newSessionRow } from './booking-values.ts';
import { SessionFields } from './SessionFields.tsx';
import type { Booker } from './steps.ts';
import { useClientProjects } from './useClientProjects.ts';

interface SessionsStepProps {
  booker: Booker;
  target: TargetAccount | undefined;
  onAvailability: (rowKey: string, answer: SessionCapacity | undefined) => void;
}

/**
 * The sessions, one or more (at most LIVE_MAX_SESSIONS_PER_BOOKING). Keyboard focus follows the
 * change: to a new session's heading, to the session that takes a removed one's place.
 */
export function SessionsStep({ booker, target, onAvailability }: SessionsStepProps) {
  const form = useForm();
  const { input } = useField<string[]>('sessionRows', { subscription: { value: true } });
  const rows = Array.isArray(input.value) ? input.value : [];
  const { projects, options } = useClientProjects(booker, target);
  const signedOut = booker === 'visitor';
  const earlier = useGetLiveBookingsQuery(booker === 'admin' ? { clientId: target?.userId } : {}, {
    skip: signedOut || (booker === 'admin' && !target),
  });
  const focusRow = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (focusRow.current === undefined) return;
    document.querySelector<HTMLElement>(`[data-session="${focusRow.current}"] h3`)?.focus();
    focusRow.current = undefined;
  });

  const add = () => {
    const key = newSessionRow();
    focusRow.current = key;
    form.batch(() => {
      form.change(`sessions.${key}`, newSession());
      form.change('sessionRows', [...rows, key]);
    });
  };
  const remove = (index: number) => {
    const rest = rows.filter((_, at) => at !== index);
    focusRow.current = rest[Math.min(index, rest.length - 1)];
    form.batch(() => {
      form.change('sessionRows', rest);
      form.change(`sessions.${rows[index]!}`, undefined);
    });
  };

  return (
    <div className="live-sessions">
      {rows.map((key, index) => (
        <SessionFields
          key={key}
          rowKey={key}
          index={index}
          onRemove={rows.length > 1 ? () => remove(index) : undefined}
          earlier={earlier.data?.result ?? []}
          projects={
            signedOut
              ? undefined
              : { options, loading: projects.isLoading, failed: projects.isError }
          }
          onAvailability={onAvailability}
        />
      ))}
      {rows.length < LIVE_MAX_SESSIONS_PER_BOOKING ? (
        <Button variant="secondary" className="live-sessions__add" onClick={add}>
          Add session
        </Button>
      ) : (
        <p className="ui-text-muted live-sessions__full">
          You have added {LIVE_MAX_SESSIONS_PER_BOOKING} sessions, the most one booking can have.
        </p>
      )}
    </div>
  );
}
