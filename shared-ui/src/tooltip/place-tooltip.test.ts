import { placeTooltip } from './place-tooltip.ts';

const box = (left: number, top: number, width: number, height: number) =>
  ({
    x: left,
    y: top,
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
  }) as DOMRect;

/** A 40 px button at (left, top) and a 100 x 30 tooltip, in a 1000 x 800 viewport. */
function elements(left: number, top: number) {
  const anchor = document.createElement('button');
  const tip = document.createElement('div');
  tip.style.position = 'fixed';
  document.body.append(anchor, tip);
  anchor.getBoundingClientRect = () => box(left, top, 40, 40);
  tip.getBoundingClientRect = () => box(0, 0, 100, 30);
  // jsdom lays nothing out: the tooltip's size as a browser would measure it.
  Object.assign(tip.style, { width: '100px', height: '30px' });
  Object.defineProperties(tip, { offsetWidth: { value: 100 }, offsetHeight: { value: 30 } });
  return { anchor, tip };
}

beforeAll(() => {
  for (const [name, value] of [
    ['clientWidth', 1000],
    ['clientHeight', 800],
  ] as const)
    Object.defineProperty(document.documentElement, name, { configurable: true, value });
});
afterEach(() => document.body.replaceChildren());

it('centres the tooltip on the asked side, 6 px clear of the trigger', async () => {
  const { anchor, tip } = elements(480, 400);
  await expect(placeTooltip(anchor, tip, 'top')).resolves.toEqual({
    side: 'top',
    top: 400 - 6 - 30,
    left: 450,
  });
  await expect(placeTooltip(anchor, tip, 'left')).resolves.toEqual({
    side: 'left',
    top: 405,
    left: 480 - 6 - 100,
  });
});

it('flips to the opposite side when the asked one has no room', async () => {
  const { anchor, tip } = elements(480, 10);
  await expect(placeTooltip(anchor, tip, 'top')).resolves.toMatchObject({
    side: 'bottom',
    top: 10 + 40 + 6,
  });
});

it('stays 8 px inside the viewport along the other axis', async () => {
  const atLeft = elements(0, 400);
  await expect(placeTooltip(atLeft.anchor, atLeft.tip, 'bottom')).resolves.toMatchObject({
    left: 8,
  });
  const atRight = elements(960, 400);
  await expect(placeTooltip(atRight.anchor, atRight.tip, 'top')).resolves.toMatchObject({
    left: 1000 - 100 - 8,
  });
});
