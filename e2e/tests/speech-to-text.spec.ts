import type { APIRequestContext, Locator } from '@playwright/test';
import { captionNorms } from '@portal/contracts/transcript/captions';
import type { Transcript, TranscriptSection } from '@portal/contracts/transcript/schema';
import { engineDraft, UNSURE_WORD } from '../scripts/s2t-engine.ts';
import { authOfPage, createAccount, expect, expectAccessible, signInAs, test } from './fixtures.ts';
import {
  downloadedTranscript,
  idOf,
  jobOf,
  orderRecordings,
  put,
  rowAction,
  type Auth,
} from './ordered-work.ts';

const savedAt = /^Saved at \d\d:\d\d \(UK time\)$/;

async function transcriptOf(request: APIRequestContext, auth: Auth, mediaId: number) {
  const answer = await request.get(`/v1/transcript/${mediaId}`, { headers: auth });
  return answer.ok() ? ((await answer.json()) as Transcript) : undefined;
}

/** Where a word of the transcript is on screen: the middle of its first occurrence. */
function wordOnScreen(transcript: Locator, word: string) {
  return transcript.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = new RegExp(`\\b${wanted}\\b`).exec(node.textContent ?? '')?.index;
      if (at === undefined) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const box = range.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }
    throw new Error(`${wanted} is not on screen`);
  }, word);
}

/** An SRT's cues: their times in seconds and their lines. */
function cuesOf(srt: string) {
  const seconds = (time: string) => {
    const [h, m, s] = time.replace(',', '.').split(':').map(Number);
    return h! * 3600 + m! * 60 + s!;
  };
  return srt
    .trim()
    .split(/\r?\n\r?\n/)
    .map((block) => {
      const [, times, ...lines] = block.split(/\r?\n/);
      const [start, end] = times!.split(' --> ').map(seconds);
      return { start: start!, end: end!, lines };
    });
}

const engineWord = (word: string) => engineDraft.words.find((timed) => timed.word === word)!;
const timedWords = (section: TranscriptSection) => {
  const words = section.text.split(/\s+/);
  return section.words!.map(([start, end], index) => ({ word: words[index], start, end }));
};

test("an admin resends a recording to speech-to-text; the typist corrects the draft and its words keep their times, in the client's subtitles too @mf-admin @mf-editor @mf-typist @mf-client-library", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const title = `s2t-${Date.now().toString(36)}.wav`;
  const client = await createAccount(request, 'client', { businessAccount: true });
  await orderRecordings(page, client, [title]);
  await signInAs(page, await createAccount(request, 'admin', { twoFactor: true }));
  await expect(page).toHaveURL('/v3/admin/projects');
  const admin = await authOfPage(page);
  const job = await jobOf(request, admin, title);

  // The admin resends it from the assign grid; the engine's draft becomes the typists' start.
  await page.goto(`/v3/admin/assign?title=${encodeURIComponent(title)}`);
  await rowAction(page, title, 'Resend to speech-to-text');
  const resend = page.getByRole('dialog', { name: 'Resend to speech-to-text' });
  await resend.getByRole('button', { name: 'Send' }).click();
  await expect(resend).toBeHidden();
  await expect
    .poll(async () => (await transcriptOf(request, admin, job.mediaId))?.content.sections.length, {
      timeout: 60_000,
    })
    .toBe(3);
  const draft = (await transcriptOf(request, admin, job.mediaId))!;
  expect(draft.content.sections.every((section) => section.words)).toBe(true);

  // The typist opens the draft: the unsure word is shaded, a ctrl+click plays from a word.
  const typistPage = await (await browser.newContext()).newPage();
  await signInAs(typistPage, await createAccount(request, 'typist', { twoFactor: true }));
  await expect(typistPage).toHaveURL('/v3/typist/library/assigned');
  const typist = await authOfPage(typistPage);
  await put(request, admin, `/v1/job/assign/${job.id}`, { typist_id: await idOf(request, typist) });
  await typistPage.goto('/v3/typist/library/assigned');
  await typistPage.getByRole('link', { name: title }).click();
  const transcript = typistPage.getByRole('textbox', { name: 'Transcript' });
  await expect(transcript).toContainText('Our budget grew by ten percent this year.');
  await expect(transcript.locator('.cm-unsure-word')).toHaveText(UNSURE_WORD.word);
  await expectAccessible(typistPage);
  // The player has the recording once its rendition is made.
  const audio = typistPage.locator('audio');
  await expect(audio).toHaveAttribute('src', /.+/, { timeout: 60_000 });
  const budget = await wordOnScreen(transcript, 'budget');
  // The mouse clicks with the keys held on the keyboard.
  await typistPage.keyboard.down('Control');
  await typistPage.mouse.click(budget.x, budget.y);
  await typistPage.keyboard.up('Control');
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
    .toBeCloseTo(engineWord('budget').start, 2);

  // A correction: "ten" was "nearly twelve". Saved, then read again after a reload.
  const ten = await wordOnScreen(transcript, 'ten');
  await typistPage.mouse.dblclick(ten.x, ten.y);
  await typistPage.keyboard.type('nearly twelve');
  await expect(typistPage.getByText(savedAt)).toBeVisible();
  await typistPage.reload();
  await expect(transcript).toContainText('Our budget grew by nearly twelve percent this year.');

  // Every word that stayed keeps the engine's time; the new words share the one they replaced.
  const corrected = (await transcriptOf(request, typist, job.mediaId))!.content.sections;
  const sentence = timedWords(corrected[1]!);
  for (const word of ['Our', 'budget', 'grew', 'by', 'this'])
    expect(sentence.find((timed) => timed.word === word)).toMatchObject({
      start: engineWord(word).start,
      end: engineWord(word).end,
    });
  const replaced = engineWord('ten');
  expect(sentence.slice(4, 6).map((timed) => timed.word)).toEqual(['nearly', 'twelve']);
  expect(sentence[4]!.start).toBe(replaced.start);
  expect(sentence[5]!.end).toBe(replaced.end);
  expect(corrected[0]).toEqual(draft.content.sections[0]);

  // The typist submits, the media goes back, and the client's subtitles keep the norms.
  await typistPage.getByRole('button', { name: 'Submit' }).click();
  await typistPage.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(typistPage).toHaveURL('/v3/typist/library/assigned');
  await put(request, admin, '/v1/media/return', { ids: [job.mediaId], force: true });
  const srt = (await downloadedTranscript(browser, client, title, 'Subtitles .srt')).toString(
    'utf8',
  );
  const cues = cuesOf(srt);
  const starts = new Set(corrected.flatMap((section) => section.words!.map(([start]) => start)));
  const { lineLength, lines, minSeconds, maxSeconds, charsPerSecond } = captionNorms;
  for (const cue of cues) {
    expect(cue.lines.length).toBeLessThanOrEqual(lines);
    for (const line of cue.lines) expect(line.length).toBeLessThanOrEqual(lineLength);
    expect(cue.end - cue.start).toBeGreaterThanOrEqual(minSeconds);
    expect(cue.end - cue.start).toBeLessThanOrEqual(maxSeconds);
    expect(cue.lines.join('').length / (cue.end - cue.start)).toBeLessThanOrEqual(charsPerSecond);
    // Each cue starts when its first word is spoken.
    expect(starts.has(cue.start)).toBe(true);
  }
  expect(cues.map((cue) => cue.lines.join(' ')).join(' ')).toBe(
    corrected.map((section) => section.text).join(' '),
  );
});
