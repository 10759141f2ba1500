import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { CaptionWithProblems } from '@portal/contracts/transcript/captions';
import { CaptionProblemList } from './CaptionProblemList.tsx';

const fast: CaptionWithProblems = {
  caption: {
    start: 62,
    end: 63.5,
    lines: ['Sorry, I have to say this', 'quickly.'],
    section: 'b',
    from: 0,
  },
  number: 4,
  problems: [{ norm: 'tooFast', value: 22.7 }],
};

it('lists each caption with its time, its lines and what it breaks, and scrolls by keyboard', async () => {
  render(<CaptionProblemList found={[fast]} />);
  const list = screen.getByRole('list', { name: 'Captions that break the norms' });
  expect(within(list).getByRole('listitem')).toHaveTextContent(
    '00:01:02 – 00:01:03 Sorry, I have to say this quickly. 22.7 characters a second, too fast to read (at most 17)',
  );
  expect(within(list).queryByRole('button')).toBeNull();
  await userEvent.tab();
  expect(list).toHaveFocus();
});

it('makes each caption a button choosing it, when asked', async () => {
  const onChoose = jest.fn();
  render(<CaptionProblemList found={[fast]} onChoose={onChoose} />);
  await userEvent.click(screen.getByRole('button', { name: /^00:01:02 – 00:01:03 Sorry/ }));
  expect(onChoose).toHaveBeenCalledWith(fast.caption);
});
