'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { AddressFinder, LOCATION_SEARCH } from '@/components/addresses/address-finder';
import { useAddAddress, useAddresses, useMakeDefaultAddress, useRemoveAddress, type AddressList } from '@/components/addresses/queries';
import { useDialogs } from '@/components/dialogs/use-dialogs';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { QuerySection, useQueryErrorText } from '@/components/ui/section-state';
import items from '@/components/ui/item-list.module.css';
import type { AddressView } from '@/lib/eshop/types';
import styles from './address-book.module.css';

/** A saved address: one with a UUID, which can be made default or removed. */
type SavedAddress = AddressView & { addressUuid: string };

/** What the last change said: its success, or its failure in the page's language. */
type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * The saved delivery addresses (default first, with its badge; "Make default", "Remove" with a
 * confirmation) and "Add an address" through the location search. The server's list is the
 * first view; each change shows the list the BFF answers and reads it again.
 */
export function AddressBook({ initial }: { initial?: AddressList }) {
  const t = useTranslations('shippingDetails');
  const query = useAddresses(initial);
  const [outcome, setOutcome] = useState<Outcome>(null);
  return (
    <>
      <section aria-labelledby="saved-addresses" className={items.section}>
        <h2 id="saved-addresses">{t('saved')}</h2>
        {outcome && (
          <Alert tone={outcome.tone} live={outcome.tone === 'error' ? 'assertive' : 'polite'}>
            {outcome.text}
          </Alert>
        )}
        <QuerySection query={query} title={t('saved')}>
          {(data) => <SavedAddresses list={data.addresses.filter((a): a is SavedAddress => Boolean(a.addressUuid))} onOutcome={setOutcome} />}
        </QuerySection>
      </section>
      <AddAddress onOutcome={setOutcome} />
    </>
  );
}

function SavedAddresses({ list, onOutcome }: { list: SavedAddress[]; onOutcome(o: Outcome): void }) {
  const t = useTranslations('shippingDetails');
  const dialogs = useDialogs();
  const failure = useQueryErrorText();
  const makeDefault = useMakeDefaultAddress();
  const remove = useRemoveAddress();
  const id = useId();

  if (list.length === 0) return <p className={items.empty}>{t('empty')}</p>;

  const onMakeDefault = (a: SavedAddress) => {
    onOutcome(null);
    makeDefault.mutate(a.addressUuid, {
      onSuccess: () => onOutcome({ tone: 'success', text: t('madeDefault', { address: a.formatted }) }),
      onError: (err) => onOutcome({ tone: 'error', text: failure(err) }),
    });
  };

  const onRemove = async (a: SavedAddress) => {
    onOutcome(null);
    const sure = await dialogs.confirm({ title: t('removeTitle'), message: t('removeMessage', { address: a.formatted }), confirmCaption: t('remove'), cancelCaption: t('keep'), destructive: true });
    if (!sure) return;
    remove.mutate(a.addressUuid, {
      onSuccess: () => onOutcome({ tone: 'success', text: t('removed', { address: a.formatted }) }),
      onError: (err) => onOutcome({ tone: 'error', text: failure(err) }),
    });
  };

  const busy = makeDefault.isPending || remove.isPending;
  return (
    <ul className={items.list}>
      {list.map((a, i) => (
        <li key={a.addressUuid} className={items.item}>
          <div className={styles.main}>
            <p id={`${id}-${i}`} className={styles.address}>
              {a.formatted}
            </p>
            {a.isDefault && <Badge tone="brand">{t('default')}</Badge>}
          </div>
          <div className={items.actions}>
            {!a.isDefault && (
              <Button variant="secondary" aria-describedby={`${id}-${i}`} disabled={busy} busy={makeDefault.isPending && makeDefault.variables === a.addressUuid} onClick={() => onMakeDefault(a)}>
                {t('makeDefault')}
              </Button>
            )}
            <Button variant="quiet" aria-describedby={`${id}-${i}`} disabled={busy} busy={remove.isPending && remove.variables === a.addressUuid} onClick={() => void onRemove(a)}>
              {t('remove')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** "Add an address": the location search; saving without a chosen address says 'No Location'. */
function AddAddress({ onOutcome }: { onOutcome(o: Outcome): void }) {
  const t = useTranslations('shippingDetails.add');
  const tf = useTranslations('shippingDetails.finder');
  const tErr = useTranslations('errors');
  const failure = useQueryErrorText();
  const add = useAddAddress();
  const [chosen, setChosen] = useState<AddressView | null>(null);
  const [makeDefault, setMakeDefault] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A new finder (empty box) after each saved address.
  const [round, setRound] = useState(0);

  const save = () => {
    onOutcome(null);
    if (!chosen) {
      setError(tErr('noLocation'));
      return;
    }
    setError(null);
    add.mutate(
      { locationProvider: chosen.locationProvider, locationProviderIdx: chosen.locationProviderIdx, makeDefault },
      {
        onSuccess: () => {
          onOutcome({ tone: 'success', text: t('saved', { address: chosen.formatted }) });
          setChosen(null);
          setMakeDefault(false);
          setRound((r) => r + 1);
        },
        onError: (err) => setError(failure(err)),
      },
    );
  };

  return (
    <section aria-labelledby="add-address" className={items.section}>
      <h2 id="add-address">{t('heading')}</h2>
      <form
        className={items.panel}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <AddressFinder
          source={LOCATION_SEARCH}
          key={round}
          onPick={(a) => {
            setChosen(a);
            setError(null);
          }}
          disabled={add.isPending}
          texts={{ find: tf('find'), hint: tf('hint'), searching: tf('searching'), noResults: tf('noResults'), results: (count) => tf('results', { count }) }}
        />
        <p className={styles.chosen}>
          <span className={styles.chosenLabel}>{t('chosen')}</span> {chosen ? chosen.formatted : tErr('noLocation')}
        </p>
        <label className={styles.check}>
          <input type="checkbox" checked={makeDefault} onChange={(e) => setMakeDefault(e.target.checked)} disabled={add.isPending} />
          <span>{t('makeDefault')}</span>
        </label>
        {error && <Alert tone="error">{error}</Alert>}
        <div>
          <Button type="submit" busy={add.isPending}>
            {t('save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
