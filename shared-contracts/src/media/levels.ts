/**
 * A media's priority and difficulty as admins set them (staff spec section 9): stored as the
 * number, shown as the label.
 */
export const mediaPriorityLabels = { 3: 'High', 2: 'Medium', 1: 'Low', 0: 'Not set' } as const;
export type MediaPriority = keyof typeof mediaPriorityLabels;

export const mediaDifficultyLabels = { 3: 'Hard', 2: 'Moderate', 1: 'Easy', 0: 'Not set' } as const;
export type MediaDifficulty = keyof typeof mediaDifficultyLabels;

/** The values both scales take: 0 (not set) to 3. */
export const mediaLevels = [0, 1, 2, 3] as const;
