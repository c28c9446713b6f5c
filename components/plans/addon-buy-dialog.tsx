import { useTranslations } from 'next-intl';
import { useId, useMemo, useRef, useState } from 'react';
import { missingCentsOf, TopUpOffer } from '@/components/billing/top-up-offer';
import { formatCents } from '@/components/format/format-money';
import { createPaymentProvider } from '@/components/payments/create-provider';
import { PaymentStep, type ChargeResult, type PaymentChoice } from '@/components/payments/payment-step';
import { BffError } from '@/components/query/bff-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useQueryErrorText } from '@/components/ui/section-state';
import type { PlanView } from '@/lib/catalog/types';
import { POSTPAY_CHARGE_DAYS } from '@/lib/flags/constants';
import type { PaymentsConfig } from '@/lib/payments/types';
import type { AddonsView } from '@/lib/usage/types';
import styles from './account-plans.module.css';
import { buyAddon } from './queries';

type Props = {
  addon: PlanView;
  view: AddonsView;
  payments: PaymentsConfig;
  /** "'Not enough balance' and 'Insufficient funds' offer the top-up" where this customer may top up. */
  topUpAllowed: boolean;
  /** Bought: its name, and the card payment's intent to follow (null when paid from the credit or on the bill). */
  onDone(name: string, intentId: string | null): void;
  onDismiss(): void;
};

type Way = 'balance' | 'cards';

/**
 * 'Buy {name}': the add-on's terms first ("Show an add-on's terms before purchase": how long it
 * lasts, whether it renews, its description), then how to pay: 'Pay from my credit' or a card
 * through the payment step (the ClientSecret confirmed, pending without one asked again) for
 * prepay; 'Added to your next bill' for postpay. Each refusal in the dialog; short of credit, the top-up offer.
 */
export function AddonBuyDialog({ addon, view, payments, topUpAllowed, onDone, onDismiss }: Props) {
  const t = useTranslations('addons');
  const errorText = useQueryErrorText();
  const provider = useMemo(() => createPaymentProvider(payments), [payments]);
  const postpay = view.kind === 'postpay';
  const credit = view.creditCents;
  const [way, setWay] = useState<Way>(credit !== null && credit >= addon.priceCents ? 'balance' : 'cards');
  const [subscribe, setSubscribe] = useState(addon.allowAutoRenew);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const intent = useRef<string | null>(null);
  const id = useId();
  const price = formatCents(addon.priceCents);
  const days = addon.period?.days;

  /** Credit or the bill: the BFF answers once the add-on is there (it asks again while pending itself). */
  async function buyWithoutCard() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const bought = await buyAddon({ availabilityUuid: addon.availabilityUuid, paymentMethodType: 'balance', subscribe });
      onDone(bought.addonName || addon.name, null);
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  }

  /** The payment step's charge: the card chosen; a refusal is shown by the step, short of credit also offers the top-up. */
  async function charge(choice: PaymentChoice): Promise<ChargeResult> {
    setError(null);
    const card = choice.type === 'cards' && 'paymentMethodId' in choice ? { paymentMethodId: choice.paymentMethodId } : {};
    const type = choice.type === 'bill_routes' ? 'bill_routes' : 'cards';
    try {
      const res = await buyAddon({ availabilityUuid: addon.availabilityUuid, paymentMethodType: type, ...card, subscribe });
      intent.current = res.intentId;
      return { clientSecret: res.clientSecret ?? undefined, status: res.status };
    } catch (err) {
      if (err instanceof BffError && missingCentsOf(err) !== null && topUpAllowed) {
        setError(err);
        return { stop: true };
      }
      return { problem: errorText(err) };
    }
  }

  const shortOfCredit = topUpAllowed && missingCentsOf(error) !== null;
  const refusal =
    error !== null &&
    (shortOfCredit ? (
      <TopUpOffer error={error} />
    ) : (
      <Alert tone="error">
        <p>{errorText(error)}</p>
      </Alert>
    ));
  const payButton = (
    <Button busy={busy} fullWidth onClick={() => void buyWithoutCard()}>
      {t('pay', { amount: price })}
    </Button>
  );

  return (
    <Dialog title={t('buyTitle', { name: addon.name })} closeLabel={t('close')} onDismiss={busy ? undefined : onDismiss} actions={null}>
      <div className={styles.stack}>
        <section aria-labelledby={`${id}-terms`} className={styles.termsBox}>
          <h3 id={`${id}-terms`}>{t('terms')}</h3>
          <ul className={styles.terms}>
            {days !== undefined && <li>{t('lasts', { days })}</li>}
            <li>{addon.allowAutoRenew ? t('renews', { days: days ?? 0 }) : t('noRenew')}</li>
            {addon.description && <li>{addon.description}</li>}
          </ul>
          <p className={styles.figure}>{price}</p>
        </section>
        {addon.allowAutoRenew && (
          <label className={styles.choice}>
            <input type="checkbox" checked={subscribe} disabled={busy} onChange={(e) => setSubscribe(e.target.checked)} />
            <span>{t('subscribe')}</span>
          </label>
        )}
        {postpay ? (
          <div className={styles.stackTight}>
            <p>{t('toBill')}</p>
            {/* "Postpay charges occur up to 15 days after purchase." */}
            <p>{t('postpayWhen', { days: POSTPAY_CHARGE_DAYS })}</p>
            {refusal}
            {payButton}
          </div>
        ) : (
          <div className={styles.stackTight}>
            {credit !== null && (
              <fieldset className={styles.choices} disabled={busy}>
                <legend>{t('howToPay')}</legend>
                <label className={styles.choice}>
                  <input type="radio" name={`${id}-way`} value="balance" checked={way === 'balance'} onChange={() => setWay('balance')} />
                  <span>{t('fromCredit', { amount: formatCents(credit) })}</span>
                </label>
                <label className={styles.choice}>
                  <input type="radio" name={`${id}-way`} value="cards" checked={way === 'cards'} onChange={() => setWay('cards')} />
                  <span>{view.billTo ? t('byCardOrBillTo', { payer: view.billTo.payer }) : t('byCard')}</span>
                </label>
              </fieldset>
            )}
            {way === 'balance' && credit !== null ? (
              <>
                {refusal}
                {payButton}
              </>
            ) : (
              <>
                <PaymentStep amountCents={addon.priceCents} provider={provider} allow={{ billTo: view.billTo }} charge={charge} onPaid={() => onDone(addon.name, intent.current)} reload={false} onBusy={setBusy} />
                {refusal}
              </>
            )}
          </div>
        )}
      </div>
    </Dialog>
  );
}
