import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { formatCents } from '@/components/format/format-money';
import { useErrorText } from '@/components/shop/use-error-text';
import { Alert } from '@/components/ui/alert';
import { shortfallTopUpCents } from '@/lib/billing/money-rules';
import { centsToDollarsText } from './money-format';

/** The refusals that say the customer's credit is short (docs/money-contract.md §3). */
const SHORT_OF_CREDIT = new Set(['insufficient_funds', 'not_enough_balance']);

type ErrorLike = { code?: unknown; message?: unknown; details?: unknown };

/** The missing cents of a short-of-credit refusal, or null for any other error. */
export function missingCentsOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, details } = error as ErrorLike;
  if (typeof code !== 'string' || !SHORT_OF_CREDIT.has(code)) return null;
  const missing = (details as { missingCents?: unknown } | undefined)?.missingCents;
  return typeof missing === 'number' && Number.isFinite(missing) && missing > 0 ? missing : null;
}

/**
 * "'Insufficient funds' and 'Not enough balance' elsewhere in the app offer to top up the missing
 * amount (minimum charge $1.00)": the refusal's message and a link "Top up $x" to the top-up
 * page with the amount filled in. Renders nothing for any other error.
 */
export function TopUpOffer({ error }: { error: unknown }) {
  const t = useTranslations('topUp');
  const te = useTranslations('errors');
  const errorText = useErrorText();
  const missing = missingCentsOf(error);
  if (missing === null) return null;
  const { code, message } = error as ErrorLike;
  const cents = shortfallTopUpCents(missing);
  return (
    <Alert tone="error">
      <p>{errorText(String(code), typeof message === 'string' ? message : undefined, te('somethingWentWrong'))}</p>
      <p>
        <Link href={`/profile/top-up?amount=${centsToDollarsText(cents)}`}>{t('offer', { amount: formatCents(cents) })}</Link>
      </p>
    </Alert>
  );
}
