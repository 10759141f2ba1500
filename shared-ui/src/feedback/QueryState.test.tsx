import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { QueryState } from './QueryState.tsx';
import type { QueryStateQuery } from './QueryState.tsx';

const answered = (data: string[] | undefined, more: Partial<QueryStateQuery<string[]>> = {}) => ({
  data,
  isLoading: false,
  isFetching: false,
  isError: false,
  refetch: jest.fn(),
  ...more,
});

const view = (words: string[]) => (
  <ul>
    {words.map((word) => (
      <li key={word}>{word}</li>
    ))}
  </ul>
);

describe('QueryState', () => {
  it('shows its skeleton while the first answer is awaited, in a named busy status', () => {
    const { container } = render(
      <QueryState
        query={answered(undefined, { isLoading: true, isFetching: true })}
        loadingLabel="Loading the words"
      >
        {view}
      </QueryState>,
    );
    const status = screen.getByRole('status', { name: 'Loading the words' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.ui-skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("shows a failure with the server's reason, and retries", async () => {
    const query = answered(undefined, {
      isError: true,
      error: { status: 422, items: [{ message: 'The dictionary is closed' }] },
    });
    render(
      <QueryState query={query} errorTitle="The words could not be loaded" headingLevel={3}>
        {view}
      </QueryState>,
    );
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(
      'The words could not be loaded',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The dictionary is closed');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the failure text it is given, the retry busy while loading again', () => {
    render(
      <QueryState
        query={answered(['stale'], { isError: true, isFetching: true })}
        errorMessage="Something else"
      >
        {view}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something else');
    expect(screen.getByRole('button', { name: /Retry/ })).toBeDisabled();
    expect(screen.queryByText('stale')).not.toBeInTheDocument();
  });

  it('keeps showing the last answer on a failed refetch when told', () => {
    render(
      <QueryState query={answered(['stale'], { isError: true })} keepData>
        {view}
      </QueryState>,
    );
    expect(screen.getByText('stale')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the failure without Retry where retrying cannot mend it', () => {
    render(
      <QueryState
        query={answered(undefined, { isError: true, error: { status: 404 } })}
        errorTitle="Not there"
        canRetry={false}
      >
        {view}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Not there');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows its placeholder again for new arguments when told to show only their answer', () => {
    const query = answered(['last'], { isFetching: true, currentData: undefined });
    const { rerender } = render(<QueryState query={query}>{view}</QueryState>);
    expect(screen.getByText('last')).toBeInTheDocument();
    rerender(
      <QueryState query={query} currentOnly loadingLabel="Loading the words">
        {view}
      </QueryState>,
    );
    expect(screen.getByRole('status', { name: 'Loading the words' })).toBeInTheDocument();
    expect(screen.queryByText('last')).not.toBeInTheDocument();
  });

  it('sets the failure in a card when told', () => {
    render(
      <QueryState query={answered(undefined, { isError: true })} failureInCard>
        {view}
      </QueryState>,
    );
    expect(screen.getByRole('alert').closest('.ui-card')).toBeInTheDocument();
  });

  it('says what is not found on a 404, in place of the failure', () => {
    render(
      <QueryState
        query={answered(undefined, { isError: true, error: { status: 404 } })}
        headingLevel={3}
        notFound={{ title: 'No such words', text: 'They are gone.' }}
      >
        {view}
      </QueryState>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No such words' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows other failures as failures when it knows what a 404 means', () => {
    render(
      <QueryState
        query={answered(undefined, { isError: true, error: { status: 500 } })}
        notFound={{ title: 'No such words' }}
      >
        {view}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('No such words')).not.toBeInTheDocument();
  });

  it('shows the empty state when the answer has nothing to show', () => {
    render(
      <QueryState
        query={answered([])}
        isEmpty={(words) => words.length === 0}
        empty={{ title: 'No words yet', text: 'Add one.' }}
      >
        {view}
      </QueryState>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No words yet' })).toBeInTheDocument();
    expect(screen.getByText('Add one.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows an empty element of the view’s own', () => {
    render(
      <QueryState
        query={answered([])}
        isEmpty={(words) => words.length === 0}
        empty={<p>Nothing here.</p>}
      >
        {view}
      </QueryState>,
    );
    expect(screen.getByText('Nothing here.')).toBeInTheDocument();
  });

  it('draws its view once the data are in', () => {
    render(
      <QueryState
        query={answered(['colour', 'grey'])}
        isEmpty={(words) => words.length === 0}
        empty={{ title: 'No words yet' }}
      >
        {view}
      </QueryState>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'colour',
      'grey',
    ]);
  });
});
