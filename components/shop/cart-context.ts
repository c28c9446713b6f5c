import { createContext, useContext } from 'react';
import type { BffResult } from '@/components/api/call-bff';
import type { BundleType, CartView, SimType } from '@/lib/eshop/types';

/** A SIM line's number (docs/onboarding-contract.md §3.2 Checkout): a pool number (`numberPreselection`) or a port (`porting`). */
export type LinePorting = { number: string; carrier: string; accountNumber: string; priorSimId: string; name: string; type: 'prepay' | 'postpay' };
export type AddItemInput = { simType: SimType; plan: string; quantity?: number; planPassword?: string; preselectedNumber?: string; porting?: LinePorting };
export type BundleInput = { type: BundleType; sims: Array<{ simType: SimType; plan: string; name?: string }> };
/** A failed cart call: what to say, and how to try again. The cart itself stays as it was. */
export type CartProblem = { code: string; message?: string; retry: () => void };

export type CartState = {
  cart: CartView | null;
  /** True until the saved cart (if any) has been read. */
  restoring: boolean;
  /** A cart call is under way (buttons show busy). */
  busy: boolean;
  problem: CartProblem | null;
  /** SIMs in the cart ("Cart, N items"). */
  count: number;
  drawerOpen: boolean;
  openDrawer(): void;
  closeDrawer(): void;
  addItem(input: AddItemInput): Promise<BffResult<{ cart: CartView }>>;
  addBundle(input: BundleInput): Promise<BffResult<{ cart: CartView }>>;
  setQuantity(line: string, quantity: number): Promise<void>;
  remove(line: string): Promise<void>;
  dismissProblem(): void;
  /** After a purchase: the cart is gone (checkout calls it). */
  forget(): void;
};

export const CartContext = createContext<CartState | null>(null);

/** The cart of the e-shop; only under CartProvider (AppProviders). */
export function useCart(): CartState {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart outside CartProvider');
  return value;
}
