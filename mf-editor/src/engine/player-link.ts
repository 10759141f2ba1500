import { Facet } from '@codemirror/state';

/** What the editor asks of the media player: its time for markers and new boxes, and seeking. */
export interface PlayerLink {
  /** Seconds into the media. */
  currentTime(): number;
  seek(seconds: number): void;
}

/** The part of the media the user may write: new boxes and markers are kept inside it. */
export interface EditableRange {
  start: number;
  end: number;
}

/** An editor without a player (live notes have no recording): time stands still, nothing seeks. */
export const noPlayer: PlayerLink = { currentTime: () => 0, seek: () => undefined };

export const playerLink = Facet.define<PlayerLink, PlayerLink>({
  combine: (links) => links[0] ?? noPlayer,
});

export const editableRange = Facet.define<EditableRange, EditableRange>({
  combine: (ranges) => ranges[0] ?? { start: 0, end: Number.POSITIVE_INFINITY },
});
