import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Paginator } from './Paginator.tsx';

it('says which items are shown and moves between pages', async () => {
  const onPageChange = jest.fn();
  render(<Paginator page={2} perPage={25} total={180} onPageChange={onPageChange} />);
  expect(screen.getByText('Showing 26 - 50 out of 180 items')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getAllByRole('button', { name: /^Page \d$/ })).toHaveLength(5);

  await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
  expect(onPageChange.mock.calls).toEqual([[4], [3], [1]]);
});

it('has no page links for a single page, and offers page sizes when asked', async () => {
  const onPerPageChange = jest.fn();
  render(
    <Paginator
      page={1}
      perPage={50}
      total={7}
      onPageChange={jest.fn()}
      perPageOptions={[50, 100]}
      onPerPageChange={onPerPageChange}
    />,
  );
  expect(screen.getByText('Showing 1 - 7 out of 7 items')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Page 1' })).not.toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('Per page'), '100');
  expect(onPerPageChange).toHaveBeenCalledWith(100);
});

it('says the total is at least that many when the server stopped counting, and pages on past it', async () => {
  const onPageChange = jest.fn();
  render(
    <Paginator page={20} perPage={50} total={1000} totalIsCapped onPageChange={onPageChange} />,
  );
  expect(screen.getByText('Showing 951 - 1000 out of 1,000+ items')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(onPageChange).toHaveBeenCalledWith(21);
});

it('has no next page after the last one of an exact total', () => {
  render(<Paginator page={20} perPage={50} total={1000} onPageChange={jest.fn()} />);
  expect(screen.getByText('Showing 951 - 1000 out of 1000 items')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
});
