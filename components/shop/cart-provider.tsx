import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { callBff, type BffResult } from '@/components/api/call-bff';
import { clearPortingMemory } from './porting-memory';
import { STORAGE_KEYS, type CartView } from '@/lib/eshop/types';
import { CartContext, type AddItemInput, type BundleInput, type CartProblem, type CartState } from './cart-context';
import { isSignedInHint, isSuspendedHint, readSavedUuid, shouldClaim, simCount } from './cart-rules';

type CartReply = BffResult<{ cart: CartView }>;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
function save(uuid: string | null) {
  try {
    if (uuid) storage()?.setItem(STORAGE_KEYS.cart, uuid);
    else storage()?.removeItem(STORAGE_KEYS.cart);
  } catch {
    // the cart then lives for this page only
  }
}

/**
 * The e-shop cart of this browser: its UUID in localStorage `eshop.cart`, restored on load
 * (GET /api/eshop/cart, forgotten on 404; without one, a signed-in customer's open cart, `null`
 * when none),
 * claimed for the customer after sign-in, changed
 * through the BFF. A failed call never drops the cart; it leaves a problem with a retry.
 * Client-only: rendered from AppProviders.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [cart, setCart] = useState<CartView | null>(null);
  const [restoring, setRestoring] = useState(true);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<CartProblem | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const uuidRef = useRef<string | null>(null);
  const claimed = useRef<string | null>(null);
  // Counts the cart's changes (add, quantity, remove, forget). A read that began before a change
  // answers with the cart as it was: it must not put that (or "none") over the changed one.
  const changes = useRef(0);

  const accept = useCallback((next: CartView) => {
    uuidRef.current = next.uuid;
    save(next.uuid);
    setCart(next);
    setProblem(null);
  }, []);

  const restore = useCallback(() => {
    const attempt = async (): Promise<void> => {
      const startedAt = changes.current;
      const uuid = readSavedUuid(storage(), STORAGE_KEYS.cart);
      uuidRef.current = uuid;
      // No cart in this browser: a signed-in customer's open cart (from another device) instead.
      const signedIn = isSignedInHint(document.cookie);
      if ((!uuid && !signedIn) || isSuspendedHint(document.cookie)) {
        setCart(null);
        setRestoring(false);
        return;
      }
      // With a uuid: that cart, or 404 (gone); without: the customer's open cart or `cart: null`.
      const r = await callBff<{ cart: CartView | null }>(uuid ? `/api/eshop/cart?uuid=${encodeURIComponent(uuid)}` : '/api/eshop/cart', 'GET');
      if (changes.current !== startedAt) {
        // The customer changed the cart meanwhile (say, Add to cart while the page loaded): theirs stands.
        setRestoring(false);
        return;
      }
      if (r.ok && r.data.cart) accept(r.data.cart);
      else if (r.ok) {
        setCart(null);
        setProblem(null);
      }
      else if (r.status === 404) {
        // unknown or checked out: "the browser forgets the UUID"
        uuidRef.current = null;
        save(null);
        setCart(null);
      } else setProblem({ code: r.code, message: r.message, retry: () => void attempt() });
      setRestoring(false);
    };
    return attempt();
  }, [accept]);

  useEffect(() => {
    void restore();
    // Another tab changed the cart: read it again.
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORAGE_KEYS.cart) void restore();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [restore]);

  // After sign-in the cart becomes the customer's (once per cart).
  useEffect(() => {
    if (!cart || claimed.current === cart.uuid || !shouldClaim(cart, document.cookie)) return;
    claimed.current = cart.uuid;
    void callBff<{ cart: CartView }>('/api/eshop/cart/claim', 'POST', { uuid: cart.uuid }).then((r) => {
      if (r.ok) accept(r.data.cart);
    });
  }, [cart, accept]);

  /** One cart call; a failure keeps the cart and, when `report`, leaves a problem whose retry repeats the call. */
  const run = useCallback(
    (call: () => Promise<CartReply>, report = true): Promise<CartReply> => {
      const attempt = async (): Promise<CartReply> => {
        changes.current += 1;
        setBusy(true);
        const r = await call();
        setBusy(false);
        if (r.ok) accept(r.data.cart);
        else {
          if (r.status === 404 && r.code === 'cart_not_found') {
            // The saved cart is gone (checked out elsewhere): start again from nothing.
            uuidRef.current = null;
            save(null);
            setCart(null);
          }
          if (report) setProblem({ code: r.code, message: r.message, retry: () => void attempt() });
        }
        return r;
      };
      return attempt();
    },
    [accept],
  );

  // Adding reports to the page that adds (its own alert, nothing typed lost), not to the drawer.
  const addItem = useCallback(
    (input: AddItemInput) => run(() => callBff('/api/eshop/cart/items', 'POST', { uuid: uuidRef.current ?? undefined, ...input }), false),
    [run],
  );
  const addBundle = useCallback(
    (input: BundleInput) => run(() => callBff('/api/eshop/cart/bundle', 'POST', { uuid: uuidRef.current ?? undefined, ...input }), false),
    [run],
  );
  const setQuantity = useCallback(
    async (line: string, quantity: number) => {
      const uuid = uuidRef.current;
      if (uuid) await run(() => callBff(`/api/eshop/cart/items/${encodeURIComponent(line)}`, 'PATCH', { uuid, quantity }));
    },
    [run],
  );
  const remove = useCallback(
    async (line: string) => {
      const uuid = uuidRef.current;
      if (uuid) await run(() => callBff(`/api/eshop/cart/items/${encodeURIComponent(line)}?uuid=${encodeURIComponent(uuid)}`, 'DELETE'));
    },
    [run],
  );

  const value = useMemo<CartState>(
    () => ({
      cart,
      restoring,
      busy,
      problem,
      count: simCount(cart),
      drawerOpen,
      openDrawer: () => setDrawerOpen(true),
      closeDrawer: () => setDrawerOpen(false),
      addItem,
      addBundle,
      setQuantity,
      remove,
      dismissProblem: () => setProblem(null),
      forget: () => {
        // "Porting-type memory for ported SIMs is cleared after purchase."
        clearPortingMemory(window.localStorage);
        changes.current += 1;
        uuidRef.current = null;
        save(null);
        setCart(null);
      },
    }),
    [cart, restoring, busy, problem, drawerOpen, addItem, addBundle, setQuantity, remove],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
