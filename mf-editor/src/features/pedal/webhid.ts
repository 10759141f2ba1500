/**
 * The part of WebHID (https://wicg.github.io/webhid/) the foot pedal uses, as the browser gives
 * it; TypeScript's DOM library has no WebHID yet.
 */

export interface HIDDeviceFilter {
  vendorId?: number;
  productId?: number;
}

export interface HIDDevice extends EventTarget {
  readonly opened: boolean;
  readonly vendorId: number;
  readonly productId: number;
  readonly productName: string;
  open(): Promise<void>;
  close(): Promise<void>;
}

/** `inputreport` on a device: the report's bytes after its report id (0: the device has none). */
export interface HIDInputReportEvent extends Event {
  readonly device: HIDDevice;
  readonly reportId: number;
  readonly data: DataView;
}

/** `connect` and `disconnect` on navigator.hid, for the devices the page was granted. */
export interface HIDConnectionEvent extends Event {
  readonly device: HIDDevice;
}

export interface HID extends EventTarget {
  /** The devices the user granted this page before, plugged in now. */
  getDevices(): Promise<HIDDevice[]>;
  /** Asks the user to choose a device among those the filters match (needs a click). */
  requestDevice(options: { filters: HIDDeviceFilter[] }): Promise<HIDDevice[]>;
}

/** The page's WebHID: Chrome, Edge and Opera have it on https; Firefox and Safari do not. */
export const webHid = (): HID | undefined =>
  (globalThis.navigator as (Navigator & { hid?: HID }) | undefined)?.hid;
