import {
  bulkDownloadFailureText,
  documentFileName,
  documentTypeNamed,
  mediaProductUrl,
  projectProductUrl,
  uniqueFileNames,
} from './rules.ts';

describe('documentFileName', () => {
  it('replaces a recognised media extension by the document extension', () => {
    expect(documentFileName('interview.mp3', 'DOCX')).toBe('interview.docx');
    expect(documentFileName('Board meeting.MOV', 'PDF')).toBe('Board meeting.pdf');
    expect(documentFileName('interview.mp3', 'SRT_S')).toBe('interview.srt');
    expect(documentFileName('interview.mp3', 'TXT_clean')).toBe('interview.txt');
    expect(documentFileName('interview.mp3', 'TXT_headless')).toBe('interview.txt');
    expect(documentFileName('interview.mp3', 'DOC')).toBe('interview.doc');
  });

  it('keeps any other name whole and adds the extension', () => {
    expect(documentFileName('notes.v2', 'RTF')).toBe('notes.v2.rtf');
    expect(documentFileName('Interview with Zoë', 'XML')).toBe('Interview with Zoë.xml');
  });

  it('makes names safe for file systems and never empty', () => {
    expect(documentFileName('../a/b\\c:"d".wav', 'TXT_clean')).toBe('.._a_b_c__d_.txt');
    expect(documentFileName('line\nbreak.mp3', 'SRT')).toBe('line_break.srt');
    expect(documentFileName('.mp3', 'PDF')).toBe('.mp3.pdf');
    expect(documentFileName('  ', 'PDF')).toBe('transcript.pdf');
  });

  it('names the notes apart from the transcript', () => {
    expect(documentFileName('interview.mp3', 'DOCX', 'notes')).toBe('interview-notes.docx');
    expect(documentFileName('Interview with Zoë', 'PDF', 'notes')).toBe(
      'Interview with Zoë-notes.pdf',
    );
    expect(documentFileName('  ', 'PDF', 'notes')).toBe('notes.pdf');
  });
});

test('uniqueFileNames numbers repeated names, ignoring case', () => {
  expect(uniqueFileNames(['a.docx', 'b.docx', 'A.docx', 'a.docx', 'readme'])).toEqual([
    'a.docx',
    'b.docx',
    'A (2).docx',
    'a (3).docx',
    'readme',
  ]);
});

test('documentTypeNamed reads a type in any case', () => {
  expect(documentTypeNamed('doc')).toBe('DOC');
  expect(documentTypeNamed('txt_CLEAN')).toBe('TXT_clean');
  expect(documentTypeNamed('odt')).toBeUndefined();
});

test('bulkDownloadFailureText tells how to get each format', () => {
  expect(bulkDownloadFailureText('DOCX')).toBe(
    'We had a problem downloading transcripts. DOCX transcripts must be downloaded individually.',
  );
  expect(bulkDownloadFailureText('RTF')).toContain(
    'RTF transcripts must be downloaded individually',
  );
  expect(bulkDownloadFailureText('PDF')).toBe(
    'We had a problem downloading transcripts. For PDF, please try doc, docx or rtf instead.',
  );
  expect(bulkDownloadFailureText('SRT')).toBe(
    'We had a problem downloading transcripts. Please contact us if the problem continues.',
  );
});

test('the download addresses', () => {
  expect(mediaProductUrl(7, 'DOCX')).toBe('/v1/media/download-product/7?documentType=DOCX');
  expect(mediaProductUrl(7, 'SRT_S')).toBe(
    '/v1/media/download-product/7?documentType=SRT&options=inline-speakers&regenerate=true',
  );
  expect(mediaProductUrl(7, 'PDF', 'notes')).toBe(
    '/v1/media/download-product/7?documentType=PDF&kind=notes',
  );
  expect(projectProductUrl(3, 'PDF')).toBe('/v1/project/download-product/3?documentType=PDF');
  expect(projectProductUrl(3, 'TXT_clean', [4, 5])).toBe(
    '/v1/project/download-product/3?documentType=TXT_clean&media_ids[]=4&media_ids[]=5',
  );
});
