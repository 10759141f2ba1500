import { z } from 'zod';
import { snapshotStates } from '../common/statuses.ts';

/**
 * The browser-playable rendition of a media (mono AAC in .m4a) and its waveform peaks, made once
 * after upload: none (not made yet), in-progress, failed (the media's sub-status says so too) or
 * done. Until done, a media has no rendition ranges and no peaks.
 */
const renditionState = z.enum(snapshotStates);

/** Seconds of the media a range covers; the editor adds `offset` to a clip's own time. */
const rangeFields = {
  /** Where the range starts, in seconds into the media. */
  offset: z.number(),
  /** Seconds. */
  duration: z.number(),
};

/**
 * GET /v1/media/rendition/{id}: what the caller may hear. Admins and super admins (and anyone
 * on a demo recording) get the whole rendition as one range; a typist or proofreader gets one
 * clip per run of their jobs' ranges, cut from the rendition, and nothing else of the media.
 */
export const renditionSchema = z
  .object({
    state: renditionState,
    ranges: z.array(
      z.object({
        ...rangeFields,
        /** A signed URL of the clip (audio/mp4), valid for an hour. */
        url: z.string(),
      }),
    ),
  })
  .meta({ id: 'MediaRendition' });
export type MediaRendition = z.output<typeof renditionSchema>;

/** GET /v1/media/waveform/{id}: the peaks of the same ranges the caller may hear. */
export const waveformSchema = z
  .object({
    state: renditionState,
    /** Peaks per second of media in every range. */
    peaksPerSecond: z.number(),
    ranges: z.array(
      z.object({
        ...rangeFields,
        /** The loudest sample of each slice of 1/peaksPerSecond s, 0 (silence) to 255 (full). */
        peaks: z.array(z.number()),
      }),
    ),
  })
  .meta({ id: 'MediaWaveform' });
export type MediaWaveform = z.output<typeof waveformSchema>;

/** GET /v1/media/demo/init: the typist demo's recording and job, made if missing. */
export const demoInitSchema = z
  .object({ mediaId: z.number(), jobId: z.number() })
  .meta({ id: 'DemoInit' });
export type DemoInit = z.output<typeof demoInitSchema>;
