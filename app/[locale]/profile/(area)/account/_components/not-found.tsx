'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import Link from 'next/link';
import { BffError } from '@/components/query/bff-query';
import { Alert } from '@/components/ui/alert';

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
