import type { Pedal } from '@portal/contracts/hotkeys/foot-pedal';
import { heldPedals, modelOf, pedalEdges, pedalFilters } from './pedal-models.ts';

/**
 * What a run of input reports (their bytes after the report id, as WebHID's `inputreport` gives
 * them) reads as: each press and release, in order.
 */
function edgesOf(device: { vendorId: number; productId: number }, reports: number[][]) {
  const model = modelOf(device)!;
  let held = new Set<Pedal>();
  return reports.flatMap((bytes) => {
    const now = heldPedals(model, new DataView(new Uint8Array(bytes).buffer));
    if (!now) return [];
    const edges = pedalEdges(held, now);
    held = now;
    return edges.map(({ pedal, pressed }) => `${pedal} ${pressed ? 'down' : 'up'}`);
  });
}

test('the chooser offers the supported pedals only', () => {
  expect(pedalFilters).toEqual([
    { vendorId: 0x05f3, productId: 0x00ff },
    { vendorId: 0x07b4, productId: 0x0218 },
    { vendorId: 0x07b4, productId: 0x025f },
  ]);
  expect(modelOf({ vendorId: 0x05f3, productId: 0x0268 })).toBeUndefined();
});

test('VEC Infinity: two bytes, no report id, the pedals in the first', () => {
  const reports = [
    [0x01, 0x00], // left down
    [0x00, 0x00],
    [0x02, 0x00], // middle down
    [0x06, 0x00], // right joins it
    [0x04, 0x00], // middle up
    [0x00, 0x00],
  ];
  expect(edgesOf({ vendorId: 0x05f3, productId: 0x00ff }, reports)).toEqual([
    'left down',
    'left up',
    'middle down',
    'right down',
    'middle up',
    'right up',
  ]);
});

test('Olympus RS27H/RS28H: the pedals in the third byte, middle and right the other way', () => {
  const reports = [
    [0x00, 0x00, 0x04], // middle (play) down
    [0x00, 0x00, 0x04], // the same again: no new press
    [0x00, 0x00, 0x00],
    [0x00, 0x00, 0x02], // right (fast forward) down
    [0x00, 0x00, 0x03], // and left (rewind)
    [0x00, 0x00, 0x00],
  ];
  expect(edgesOf({ vendorId: 0x07b4, productId: 0x0218 }, reports)).toEqual([
    'middle down',
    'middle up',
    'right down',
    'left down',
    'left up',
    'right up',
  ]);
});

test('Olympus RS31H: the third byte, right 1, middle 2, left 4; a short report is passed over', () => {
  const reports = [
    [0x00, 0x00, 0x04], // left down
    [0x00], // too short to hold the pedals: nothing is released
    [0x00, 0x00, 0x00],
    [0x00, 0x00, 0x01], // right down
    [0x00, 0x00, 0x02], // right up, middle down in one report
    [0x00, 0x00, 0x00],
  ];
  expect(edgesOf({ vendorId: 0x07b4, productId: 0x025f }, reports)).toEqual([
    'left down',
    'left up',
    'right down',
    'right up',
    'middle down',
    'middle up',
  ]);
});
