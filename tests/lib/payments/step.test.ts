import type { CardItem } from '@/lib/billing/types';
import { cardAddedSince, cardReason, initialCardChoice, keptCardChoice, NEW_CARD, pendingRetryOver } from '@/lib/payments/step';

const card = (id: string, state: CardItem['state'], isDefault = false): CardItem => ({ id, brand: 'Visa', last4: '4242', expiryMonth: 1, expiryYear: 2030, isDefault, state });

describe('the payment step\'s rules (docs/account-contract.md §5)', () => {
  test('"expired and about-to-expire cards shown but not selectable, with the reason: \'A card about to expire cannot be authorized\'"', () => {
    expect(cardReason(card('a', 'valid'))).toBeNull();
    expect(cardReason(card('a', 'expiring'))).toBe('expiring');
    expect(cardReason(card('a', 'expired'))).toBe('expired');
  });

  test('"saved cards with the default first": the default is chosen when it may pay, else the first that may, else a new card', () => {
    expect(initialCardChoice([card('d', 'valid', true), card('b', 'valid')])).toBe('d');
    expect(initialCardChoice([card('d', 'expiring', true), card('b', 'expired'), card('c', 'valid')])).toBe('c');
    expect(initialCardChoice([card('d', 'expired', true)])).toBe(NEW_CARD);
    expect(initialCardChoice([])).toBe(NEW_CARD);
  });

  test('a choice is kept while the list still allows it', () => {
    const list = [card('d', 'valid', true), card('b', 'valid')];
    expect(keptCardChoice('b', list)).toBe('b');
    expect(keptCardChoice(NEW_CARD, list)).toBe(NEW_CARD);
    expect(keptCardChoice('gone', list)).toBe('d');
    expect(keptCardChoice('b', [card('d', 'valid', true), card('b', 'expired')])).toBe('d');
  });

  test('"Without a ClientSecret the same purchase is retried until 10 seconds since the first attempt, then fails."', () => {
    expect(pendingRetryOver(0, 0)).toBe(false);
    expect(pendingRetryOver(0, 9_000)).toBe(false);
    expect(pendingRetryOver(0, 9_001)).toBe(true);
    expect(pendingRetryOver(0, 10_000)).toBe(true);
  });

  test('the card a SetupIntent saved is the new payable one in the list', () => {
    expect(cardAddedSince(['a'], [card('a', 'valid', true), card('n', 'valid')])).toBe('n');
    expect(cardAddedSince(['a'], [card('a', 'valid', true)])).toBeNull();
  });
});
