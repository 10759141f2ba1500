import {
  Decoration,
  EditorView,
  MatchDecorator,
  ViewPlugin,
  type DecorationSet,
  type ViewUpdate,
} from '@codemirror/view';
import { findMarkers } from '@portal/contracts/transcript/markers';
import { playerLink } from './player-link.ts';

// Any bracketed token; findMarkers decides whether it is a marker and of which kind.
const BRACKETED = /\[[^[\]\n]*\]/g;

const tokens = new MatchDecorator({
  regexp: BRACKETED,
  decoration: (match) => {
    const [marker] = findMarkers(match[0]);
    if (!marker || marker.text !== match[0]) return null;
    const malformed = marker.seconds === undefined;
    return Decoration.mark({
      class: `marker marker--${marker.kind}${malformed ? ' marker--malformed' : ''}`,
      attributes: malformed
        ? { title: 'This marker needs a time as MM.SS or HH.MM.SS' }
        : { 'data-seconds': String(marker.seconds) },
    });
  },
});

/** Markers drawn as tokens, a malformed one flagged; a timecode marker clicked seeks there. */
export const markerTokens = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = tokens.createDeco(view);
    }
    update(update: ViewUpdate) {
      this.decorations = tokens.updateDeco(update, this.decorations);
    }
  },
  { decorations: (plugin) => plugin.decorations },
);

/** A click on a well-formed marker plays the media from its time. */
export const seekOnMarkerClick = EditorView.domEventHandlers({
  click(event, view) {
    const token = (event.target as HTMLElement).closest<HTMLElement>('[data-seconds]');
    if (!token) return false;
    view.state.facet(playerLink).seek(Number(token.dataset.seconds));
    return false;
  },
});
