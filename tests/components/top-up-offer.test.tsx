/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { missingCentsOf, TopUpOffer } from '@/components/billing/top-up-offer';
import { BffError } from '@/components/query/bff-query';
import { renderIntl } from '../support/render-intl';

/**
 * "'Insufficient funds' and 'Not enough balance' elsewhere in the app offer to top up the missing
 * amount (minimum charge $1.00)" (issue 12 item 2; docs/money-contract.md §4 "Top-up offer").
 */

const refusal = (code: string, details?: unknown) => new BffError({ ok: false, status: 402, code, message: code === 'insufficient_funds' ? 'Insufficient funds' : 'Not enough balance', details });

test('insufficient funds with $3.45 missing: the message and a link "Top up $3.45" to the top-up page with the amount', () => {
  renderIntl(<TopUpOffer error={refusal('insufficient_funds', { missingCents: 345 })} />);
  expect(screen.getByRole('alert').textContent).toContain('Insufficient funds');
  expect(screen.getByRole('link', { name: 'Top up $3.45' }).getAttribute('href')).toBe('/profile/top-up?amount=3.45');
});

test('"Minimum charge $1.00 when charging missing balance": 20 cents missing offers $1.00', () => {
  renderIntl(<TopUpOffer error={refusal('not_enough_balance', { missingCents: 20 })} />);
  expect(screen.getByRole('alert').textContent).toContain('Not enough balance');
  expect(screen.getByRole('link', { name: 'Top up $1.00' }).getAttribute('href')).toBe('/profile/top-up?amount=1.00');
});

test('any other error, or no missing amount, offers nothing', () => {
  const { container } = renderIntl(
    <>
      <TopUpOffer error={refusal('payment_failed', { missingCents: 500 })} />
      <TopUpOffer error={refusal('insufficient_funds')} />
      <TopUpOffer error={new Error('boom')} />
      <TopUpOffer error={null} />
    </>,
  );
  expect(container.textContent).toBe('');
  expect(missingCentsOf({ code: 'insufficient_funds', details: { missingCents: -5 } })).toBeNull();
  expect(missingCentsOf({ code: 'not_enough_balance', details: { missingCents: 1234 } })).toBe(1234);
});
