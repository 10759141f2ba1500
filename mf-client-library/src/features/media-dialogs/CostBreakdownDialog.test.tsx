import '@portal/ui/testing';
import { screen, within } from '@testing-library/react';
import { testProjectMedia } from '../../testing/test-media.ts';
import CostBreakdownDialog from './CostBreakdownDialog.tsx';
import { renderDialog } from '../../testing/render-dialog.tsx';

const lines = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

it('breaks the price down: full price, discount, ex VAT, VAT and total', async () => {
  renderDialog(<CostBreakdownDialog media={testProjectMedia(1)} onClose={jest.fn()} />);
  const dialog = await screen.findByRole('dialog', { name: 'Cost breakdown' });
  expect(lines(dialog)).toEqual([
    ['Billed duration', '63 minutes'],
    ['Full price', '£70.00'],
    ['Discount', '-£7.00'],
    ['Price ex. VAT', '£63.00'],
    ['VAT', '£12.60'],
    ['Total inc. VAT', '£75.60'],
  ]);
});

it('says so when the media has no price yet', async () => {
  const media = testProjectMedia(1, {
    price: null,
    fullPrice: null,
    grossPrice: null,
    currency: 'USD',
  });
  renderDialog(<CostBreakdownDialog media={media} onClose={jest.fn()} />);
  expect(await screen.findByText('This media has not been priced yet.')).toBeVisible();
});
