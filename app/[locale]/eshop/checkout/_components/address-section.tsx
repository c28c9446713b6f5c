import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useState } from 'react';
import { AddressFinder, LOCATION_SEARCH } from '@/components/addresses/address-finder';
import { callBff } from '@/components/api/call-bff';
import type { AddressDraft } from '@/components/checkout/checkout-rules';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import type { AddressView } from '@/lib/eshop/types';
import styles from './checkout.module.css';

export const NEW_ADDRESS = 'new';

type Props = {
  /** A saved address's UUID, or NEW_ADDRESS for the typed one; null until the saved ones are known. */
  selected: string | null;
  onSelect(uuid: string): void;
  draft: AddressDraft;
  onDraft(d: AddressDraft): void;
  /** The fields the check found missing, and its message. */
  missing: ReadonlyArray<'street' | 'city' | 'postcode'>;
  disabled?: boolean;
};

/**
 * "Delivery address" (only with a physical SIM): the saved delivery addresses as the BFF sorts
 * them ("Rank ascending with the default first", the first chosen), or another address found
 * with "Find your address" or typed in.
 */
export function AddressSection({ selected, onSelect, draft, onDraft, missing, disabled }: Props) {
  const t = useTranslations('checkout.address');
  const te = useTranslations('checkout.errors');
  const [saved, setSaved] = useState<AddressView[] | null>(null);

  // The first saved address (the default) is chosen once they arrive.
  const chooseFirst = useEffectEvent((list: AddressView[]) => onSelect(list[0]?.addressUuid ?? NEW_ADDRESS));
  useEffect(() => {
    let live = true;
    void callBff<{ addresses: AddressView[] }>('/api/eshop/addresses', 'GET').then((res) => {
      if (!live) return;
      const list = res.ok ? res.data.addresses.filter((a) => a.addressUuid) : [];
      setSaved(list);
      chooseFirst(list);
    });
    return () => {
      live = false;
    };
    // Once: the saved addresses do not change while the checkout is open.
  }, []);

  const typed = selected === NEW_ADDRESS;
  const set = (k: keyof AddressDraft) => (e: { target: { value: string } }) => onDraft({ ...draft, [k]: e.target.value, locationProvider: undefined, locationProviderIdx: undefined });
  const pick = (a: AddressView) =>
    onDraft({ street: a.lines[0] ?? '', suburb: a.suburb, city: a.city, postcode: a.postcode, locationProvider: a.locationProvider, locationProviderIdx: a.locationProviderIdx });
  const needed = missing.length > 0 ? t('needed') : undefined;
  const enter = (k: 'street' | 'city' | 'postcode') => (missing.includes(k) ? te('contactNeeded') : undefined);

  return (
    <fieldset className={styles.section} disabled={disabled}>
      <legend className={styles.legend}>{t('heading')}</legend>
      <p className={styles.muted}>{t('intro')}</p>
      {saved && saved.length > 0 && (
        <div role="radiogroup" aria-label={t('saved')} className={styles.radios}>
          <p className={styles.groupLabel} aria-hidden="true">{t('saved')}</p>
          {saved.map((a) => (
            <label key={a.addressUuid} className={styles.radio}>
              <input type="radio" name="saved-address" value={a.addressUuid} checked={selected === a.addressUuid} onChange={() => onSelect(a.addressUuid!)} />
              <span>
                {a.formatted}
                {a.isDefault && <span className={styles.badge}>{t('default')}</span>}
              </span>
            </label>
          ))}
          <label className={styles.radio}>
            <input type="radio" name="saved-address" value={NEW_ADDRESS} checked={typed} onChange={() => onSelect(NEW_ADDRESS)} />
            <span>{t('newAddress')}</span>
          </label>
        </div>
      )}
      {typed && (
        <div className={styles.addressFields}>
          <AddressFinder
            source={LOCATION_SEARCH}
            onPick={pick}
            disabled={disabled}
            className={styles.wide}
            texts={{ find: t('find'), hint: t('findHint'), searching: t('searching'), noResults: t('noResults'), results: (count) => t('results', { count }) }}
          />
          <Field id="address-street" label={t('street')} autoComplete="address-line1" value={draft.street} onChange={set('street')} error={enter('street')} className={styles.wide} />
          <Field id="address-suburb" label={t('suburb')} autoComplete="address-level3" value={draft.suburb} onChange={set('suburb')} />
          <Field id="address-city" label={t('city')} autoComplete="address-level2" value={draft.city} onChange={set('city')} error={enter('city')} />
          <Field id="address-postcode" label={t('postcode')} autoComplete="postal-code" inputMode="numeric" value={draft.postcode} onChange={set('postcode')} error={enter('postcode')} />
        </div>
      )}
      {typed && needed && <Alert tone="error">{needed}</Alert>}
    </fieldset>
  );
}
