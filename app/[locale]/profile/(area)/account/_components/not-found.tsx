'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import Link from 'next/link';
import { useParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { BffError } from '@/components/query/bff-query';
import { Alert } from '@/components/ui/alert';
import { decodeSegment } from '@/lib/errors/input';

/** The BFF answered 404 for this document: someone else's or no such number. */
export const isNotFound = (query: Pick<UseQueryResult<unknown>, 'error'>): boolean => query.error instanceof BffError && query.error.status === 404;

/** 'The invoice #{number} Not Found' (or the receipt's), with the way back to the list. */
export function DocumentNotFound({ text, back, backHref }: { text: string; back: string; backHref: string }) {
  return (
    <Alert tone="error" live="off">
      <p>{text}</p>
      <p>
        <Link href={backHref}>{back}</Link>
      </p>
    </Alert>
  );
}

const DOCUMENTS = {
  invoice: { namespace: 'invoices', text: 'invoiceNotFound', backHref: '/profile/invoices' },
  receipt: { namespace: 'receipts', text: 'receiptNotFound', backHref: '/profile/receipts' },
} as const;

/**
 * The not-found page of one document (its segment's not-found.tsx, answered with HTTP 404): the
 * number from the address, its heading, 'The invoice #{number} Not Found' and the way back.
 * not-found.tsx gets no params; the address is read here.
 */
export function MissingDocument({ kind }: { kind: keyof typeof DOCUMENTS }) {
  const d = DOCUMENTS[kind];
  const t = useTranslations(d.namespace);
  const tErr = useTranslations('errors');
  const raw = useParams<{ number?: string }>().number ?? '';
  const number = decodeSegment(raw) ?? raw;
  return (
    <>
      <p>
        <Link href={d.backHref}>← {t('back')}</Link>
      </p>
      <h1>{t('number', { number })}</h1>
      <DocumentNotFound text={tErr(d.text, { number })} back={t('back')} backHref={d.backHref} />
    </>
  );
}
