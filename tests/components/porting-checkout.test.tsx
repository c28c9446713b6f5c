/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartContext, useCart, type AddItemInput, type CartState } from '@/components/shop/cart-context';
import { CartProvider } from '@/components/shop/cart-provider';
import { PORTING_MEMORY_KEY, readPortingMemory } from '@/components/shop/porting-memory';
import { SimPurchaseForm } from '@/components/shop/sim-purchase-form';
import { SIM_OPTIONS } from '@/components/shop/sim-options';
import { renderIntl } from '../support/render-intl';
import { fakeBff } from './payment-bff';

/**
 * Checkout's "Your number" (docs/onboarding-contract.md §4 Checkout, flags on): a new number, a
 * number chosen from the pool (`numberPreselection`), or bring my number (`porting`: the same
 * fields); the choice (porting type) remembered locally until the order is placed, then cleared
 * ("Porting-type memory for ported SIMs is cleared after purchase").
 */

const PLAN = { id: 'avail-1', slug: 'starter', name: 'Starter', priceCents: 2000 };
const POOL = 'GET /api/eshop/numbers?page=1';

function renderForm(numberChoice?: { pool: boolean; porting: boolean }) {
  const added: AddItemInput[] = [];
  const cart = {
    addItem: async (input: AddItemInput) => {
      added.push(input);
      return { ok: true, data: { cart: {} } };
    },
    openDrawer: () => undefined,
  } as unknown as CartState;
  renderIntl(
    <CartContext.Provider value={cart}>
      <SimPurchaseForm plans={[PLAN]} fixedPlan sims={[...SIM_OPTIONS]} defaultSim="esim" unlock={false} numberChoice={numberChoice} />
    </CartContext.Provider>,
  );
  return added;
}

const yourNumber = () => screen.getByRole('group', { name: 'Your number' });
const add = () => userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

beforeEach(() => window.localStorage.clear());

test('flags off (as shipped): no "Your number"; the SIM goes in the cart with a new number', async () => {
  const added = renderForm();
  expect(screen.queryByRole('group', { name: 'Your number' })).toBeNull();
  await add();
  expect(added).toEqual([{ simType: 'esim', plan: 'avail-1', quantity: 1 }]);
});

test('choose a number: the pool, 15 a page with "Show more numbers"; none chosen says so; the chosen number goes with the SIM', async () => {
  const first = Array.from({ length: 15 }, (_, i) => `022 555 07${String(i).padStart(2, '0')}`);
  fakeBff({ [POOL]: [{ status: 200, body: { numbers: first, page: 1, total: 16 } }], 'GET /api/eshop/numbers?page=2': [{ status: 200, body: { numbers: ['022 555 0799'], page: 2, total: 16 } }] });
  const added = renderForm({ pool: true, porting: false });
  expect(within(yourNumber()).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['A new number', 'Choose a number']);
  await userEvent.click(screen.getByRole('radio', { name: 'Choose a number' }));
  const pool = await screen.findByRole('group', { name: 'Numbers you can have' });
  expect(within(pool).getAllByRole('radio')).toHaveLength(15);
  await userEvent.click(screen.getByRole('button', { name: 'Show more numbers' }));
  expect(await screen.findByRole('radio', { name: '022 555 0799' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Show more numbers' })).toBeNull();
  await add();
  expect(screen.getByText('Choose one of the numbers')).toBeTruthy();
  expect(added).toEqual([]);
  await userEvent.click(screen.getByRole('radio', { name: '022 555 0799' }));
  await add();
  expect(added).toEqual([{ simType: 'esim', plan: 'avail-1', quantity: 1, preselectedNumber: '022 555 0799' }]);
  expect(readPortingMemory(window.localStorage)).toEqual({ choice: 'choose', type: 'prepay' });
});

test('bring my number: the porting fields, checked before anything goes in the cart; the port and its type go with the SIM and the type is remembered', async () => {
  fakeBff({});
  const added = renderForm({ pool: false, porting: true });
  await userEvent.click(screen.getByRole('radio', { name: 'Bring my number' }));
  expect(screen.queryByRole('button', { name: 'Check' })).toBeNull();
  await add();
  expect(await screen.findByRole('textbox', { name: 'Your number', description: /please enter/ })).toBeTruthy();
  expect(added).toEqual([]);

  await userEvent.type(screen.getByRole('textbox', { name: 'Your number' }), '027 555 0950');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Its carrier now' }), 'Spark');
  await userEvent.click(screen.getByRole('radio', { name: 'On account (a monthly bill)' }));
  await userEvent.type(screen.getByRole('textbox', { name: /Account number/ }), 'SP-4411');
  await userEvent.type(screen.getByRole('textbox', { name: "Account holder's name" }), 'Aroha Ngata');
  await add();
  expect(added).toEqual([
    { simType: 'esim', plan: 'avail-1', quantity: 1, porting: { number: '027 555 0950', carrier: 'Spark', accountNumber: 'SP-4411', priorSimId: '', name: 'Aroha Ngata', type: 'postpay' } },
  ]);
  expect(JSON.parse(window.localStorage.getItem(PORTING_MEMORY_KEY) ?? 'null')).toEqual({ choice: 'bring', type: 'postpay' });
});

test('the remembered choice and porting type come back on the next visit', async () => {
  window.localStorage.setItem(PORTING_MEMORY_KEY, JSON.stringify({ choice: 'bring', type: 'postpay' }));
  renderForm({ pool: true, porting: true });
  expect(((await screen.findByRole('radio', { name: 'Bring my number' })) as HTMLInputElement).checked).toBe(true);
  expect((screen.getByRole('radio', { name: 'On account (a monthly bill)' }) as HTMLInputElement).checked).toBe(true);
  expect(screen.getByRole('textbox', { name: /Account number/ })).toBeTruthy();
});

test('"Porting-type memory for ported SIMs is cleared after purchase": placing the order forgets the cart and the remembered choice', async () => {
  window.localStorage.setItem(PORTING_MEMORY_KEY, JSON.stringify({ choice: 'bring', type: 'prepay' }));
  let forget: (() => void) | undefined;
  function Probe() {
    forget = useCart().forget;
    return null;
  }
  render(
    <CartProvider>
      <Probe />
    </CartProvider>,
  );
  expect(readPortingMemory(window.localStorage)).toEqual({ choice: 'bring', type: 'prepay' });
  act(() => forget?.());
  expect(window.localStorage.getItem(PORTING_MEMORY_KEY)).toBeNull();
});
