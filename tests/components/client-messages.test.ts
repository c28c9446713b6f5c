import { pickMessages, SHARED_CLIENT_NAMESPACES } from '@/components/i18n/client-messages';

/*
 * Issue 18, item 5: "keep message namespaces per page" so that a page's HTML carries only the
 * messages its client components read: the shared ones, and the namespaces or parts named.
 */

const messages = {
  app: { name: 'Tūī' }, common: { home: 'Home' }, dialogs: {}, errors: { x: 'X' }, signOut: {}, errorPage: {}, notFound: {},
  shop: { cart: { title: 'Your cart' }, errors: { title: 'Oops' }, purchase: { big: 'not wanted' } },
  plans: { nav: 'Plans' },
};

test('the shared namespaces always, nothing else unless named', () => {
  expect(Object.keys(pickMessages(messages, []))).toEqual([...SHARED_CLIENT_NAMESPACES]);
});

test('a part of a namespace carries that part only', () => {
  const picked = pickMessages(messages, ['shop.cart', 'shop.errors']);
  expect(picked.shop).toEqual({ cart: { title: 'Your cart' }, errors: { title: 'Oops' } });
  expect(picked.plans).toBeUndefined();
});

test('a whole namespace, and an unknown part is left out', () => {
  const picked = pickMessages(messages, ['plans', 'shop.nothing']);
  expect(picked.plans).toEqual({ nav: 'Plans' });
  expect(picked.shop).toEqual({});
});
