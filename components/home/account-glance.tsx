'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { callBff } from '@/components/api/call-bff';
import { formatCents } from '@/components/format/format-money';
import { formatNzNumber } from '@/components/format/format-msisdn';
import type { Balances } from '@/lib/billing/money-types';
import type { MobileProductView } from '@/lib/customer/types';
import styles from './home.module.css';

/** The texts, in the page's language; `{amount}` is filled in here. */
export type AccountGlanceTexts = {
  loading: string;
  /** "{amount} credit" */
  credit: string;
  /** "{amount} to pay" */
  owing: string;
  /** "Nothing to pay" */
  nothingOwing: string;
  prepay: string;
  postpay: string;
  notActive: string;
  seeInAccount: string;
  signInAgain: string;
  unavailable: string;
  noNumbers: string;
  numbersLabel: string;
};

type Row = { uuid: string; number: string; kind: string; figure: string };
type State = { kind: 'idle' } | { kind: 'loading' } | { kind: 'ready'; rows: Row[] } | { kind: 'signedOut' } | { kind: 'unavailable' };

const fill = (template: string, amount: number) => template.replace('{amount}', formatCents(amount));

/** Each number with what a customer looks for first: prepay credit, or what a postpay bill owes. */
export function glanceRows(products: readonly MobileProductView[], balances: Balances | null, texts: AccountGlanceTexts): Row[] {
  return products.map((p) => {
    const current = balances?.productUuid === p.uuid ? balances : null;
    // A SIM not yet activated has no payment kind yet: none is named.
    const kind = p.paymentKind === 'postpay' ? texts.postpay : p.paymentKind === 'prepay' ? texts.prepay : '';
    let figure = texts.seeInAccount;
    if (p.statusLabel !== 'active') figure = texts.notActive;
    else if (current?.prepay) figure = current.prepay.hidden ? texts.seeInAccount : fill(texts.credit, current.prepay.creditCents);
    else if (current?.postpay) figure = current.postpay.owingCents > 0 ? fill(texts.owing, current.postpay.owingCents) : texts.nothingOwing;
    else if (p.paymentKind !== 'postpay' && p.creditCents !== undefined) figure = fill(texts.credit, p.creditCents);
    return { uuid: p.uuid, number: p.msisdn ? formatNzNumber(p.msisdn) : p.simId, kind, figure };
  });
}

/**
 * The signed-in visitor's numbers and balances at a glance, on the static home page: read in the
 * browser after load from the existing BFF routes (GET /api/customer/products and
 * /api/customer/balance), only when the signed-in hint is on <html>. The server never reads the
 * session for this page, so it stays one static page for everyone.
 */
export function AccountGlance({ texts }: { texts: AccountGlanceTexts }) {
  const [state, setState] = useState<State>({ kind: 'idle' });

  useEffect(() => {
    if (!document.documentElement.hasAttribute('data-signed-in')) return;
    let live = true;
    const load = async () => {
      setState({ kind: 'loading' });
      const [products, balances] = await Promise.all([
        callBff<{ products: MobileProductView[] }>('/api/customer/products', 'GET'),
        callBff<Balances>('/api/customer/balance', 'GET'),
      ]);
      if (!live) return;
      if (!products.ok) setState(products.status === 401 ? { kind: 'signedOut' } : { kind: 'unavailable' });
      else setState({ kind: 'ready', rows: glanceRows(products.data.products, balances.ok ? balances.data : null, texts) });
    };
    void load();
    return () => {
      live = false;
    };
  }, [texts]);

  if (state.kind === 'idle') return null;
  if (state.kind === 'loading') return <p role="status">{texts.loading}</p>;
  if (state.kind === 'signedOut') {
    return (
      <p>
        <Link href="/sign-in?redirect=%2F">{texts.signInAgain}</Link>
      </p>
    );
  }
  if (state.kind === 'unavailable') return <p role="status">{texts.unavailable}</p>;
  if (state.rows.length === 0) return <p>{texts.noNumbers}</p>;
  return (
    <ul className={styles.numbers} aria-label={texts.numbersLabel}>
      {state.rows.map((r) => (
        <li key={r.uuid} className={styles.number}>
          <span className={styles.msisdn}>{r.number}</span>
          {r.kind && <span className={styles.kindLabel}>{r.kind}</span>}
          <span className={styles.figure}>{r.figure}</span>
        </li>
      ))}
    </ul>
  );
}
