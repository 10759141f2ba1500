/** The editor's submit (staff spec sections 4 and 5; the spec gives no wording). */
export const submitTexts = {
  malformedMarkers: (markers: readonly string[]) =>
    `Fix these markers before submitting: each needs its time as MM.SS or HH.MM.SS, within the recording: ${markers.join(', ')}`,
  onlyWorkersSubmit: 'Only the typist or proofreader of a job submits it',
};
