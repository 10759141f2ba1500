/** Playing speeds the faster and slower hotkeys step through; 1 is normal speed. */
export const PLAYER_SPEEDS = [0.5, 0.6, 0.7, 0.8, 0.9, 1, 1.1, 1.2, 1.3, 1.5, 1.75, 2] as const;

/** Seconds the skip hotkeys move by. */
export const SKIP_SECONDS = 5;

/** Seconds replayed when playing resumes, so the typist hears again where they paused. */
export const RESUME_REPLAY_SECONDS = 2;

/** The next speed up or down from `speed`, or normal speed. */
export function nextSpeed(speed: number, change: 'faster' | 'slower' | 'normal'): number {
  if (change === 'normal') return 1;
  const index = PLAYER_SPEEDS.findIndex((step) => step >= speed);
  const at = index < 0 ? PLAYER_SPEEDS.length - 1 : index;
  const onStep = PLAYER_SPEEDS[at] === speed;
  const next = change === 'slower' ? at - 1 : onStep ? at + 1 : at;
  return PLAYER_SPEEDS[Math.min(Math.max(next, 0), PLAYER_SPEEDS.length - 1)]!;
}
