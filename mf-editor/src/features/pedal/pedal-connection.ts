import type { Pedal } from '@portal/contracts/hotkeys/foot-pedal';
import { heldPedals, modelOf, pedalEdges, pedalFilters } from './pedal-models.ts';
import { pedalPressed } from './pedal-presses.ts';
import type { HID, HIDConnectionEvent, HIDDevice, HIDInputReportEvent } from './webhid.ts';

export interface PedalStatus {
  /** The connected pedals, by the names they give themselves. */
  connected: string[];
  /** Why the last pedal could not be opened. */
  failure?: string;
}

interface OpenPedal {
  name: string;
  /** Open, its reports read; not yet while it is being opened. */
  open: boolean;
  held: Set<Pedal>;
  stop(): void;
}

/**
 * The page's foot pedals: those granted before are opened as soon as they are plugged in, and
 * each one's presses go to onPedalPress. One per page, shared by the editor and its settings.
 */
export class PedalConnection {
  private readonly pedals = new Map<HIDDevice, OpenPedal>();
  private readonly watchers = new Set<() => void>();
  private current: PedalStatus = { connected: [] };
  private started?: Promise<void>;
  private readonly hid: HID;

  constructor(hid: HID) {
    this.hid = hid;
  }

  /** Opens the granted pedals plugged in now, and from now on each one plugged in. */
  start(): Promise<void> {
    this.started ??= this.listen();
    return this.started;
  }

  /** Asks the user to choose a pedal (from a click on Connect) and opens it. */
  async request(): Promise<void> {
    await this.start();
    let chosen: HIDDevice[];
    try {
      chosen = await this.hid.requestDevice({ filters: pedalFilters });
    } catch {
      return this.update({ failure: 'The browser did not let the page ask for a pedal.' });
    }
    await Promise.all(chosen.map((device) => this.attach(device)));
  }

  readonly status = (): PedalStatus => this.current;

  readonly watch = (watcher: () => void) => {
    this.watchers.add(watcher);
    return () => {
      this.watchers.delete(watcher);
    };
  };

  private async listen() {
    this.hid.addEventListener('connect', (event) => {
      void this.attach((event as HIDConnectionEvent).device);
    });
    this.hid.addEventListener('disconnect', (event) => {
      this.detach((event as HIDConnectionEvent).device);
    });
    const granted = await this.hid.getDevices();
    await Promise.all(granted.map((device) => this.attach(device)));
  }

  private async attach(device: HIDDevice) {
    const model = modelOf(device);
    if (!model || this.pedals.has(device)) return;
    const onReport = (event: Event) => {
      const held = heldPedals(model, (event as HIDInputReportEvent).data);
      if (!held) return;
      const edges = pedalEdges(pedal.held, held);
      pedal.held = held;
      for (const edge of edges) if (edge.pressed) pedalPressed(edge.pedal);
    };
    const pedal: OpenPedal = {
      name: device.productName || model.name,
      open: false,
      held: new Set(),
      stop: () => device.removeEventListener('inputreport', onReport),
    };
    // Kept before opening: a pedal granted and plugged in at once is announced twice.
    this.pedals.set(device, pedal);
    try {
      if (!device.opened) await device.open();
    } catch {
      this.pedals.delete(device);
      return this.update({
        failure: `The ${pedal.name} could not be opened: another program may be using it.`,
      });
    }
    device.addEventListener('inputreport', onReport);
    pedal.open = true;
    this.update({});
  }

  private detach(device: HIDDevice) {
    const pedal = this.pedals.get(device);
    if (!pedal) return;
    pedal.stop();
    this.pedals.delete(device);
    this.update({});
  }

  private update({ failure }: { failure?: string }) {
    const connected = [...this.pedals.values()].filter(({ open }) => open).map(({ name }) => name);
    this.current = { connected, ...(failure && { failure }) };
    for (const watcher of this.watchers) watcher();
  }
}

const connections = new WeakMap<HID, PedalConnection>();

export function pedalConnection(hid: HID): PedalConnection {
  let connection = connections.get(hid);
  if (!connection) connections.set(hid, (connection = new PedalConnection(hid)));
  return connection;
}
