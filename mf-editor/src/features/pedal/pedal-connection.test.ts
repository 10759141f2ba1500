import type { Pedal } from '@portal/contracts/hotkeys/foot-pedal';
import { PedalConnection } from './pedal-connection.ts';
import { onPedalPress } from './pedal-presses.ts';
import { FakeHid, FakeHidDevice, olympusRs31h, vecInfinity } from './testing.ts';

let pressed: Pedal[];
let stopListening: () => void;
beforeEach(() => {
  pressed = [];
  stopListening = onPedalPress((pedal) => pressed.push(pedal));
});
afterEach(() => stopListening());

const nextChange = (connection: PedalConnection) =>
  new Promise<void>((resolve) => {
    const stop = connection.watch(() => {
      stop();
      resolve();
    });
  });

test('a pedal granted before is opened on load, and its presses come through', async () => {
  const hid = new FakeHid();
  const pedal = vecInfinity();
  const keyboard = new FakeHidDevice(0x046d, 0xc31c, 'USB Keyboard');
  hid.granted = [keyboard, pedal];
  const connection = new PedalConnection(hid);
  await connection.start();

  expect(pedal.opened).toBe(true);
  expect(keyboard.opened).toBe(false);
  expect(connection.status()).toEqual({ connected: ['VEC USB Footpedal'] });
  pedal.send([0x02, 0x00]);
  pedal.send([0x00, 0x00]);
  pedal.send([0x01, 0x00]);
  expect(pressed).toEqual(['middle', 'left']);
});

test('unplugged, a pedal is dropped; plugged in again, it is opened again', async () => {
  const hid = new FakeHid();
  const pedal = olympusRs31h();
  hid.granted = [pedal];
  const connection = new PedalConnection(hid);
  await connection.start();

  hid.unplug(pedal);
  expect(connection.status()).toEqual({ connected: [] });
  pedal.send([0x00, 0x00, 0x04]);
  expect(pressed).toEqual([]);

  const opened = nextChange(connection);
  hid.plugIn(pedal);
  await opened;
  expect(connection.status()).toEqual({ connected: ['Olympus RS31H'] });
  pedal.send([0x00, 0x00, 0x04]);
  expect(pressed).toEqual(['left']);
});

test('Connect asks the browser for the supported pedals and opens the one chosen', async () => {
  const hid = new FakeHid();
  const pedal = vecInfinity();
  hid.choose = [pedal];
  const connection = new PedalConnection(hid);
  await connection.request();

  expect(hid.asked).toEqual([
    [
      { vendorId: 0x05f3, productId: 0x00ff },
      { vendorId: 0x07b4, productId: 0x0218 },
      { vendorId: 0x07b4, productId: 0x025f },
    ],
  ]);
  expect(connection.status()).toEqual({ connected: ['VEC USB Footpedal'] });
  pedal.send([0x04, 0x00]);
  expect(pressed).toEqual(['right']);
});

test('a pedal another program holds is not connected, and says so', async () => {
  const hid = new FakeHid();
  const pedal = vecInfinity();
  pedal.busy = true;
  hid.choose = [pedal];
  const connection = new PedalConnection(hid);
  await connection.request();

  expect(connection.status()).toEqual({
    connected: [],
    failure: 'The VEC USB Footpedal could not be opened: another program may be using it.',
  });
});

test('nothing chosen in the browser, nothing changes', async () => {
  const connection = new PedalConnection(new FakeHid());
  await connection.request();
  expect(connection.status()).toEqual({ connected: [] });
});
