import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createRef } from 'react';
import { testService } from '@portal/contracts/services/test-service';
import type { TranscriptionService } from '@portal/contracts/services/schema';
import {
  ServiceOptionsForm,
  type ServiceOptionsChange,
  type ServiceOptionsFormHandle,
} from './ServiceOptionsForm.tsx';

function renderForm(service: TranscriptionService = testService(), showErrors = false) {
  const onChange = jest.fn<void, [ServiceOptionsChange]>();
  const view = render(
    <ServiceOptionsForm
      service={service}
      currency="GBP"
      onChange={onChange}
      showErrors={showErrors}
    />,
  );
  return { onChange, ...view };
}

const lastChange = (onChange: jest.Mock<void, [ServiceOptionsChange]>) =>
  onChange.mock.calls.at(-1)?.[0];

const addOn = (name: string) => screen.getByRole('button', { name: new RegExp(`${name}$`) });

const twoTimestamps = testService({
  timestamps: {
    none: { label: 'No timestamps', status: 'active', position: 0, adjustment: { percent: 0 } },
    every_2_minutes: {
      label: 'Every 2 minutes',
      status: 'active',
      position: 1,
      adjustment: { percent: 5 },
    },
  },
});

describe('service options form', () => {
  it('shows options with more than two choices as dropdowns, with two as an Add/Remove toggle', async () => {
    renderForm(twoTimestamps);
    expect(screen.getByRole('combobox', { name: /Turnaround/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Speakers/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Timestamps/ })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Add Timestamps', pressed: false });
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Remove Timestamps', pressed: true })).toBe(toggle);

    renderForm();
    expect(screen.getByRole('combobox', { name: /Timestamps/ })).toHaveDisplayValue(
      'No timestamps',
    );
  });

  it('offers no timestamps for MFA', () => {
    renderForm(testService({ shortName: 'MFA', name: 'Minutes' }));
    expect(screen.queryByRole('combobox', { name: /Timestamps/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Timestamps/ })).not.toBeInTheDocument();
  });

  it('prices add-ons: a free speaker ID is Included FREE, a surcharge its percentage', () => {
    renderForm();
    expect(addOn('Speaker ID')).toHaveAccessibleDescription(/Included FREE/);
    expect(addOn('Difficult audio')).toHaveAccessibleDescription(/\+20%/);
    expect(screen.getByText('Included FREE')).toBeVisible();
  });

  it('switches Speaker ID on and locks it with 4+ speakers, and frees it again', async () => {
    const { onChange } = renderForm();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Turnaround/ }), '24 hours');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /Speakers/ }),
      '4+ Speakers',
    );
    const speakerId = screen.getByRole('button', { name: 'Included Speaker ID', pressed: true });
    expect(speakerId).toHaveAttribute('aria-disabled', 'true');
    expect(speakerId).toHaveAccessibleDescription(/Always included with 4\+ Speakers/);
    await userEvent.click(speakerId);
    expect(speakerId).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(lastChange(onChange)?.options).toEqual({
        id: 1,
        turnaround: 86400,
        speakers: '4+',
        timestamps: 'none',
        priceCalculationElements: { speaker_id: true, difficult_audio: false },
      }),
    );

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /Speakers/ }),
      '2-3 Speakers',
    );
    const freed = screen.getByRole('button', { name: 'Remove Speaker ID', pressed: true });
    expect(freed).not.toHaveAttribute('aria-disabled');
    await userEvent.click(freed);
    expect(screen.getByRole('button', { name: 'Add Speaker ID', pressed: false })).toBe(freed);
  });

  it('requires turnaround and speakers, on blur or when asked to show errors', async () => {
    renderForm();
    const turnaround = screen.getByRole('combobox', { name: /Turnaround/ });
    expect(turnaround).toHaveDisplayValue('Not selected');
    await userEvent.click(turnaround);
    await userEvent.tab();
    expect(turnaround).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('combobox', { name: /Speakers/ })).not.toHaveAccessibleDescription();

    const { container } = renderForm(testService(), true);
    const speakers = within(container).getByRole('combobox', { name: /Speakers/ });
    expect(speakers).toHaveAccessibleDescription('Required');
  });

  it('reports changes once they pause for 300 ms, with no options until both are chosen', async () => {
    jest.useFakeTimers();
    try {
      const { onChange } = renderForm();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.selectOptions(screen.getByRole('combobox', { name: /Turnaround/ }), '7 days');
      await user.selectOptions(screen.getByRole('combobox', { name: /Speakers/ }), '1 Speaker');
      onChange.mockClear();
      await user.click(addOn('Difficult audio'));
      jest.advanceTimersByTime(299);
      expect(onChange).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(lastChange(onChange)?.options?.priceCalculationElements.difficult_audio).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('reports at once when the parent flushes, before the debounce', async () => {
    const handle = createRef<ServiceOptionsFormHandle>();
    const onChange = jest.fn<void, [ServiceOptionsChange]>();
    render(
      <ServiceOptionsForm
        ref={handle}
        service={testService()}
        currency="GBP"
        onChange={onChange}
      />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Turnaround/ }), '7 days');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Speakers/ }), '1 Speaker');
    const change = handle.current!.flush();
    expect(change.options).toEqual(expect.objectContaining({ turnaround: 604800, speakers: '1' }));
    expect(lastChange(onChange)).toBe(change);
  });

  it('reports no options while required ones are missing', async () => {
    const { onChange } = renderForm();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Turnaround/ }), '7 days');
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(lastChange(onChange)).toEqual(
      expect.objectContaining({
        options: undefined,
        values: expect.objectContaining({ turnaround: '604800' }),
      }),
    );
  });
});

describe('turnaround warning', () => {
  const slow = testService({
    name: 'Budget transcription',
    turnaroundWarning: true,
    turnaround: {
      '604800': { label: '7 days', status: 'active', position: 0, adjustment: { percent: 0 } },
      '86400': { label: '24 hours', status: 'deleted', position: 1, adjustment: { percent: 50 } },
    },
  });
  const text =
    'Budget transcription takes at least 7 days. Please choose another service if you need your transcript sooner.';

  it('shows only after the turnaround dropdown was opened, on a service that asks for it', async () => {
    renderForm(slow);
    const turnaround = screen.getByRole('combobox', { name: /Turnaround/ });
    await userEvent.tab();
    expect(turnaround).toHaveFocus();
    expect(screen.queryByText(text)).not.toBeInTheDocument();
    fireEvent.mouseDown(turnaround);
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('shows when the dropdown is opened from the keyboard', async () => {
    renderForm(slow);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('never shows on a service that does not ask for it, or whose turnarounds are fast', () => {
    renderForm(testService({ turnaround: slow.turnaround }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Turnaround/ }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    renderForm(testService({ name: 'Fast', turnaroundWarning: true }));
    fireEvent.mouseDown(screen.getAllByRole('combobox', { name: /Turnaround/ })[1]!);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
