/** @jest-environment jsdom */
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { ForgotEmailForm } from '@/app/[locale]/(auth)/_components/forgot-email-form';
import { PurchaseGuard } from '@/components/orders/purchase-guard';
import { PowerForm } from '@/components/rewards/power-form';
import { CartContext, type CartState } from '@/components/shop/cart-context';
import { SimPurchaseForm } from '@/components/shop/sim-purchase-form';
import { SIM_OPTIONS } from '@/components/shop/sim-options';
import en from '@/messages/en.json';
import { htmlProblems } from '../support/html-rules';
import { renderIntl } from '../support/render-intl';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn(), replace: jest.fn() }) }));

/**
 * Valid HTML (issue 30 item 10): what the W3C Nu HTML checker reported on /sim-purchase,
 * /forgot-email, /profile/power and /eshop/thanks, checked with tests/support/html-rules.ts on the
 * rendered components. (The power page's heading-less section is a server page: e2e/valid-html.spec.ts.)
 */

const doc = (html: string) => new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');

describe('the rule checker finds what the W3C checker reported', () => {
  test('a <p> in a label, tel-national on type=tel, street-address on an input, a section without a heading, an empty main', () => {
    const problems = htmlProblems(
      doc(
        '<label><input type="radio" name="a"><span>Plan</span><p id="price">$20</p></label>' +
          '<input type="tel" name="mobile" autocomplete="tel-national">' +
          '<input name="address" autocomplete="street-address">' +
          '<section class="panel"><p>Not eligible</p></section>' +
          '<main id="main"></main>',
      ),
    );
    expect(problems).toEqual([
      '<p#price> "$20" inside <label> "Plan$20": a label holds phrasing content only',
      '<input> name=mobile: autocomplete="tel-national" (text) is not allowed on type=tel',
      '<input> name=address: autocomplete="street-address" (multiline) is not allowed on type=text',
      '<section.panel> "Not eligible" has no heading',
      '<main> is empty',
    ]);
  });

  test('what is allowed passes: spans in a label, tel on type=tel, tel-national and address-line1 on text, a section with its heading', () => {
    expect(
      htmlProblems(
        doc(
          '<label><input type="radio"><span>Plan</span><span>$20</span></label>' +
            '<input type="tel" autocomplete="tel"><input type="text" autocomplete="tel-national"><input autocomplete="address-line1">' +
            '<input type="email" autocomplete="username"><input type="password" autocomplete="current-password"><input autocomplete="off">' +
            '<section><h2>Plans</h2></section><main><p>Looking</p></main>',
        ),
      ),
    ).toEqual([]);
  });
});

test('/sim-purchase: the plan and SIM choices hold no <p> inside their labels', () => {
  const cart = { addItem: async () => ({ ok: true, data: { cart: {} } }), openDrawer: () => undefined } as unknown as CartState;
  const plans = [
    { id: 'avail-1', slug: 'starter', name: 'Starter', priceCents: 2000, per: 'per month' },
    { id: 'avail-2', slug: 'value', name: 'Value', priceCents: 3000, originalPriceCents: 3500 },
  ];
  renderIntl(
    <CartContext.Provider value={cart}>
      <SimPurchaseForm plans={plans} fixedPlan={false} sims={[...SIM_OPTIONS]} defaultSim="esim" unlock={false} />
    </CartContext.Provider>,
  );
  expect(document.querySelectorAll('label input[type=radio]').length).toBeGreaterThanOrEqual(4);
  expect(htmlProblems(document)).toEqual([]);
});

test('/forgot-email: the mobile number field carries an autocomplete its type allows', () => {
  renderIntl(<ForgotEmailForm />);
  const input = document.querySelector('input[name=mobile]');
  expect(input?.getAttribute('autocomplete')).toBe('tel-national');
  expect(input?.getAttribute('inputmode')).toBe('tel');
  expect(htmlProblems(document)).toEqual([]);
});

test('/profile/power: the service address field carries an autocomplete an input allows', () => {
  const plans = [{ code: 'P1', name: 'Anytime', kind: 'anytime' as const, dailyChargeCents: 150, unitRateTenthCents: 250, nightRateTenthCents: null, monthlyEstimateCents: 15000 }];
  renderIntl(<PowerForm region="AKL" plans={plans} address="1 Queen Street, Auckland" />);
  expect(document.querySelector('input[name=address]')).not.toBeNull();
  expect(htmlProblems(document)).toEqual([]);
});

test("/eshop/thanks: the server HTML's main says the order is being looked up, never empty", () => {
  window.localStorage.clear();
  const html = renderToString(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Pacific/Auckland">
      <main id="main">
        <PurchaseGuard orderId={null} path="/eshop/thanks" pending={<p role="status">{en.orders.thanks.checking}</p>}>
          <h1>Thank you</h1>
        </PurchaseGuard>
      </main>
    </NextIntlClientProvider>,
  );
  const page = doc(html);
  expect(page.querySelector('main')?.textContent).toBe('Looking up your order…');
  expect(htmlProblems(page)).toEqual([]);
});
