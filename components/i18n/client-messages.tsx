import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

/** What every page's client components may read (header sign-out, dialogs, error boundaries). */
export const SHARED_CLIENT_NAMESPACES = ['app', 'common', 'dialogs', 'errors', 'signOut', 'errorPage', 'notFound'] as const;

type Messages = Awaited<ReturnType<typeof getMessages>>;
type Namespace = keyof Messages;
/** A whole namespace, or one part of it ('shop.cart'): only that part travels to the browser. */
type Part = Namespace | `${Namespace}.${string}`;

type Tree = { [key: string]: unknown };
const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Copies the message subtree at `path` (dot-separated) from `from` into `into`. */
function copyPart(into: Tree, from: Tree, path: string): void {
  const [head, ...rest] = path.split('.');
  if (head === undefined || !(head in from)) return;
  const value = from[head];
  if (rest.length === 0 || !isTree(value)) {
    into[head] = value;
    return;
  }
  const child = isTree(into[head]) ? (into[head] as Tree) : {};
  into[head] = child;
  copyPart(child, value, rest.join('.'));
}

/** The shared namespaces and the given parts of `messages`, nothing else. */
export function pickMessages(messages: Tree, parts: readonly string[]): Tree {
  const picked: Tree = {};
  for (const part of [...SHARED_CLIENT_NAMESPACES, ...parts]) copyPart(picked, messages, part);
  return picked;
}

/**
 * Hands client components the message namespaces they read, and no others: every namespace
 * given here travels in the page's HTML. The root layout gives the shared ones; a page whose
 * client components need more wraps them in this with those extra namespaces (or parts of one,
 * e.g. 'shop.cart').
 */
export async function ClientMessages({ namespaces = [], children }: { namespaces?: readonly Part[]; children: ReactNode }) {
  const picked = pickMessages((await getMessages()) as Tree, namespaces);
  return <NextIntlClientProvider messages={picked as Messages}>{children}</NextIntlClientProvider>;
}
