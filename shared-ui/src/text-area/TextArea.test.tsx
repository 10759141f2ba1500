import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { TextArea } from './TextArea.tsx';

/** jsdom has no layout: make scrollHeight report what a browser would for the content. */
function stubScrollHeight(el: HTMLElement, heightOf: (text: string) => number) {
  Object.defineProperty(el, 'scrollHeight', {
    configurable: true,
    get: () => heightOf((el as HTMLTextAreaElement).value),
  });
}
const linesTall = (text: string) => 24 * Math.max(5, text.split('\n').length);

it('labels the textarea, defaults to 5 rows by 30 columns and links the hint', () => {
  render(<TextArea label="Notes" hint="Seen by the typist" />);
  const textarea = screen.getByRole('textbox', { name: 'Notes' });
  expect(textarea).toHaveAttribute('rows', '5');
  expect(textarea).toHaveAttribute('cols', '30');
  expect(textarea).toHaveAccessibleDescription('Seen by the typist');
});

it('shows the error under the field, linked and marked invalid; falsy is valid', () => {
  const { rerender } = render(<TextArea label="Notes" error="Too long" hint="Max 500" />);
  const textarea = screen.getByRole('textbox', { name: 'Notes' });
  expect(textarea).toHaveAttribute('aria-invalid', 'true');
  expect(textarea).toHaveAccessibleDescription('Too long Max 500');
  rerender(<TextArea label="Notes" error="" />);
  expect(textarea).not.toHaveAttribute('aria-invalid');
});

it('grows with typed text, from scrollHeight', async () => {
  const onChange = jest.fn();
  render(<TextArea label="Notes" onChange={(e) => onChange(e.target.value)} />);
  const textarea = screen.getByRole('textbox', { name: 'Notes' });
  stubScrollHeight(textarea, linesTall);
  await userEvent.type(textarea, '1{Enter}2{Enter}3{Enter}4{Enter}5{Enter}6{Enter}7');
  expect(textarea.style.height).toBe(`${24 * 7}px`);
  expect(onChange).toHaveBeenLastCalledWith('1\n2\n3\n4\n5\n6\n7');
});

it('fits a value set by code, and shrinks back no further than its rows', () => {
  function Draft() {
    const [text, setText] = useState('');
    return (
      <>
        <TextArea label="Notes" value={text} onChange={(e) => setText(e.target.value)} />
        <button onClick={() => setText('a\nb\nc\nd\ne\nf\ng\nh')}>Load draft</button>
        <button onClick={() => setText('')}>Clear</button>
      </>
    );
  }
  render(<Draft />);
  const textarea = screen.getByRole('textbox', { name: 'Notes' });
  stubScrollHeight(textarea, linesTall);
  act(() => screen.getByRole('button', { name: 'Load draft' }).click());
  expect(textarea.style.height).toBe(`${24 * 8}px`);
  act(() => screen.getByRole('button', { name: 'Clear' }).click());
  expect(textarea.style.height).toBe(`${24 * 5}px`);
});

it('leaves the height alone with autoResize off', async () => {
  render(<TextArea label="Notes" autoResize={false} rows={3} />);
  const textarea = screen.getByRole('textbox', { name: 'Notes' });
  stubScrollHeight(textarea, linesTall);
  await userEvent.type(textarea, '1{Enter}2{Enter}3{Enter}4{Enter}5{Enter}6');
  expect(textarea).toHaveAttribute('rows', '3');
  expect(textarea.style.height).toBe('');
});

it('forwards its ref to the textarea', () => {
  const ref = { current: null as HTMLTextAreaElement | null };
  render(<TextArea label="Notes" ref={ref} />);
  expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Notes' }));
});
