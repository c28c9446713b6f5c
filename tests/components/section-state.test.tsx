/** @jest-environment jsdom */
import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAgain } from '@/components/api/sign-in-again';
import { BffError } from '@/components/query/bff-query';
import { QuerySection } from '@/components/ui/section-state';
import { renderIntl } from '../support/render-intl';

jest.mock('@/components/api/sign-in-again', () => ({ signInAgain: jest.fn() }));

type Answer = { items: string[] };

/** A section over a query whose answers the test hands out one by one. */
function Section({ fetcher }: { fetcher: () => Promise<Answer> }) {
  const query = useQuery({ queryKey: ['test', 'section'], queryFn: fetcher });
  return (
    <QuerySection query={query} title="Payment history">
      {(data) => (
        <ul>
          {data.items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      )}
    </QuerySection>
  );
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const outage = () => new BffError({ ok: false, status: 503, code: 'upstream_unavailable', message: 'network error' });

describe('QuerySection', () => {
  test('loading: a skeleton announced as a status naming the section, no content yet', async () => {
    const answer = deferred<Answer>();
    renderIntl(<Section fetcher={() => answer.promise} />);
    expect(screen.getByRole('status').textContent).toBe('Loading Payment history…');
    expect(screen.queryByRole('list')).toBeNull();
    await act(async () => answer.resolve({ items: ['Order 1001'] }));
    expect((await screen.findByRole('listitem')).textContent).toBe('Order 1001');
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('a failure shows the error and Try again, which asks again and then shows the content', async () => {
    const answers = [deferred<Answer>(), deferred<Answer>()];
    let calls = 0;
    renderIntl(<Section fetcher={() => answers[calls++]!.promise} />);
    await act(async () => answers[0]!.reject(outage()));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Payment history could not be loaded');
    expect(alert.textContent).toContain('network error');
    expect(screen.queryByRole('list')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(calls).toBe(2);
    await act(async () => answers[1]!.resolve({ items: ['Order 1002'] }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect((await screen.findByRole('listitem')).textContent).toBe('Order 1002');
  });

  test('an error the catalogue does not know reads as the general failure', async () => {
    renderIntl(<Section fetcher={() => Promise.reject(new Error('boom'))} />);
    expect((await screen.findByRole('alert')).textContent).toContain('something went wrong, try later');
  });

  test('children may be plain content, shown once the data is there', async () => {
    function Plain() {
      const query = useQuery({ queryKey: ['test', 'plain'], queryFn: () => Promise.resolve(1) });
      return (
        <QuerySection query={query} title="Delivery addresses">
          <p>ready</p>
        </QuerySection>
      );
    }
    renderIntl(<Plain />);
    expect(await screen.findByText('ready')).toBeTruthy();
  });

  test('a failure that means the session ended goes to sign-in, to come back here', async () => {
    renderIntl(<Section fetcher={() => Promise.reject(new BffError({ ok: false, status: 401, code: 'session_ended' }))} />);
    await screen.findByRole('alert');
    expect(signInAgain).toHaveBeenCalledTimes(1);
  });
});
