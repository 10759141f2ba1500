import { createRef } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import type { EditorState } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { contentOf } from '../../engine/transcript-doc.ts';
import { editorOptions } from '../../engine/testing.ts';
import { FIRST_SCREEN_SECTIONS } from '../../engine/transcript-extensions.ts';
import { TranscriptEditor, type TranscriptEditorHandle } from './TranscriptEditor.tsx';

const speakers = [{ id: 'anna', name: 'Anna' }];
const long = {
  sections: Array.from({ length: 3 * FIRST_SCREEN_SECTIONS }, (_, index) => ({
    id: `s${index}`,
    start: index * 10,
    speaker: 'Anna',
    speakerId: 'anna',
    text: `Words of box ${index}.`,
  })),
  speakers,
};

function openLong() {
  const onChange = jest.fn<void, [EditorState]>();
  const onReady = jest.fn<void, [EditorView]>();
  const ref = createRef<TranscriptEditorHandle>();
  render(
    <TranscriptEditor
      ref={ref}
      initial={long}
      options={editorOptions}
      onChange={onChange}
      onReady={onReady}
    />,
  );
  return { onChange, onReady, view: ref.current!.view };
}

it('opens a long transcript whole, its first screen first, with no change to save', async () => {
  const { onChange, onReady, view } = openLong();
  expect(contentOf(view.state, speakers).sections).toHaveLength(FIRST_SCREEN_SECTIONS);
  await waitFor(() => expect(onReady).toHaveBeenCalledWith(view));
  expect(contentOf(view.state, speakers)).toEqual(long);
  expect(onChange).not.toHaveBeenCalled();
});

it('tells an edit made before the rest came once it has, with the whole transcript', async () => {
  const { onChange, onReady, view } = openLong();
  act(() => view.dispatch({ changes: { from: view.state.doc.line(2).from, insert: 'Now. ' } }));
  expect(onChange).not.toHaveBeenCalled();
  await waitFor(() => expect(onReady).toHaveBeenCalled());
  expect(onChange).toHaveBeenCalledTimes(1);
  const told = contentOf(onChange.mock.calls[0]![0], speakers);
  expect(told.sections).toHaveLength(long.sections.length);
  expect(told.sections[0]!.text).toBe('Now. Words of box 0.');
});
