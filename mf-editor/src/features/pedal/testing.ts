import type { HID, HIDDevice, HIDDeviceFilter } from './webhid.ts';

/** A USB HID device as WebHID shows it; send() is the device sending an input report. */
export class FakeHidDevice extends EventTarget implements HIDDevice {
  readonly vendorId: number;
  readonly productId: number;
  readonly productName: string;
  opened = false;
  /** open() fails, as when another program holds the device. */
  busy = false;

  constructor(vendorId: number, productId: number, productName: string) {
    super();
    this.vendorId = vendorId;
    this.productId = productId;
    this.productName = productName;
  }

  open() {
    if (this.busy) return Promise.reject(new DOMException('Failed to open', 'NotAllowedError'));
    this.opened = true;
    return Promise.resolve();
  }

  close() {
    this.opened = false;
    return Promise.resolve();
  }

  /** An input report's bytes after the report id, as `inputreport` gives them. */
  send(bytes: number[], reportId = 0) {
    const data = new DataView(new Uint8Array(bytes).buffer);
    this.dispatchEvent(Object.assign(new Event('inputreport'), { device: this, reportId, data }));
  }
}

export const vecInfinity = () => new FakeHidDevice(0x05f3, 0x00ff, 'VEC USB Footpedal');
export const olympusRs28h = () => new FakeHidDevice(0x07b4, 0x0218, '');
export const olympusRs31h = () => new FakeHidDevice(0x07b4, 0x025f, '');

/**
 * navigator.hid for a test: the devices this page was granted and are plugged in, and what the
 * user picks in the browser's chooser (`choose`, nothing by default).
 */
export class FakeHid extends EventTarget implements HID {
  granted: FakeHidDevice[] = [];
  choose: FakeHidDevice[] = [];
  /** The filters of each requestDevice call. */
  readonly asked: HIDDeviceFilter[][] = [];

  getDevices() {
    return Promise.resolve([...this.granted]);
  }

  requestDevice({ filters }: { filters: HIDDeviceFilter[] }) {
    this.asked.push(filters);
    this.granted.push(...this.choose.filter((device) => !this.granted.includes(device)));
    return Promise.resolve([...this.choose]);
  }

  /** A granted device plugged in again. */
  plugIn(device: FakeHidDevice) {
    this.granted.push(device);
    this.dispatchEvent(Object.assign(new Event('connect'), { device }));
  }

  unplug(device: FakeHidDevice) {
    this.granted = this.granted.filter((granted) => granted !== device);
    device.opened = false;
    this.dispatchEvent(Object.assign(new Event('disconnect'), { device }));
  }
}

/** Gives the page `hid` as WebHID until the returned function takes it away. */
export function installFakeHid(hid: FakeHid): () => void {
  Object.defineProperty(navigator, 'hid', { value: hid, configurable: true });
  return () => {
    Reflect.deleteProperty(navigator, 'hid');
  };
}
