import type { PortingType } from '@/components/porting/porting-schema';

/**
 * The porting-type memory (portal-shop-onboarding.md: "Porting-type memory for ported SIMs is
 * cleared after purchase"): which number the buyer wants for the SIM (a new one, one chosen from
 * the pool, or their own) and how their own is paid for now, kept in this browser until the order
 * is placed. Only the choice is kept: never the number, the name or the account details.
 */
export const PORTING_MEMORY_KEY = 'eshop.portingType';

export type NumberChoiceKind = 'new' | 'choose' | 'bring';
export type PortingMemory = { choice: NumberChoiceKind; type: PortingType };

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readPortingMemory(store: Store): PortingMemory | null {
  try {
    const raw = store.getItem(PORTING_MEMORY_KEY);
    const v = raw ? (JSON.parse(raw) as Partial<PortingMemory>) : null;
    if (!v || !['new', 'choose', 'bring'].includes(v.choice as string) || !['prepay', 'postpay'].includes(v.type as string)) return null;
    return { choice: v.choice as NumberChoiceKind, type: v.type as PortingType };
  } catch {
    return null;
  }
}

export function writePortingMemory(store: Store, memory: PortingMemory): void {
  try {
    store.setItem(PORTING_MEMORY_KEY, JSON.stringify(memory));
  } catch {
    // Private mode or a full store: the choice is only not remembered.
  }
}

/** After the order is placed (the cart is forgotten). */
export function clearPortingMemory(store: Store): void {
  try {
    store.removeItem(PORTING_MEMORY_KEY);
  } catch {
    // as above
  }
}
