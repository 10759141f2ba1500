import type { ReactNode, Ref } from 'react';
import { Card } from '@portal/ui';
import { Step } from '../../components/Step.tsx';
import { stepTitles, type LiveStep } from './steps.ts';
import '../../components/steps-page.css';

interface StepPanelProps {
  step: LiveStep;
  /** From 1, among the booker's steps. */
  number: number;
  current: boolean;
  /** Back, Continue or Book. */
  actions: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * One step's card. Every step stays mounted while another shows, so its fields keep their state
 * (and a refused booking's errors) for when the booker comes back to it.
 */
export function StepPanel({ step, number, current, actions, children, ref }: StepPanelProps) {
  return (
    <div ref={ref} hidden={!current} data-step={step}>
      <Card
        title={<Step n={number} title={stepTitles[step]} />}
        footer={<div className="live-booking__actions">{actions}</div>}
        className="live-booking__panel"
      >
        {children}
      </Card>
    </div>
  );
}
