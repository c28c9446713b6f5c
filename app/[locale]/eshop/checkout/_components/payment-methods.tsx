import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import type { PaymentMethodType } from '@/lib/eshop/types';
import type { PaymentProvider } from '@/lib/payments/types';
import styles from './checkout.module.css';

const LABEL: Record<PaymentMethodType, 'card' | 'billRoutes' | 'afterpay' | 'klarna'> = { cards: 'card', bill_routes: 'billRoutes', afterpay: 'afterpay', klarna: 'klarna' };

/**
 * "Payment method": the options the server offers (cards always; bill to my account with a
 * billing route; Afterpay and Klarna only when buy-now-pay-later is on), and the card fields.
 */
export function PaymentMethods({ options, value, onChange, provider, onCardChange, disabled }: {
  options: PaymentMethodType[];
  value: PaymentMethodType;
  onChange(m: PaymentMethodType): void;
  provider: PaymentProvider | null;
  onCardChange(complete: boolean): void;
  disabled?: boolean;
}) {
  const t = useTranslations('checkout');
  const CardFields = provider?.CardFields;
  return (
    <fieldset className={styles.section} disabled={disabled}>
      <legend className={styles.legend}>{t('payment.heading')}</legend>
      <div role="radiogroup" aria-label={t('payment.method')} className={styles.methods}>
        {options.map((o) => (
          <label key={o} className={styles.method}>
            <input type="radio" name="payment-method" value={o} checked={value === o} onChange={() => onChange(o)} />
            <span>{t(`payment.${LABEL[o]}`)}</span>
          </label>
        ))}
      </div>
      {value === 'cards' && (CardFields ? (
        <div className={styles.cardBox}>
          <CardFields onChange={onCardChange} disabled={disabled} />
          <p className={styles.muted}>{t('payment.secure')}</p>
        </div>
      ) : (
        <Alert tone="error">{t('errors.setup')}</Alert>
      ))}
    </fieldset>
  );
}
