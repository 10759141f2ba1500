import type { Reply } from '../routes/contract.ts';
import type { mediaRoutes } from './routes.ts';
import type { DemoInit, MediaRendition, MediaWaveform } from './playback-schema.ts';
// Through the shared API entry: a remote's own copy of this entry must inject into the
// shell's one api (a relative import would give it an api no store runs).
import { api } from '@portal/contracts/app/api';

type Routes = typeof mediaRoutes;

export type { DemoInit, MediaRendition, MediaWaveform };
export type DemoDownload = Reply<Routes['GET /v1/media/demo/download/:id']>;

/**
 * What the editor's player plays (staff spec sections 2 and 7): the rendition of the part of a
 * media the caller may hear, its waveform, and the typist demo's recording.
 */
export const playbackApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getMediaRendition: build.query<MediaRendition, number>({
      query: (id) => ({ url: `/v1/media/rendition/${id}` }),
    }),
    getMediaWaveform: build.query<MediaWaveform, number>({
      query: (id) => ({ url: `/v1/media/waveform/${id}` }),
    }),
    /** The demo's recording and job, made on the first call. */
    initDemo: build.query<DemoInit, void>({
      query: () => ({ url: '/v1/media/demo/init' }),
    }),
  }),
});

export const { useGetMediaRenditionQuery, useGetMediaWaveformQuery, useInitDemoQuery } =
  playbackApi;
