import type { Pedal } from '@portal/contracts/hotkeys/foot-pedal';
import type { HIDDevice, HIDDeviceFilter } from './webhid.ts';

/** A pedal model the editor reads: how it enumerates and where its input reports hold the pedals. */
export interface PedalModel {
  name: string;
  vendorId: number;
  productId: number;
  /** The byte of an input report (after its report id) holding the pedals, one bit each. */
  byte: number;
  bits: Record<Pedal, number>;
}

/**
 * The supported pedals. Their layouts come from open-source drivers, since neither maker
 * publishes them:
 *
 * - VEC Infinity IN-USB-1, IN-USB-2 and IN-USB-3 all enumerate as PI Engineering's "VEC USB
 *   Footpedal", 05f3:00ff, and send a 2-byte report with no report id whose first byte holds
 *   left 0x01, middle 0x02, right 0x04 (peternewman/VECFootpedal lib/FootpedalDefs.js:
 *   uint16le at 0, masks 1, 2, 4; breedx2/infinity-footpedal pedal.c: replybuf[0] & 1, 2, 4).
 * - Olympus RS27H and RS28H: 07b4:0218 (the RS28H's id is in usb.ids; the RS27H's is not
 *   published and is taken to be the same, unchecked), the pedals in byte 2 of the report:
 *   left 0x01, right 0x02, middle 0x04 (the WebHID pedal script of slowriff.com,
 *   convertBytes: "Olympus", getUint8(2)).
 * - Olympus RS31H in its Olympus mode: 07b4:025f, byte 2: right 0x01, middle 0x02, left 0x04
 *   (the same script, "Olympus RS31H in Olympus mode"); a Windows raw-input dump of the RS31H
 *   shows the same bits in the fourth byte, the report id first. Its fourth (top) switch is not
 *   read. In keyboard mode it types keys, which the hotkeys take.
 */
export const pedalModels: readonly PedalModel[] = [
  {
    name: 'VEC Infinity',
    vendorId: 0x05f3,
    productId: 0x00ff,
    byte: 0,
    bits: { left: 0x01, middle: 0x02, right: 0x04 },
  },
  {
    name: 'Olympus RS27H/RS28H',
    vendorId: 0x07b4,
    productId: 0x0218,
    byte: 2,
    bits: { left: 0x01, middle: 0x04, right: 0x02 },
  },
  {
    name: 'Olympus RS31H',
    vendorId: 0x07b4,
    productId: 0x025f,
    byte: 2,
    bits: { left: 0x04, middle: 0x02, right: 0x01 },
  },
];

/** What the browser's device chooser offers: the supported pedals only. */
export const pedalFilters: HIDDeviceFilter[] = pedalModels.map(({ vendorId, productId }) => ({
  vendorId,
  productId,
}));

export const modelOf = (device: Pick<HIDDevice, 'vendorId' | 'productId'>) =>
  pedalModels.find(
    (model) => model.vendorId === device.vendorId && model.productId === device.productId,
  );

/** The pedals held down in an input report; undefined for a report too short to hold them. */
export function heldPedals(model: PedalModel, report: DataView): Set<Pedal> | undefined {
  if (report.byteLength <= model.byte) return undefined;
  const byte = report.getUint8(model.byte);
  const pedals = Object.keys(model.bits) as Pedal[];
  return new Set(pedals.filter((pedal) => (byte & model.bits[pedal]) !== 0));
}

export interface PedalEdge {
  pedal: Pedal;
  pressed: boolean;
}

/** The presses and releases from one report's pedals to the next's: a pedal still held is none. */
export function pedalEdges(before: ReadonlySet<Pedal>, now: ReadonlySet<Pedal>): PedalEdge[] {
  const released = [...before].filter((pedal) => !now.has(pedal));
  const pressed = [...now].filter((pedal) => !before.has(pedal));
  return [
    ...released.map((pedal) => ({ pedal, pressed: false })),
    ...pressed.map((pedal) => ({ pedal, pressed: true })),
  ];
}
