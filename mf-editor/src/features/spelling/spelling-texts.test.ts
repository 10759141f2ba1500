import { editorState } from '../../engine/testing.ts';
import { spellingTexts } from './spelling-texts.ts';

const interview = {
  sections: [
    { id: 'a', start: 0, speaker: 'Anna', text: 'Good mornin to you.' },
    { id: 'b', start: 12, speaker: 'Ben', text: 'Glad to be heer, café owner.' },
  ],
  speakers: [],
};

test('checks the boxes’ text, without their headers, in one piece when it fits', () => {
  expect(spellingTexts(editorState(interview))).toEqual([
    'Good mornin to you.\nGlad to be heer, café owner.',
  ]);
});

test('cuts a long text between words, each piece within the encoded size', () => {
  const pieces = spellingTexts(editorState(interview), 24);
  expect(pieces).toEqual(['Good mornin to ', 'you.\nGlad to be ', 'heer, café ', 'owner.']);
  pieces.forEach((piece) => expect(encodeURIComponent(piece).length).toBeLessThanOrEqual(24));
});

test('sends nothing for an empty transcript', () => {
  expect(spellingTexts(editorState({ sections: [], speakers: [] }))).toEqual([]);
});
