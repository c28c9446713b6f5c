'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useCards, useMakeDefault, useRemoveCard } from '@/components/billing/queries';
import { useDialogs } from '@/components/dialogs/use-dialogs';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { QuerySection, useQueryErrorText } from '@/components/ui/section-state';
import type { CardItem, CardList } from '@/lib/billing/types';
import list from '@/components/ui/item-list.module.css';
import styles from './card-list.module.css';

/** What the last change said: its success, or the BFF's refusal ('Card is not found', 'Only card cannot be removed'). */
type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * The saved cards (docs/account-contract.md §6): default first, each with its brand and masked
 * last four, expiry and badges; "Make default" (not for an expired card, nor the default) and
 * "Remove" with a confirmation. The server's list is the first view; each change shows the
 * list the BFF answers and reads it again.
 */
export function CardListSection({ initial }: { initial?: CardList }) {
  const t = useTranslations('cards');
  const query = useCards({ initialData: initial });
  const [outcome, setOutcome] = useState<Outcome>(null);
  return (
    <section aria-labelledby="saved-cards" className={list.section}>
      <h2 id="saved-cards">{t('listLabel')}</h2>
      {outcome && (
        <Alert tone={outcome.tone} live={outcome.tone === 'error' ? 'assertive' : 'polite'}>
          {outcome.text}
        </Alert>
      )}
      <QuerySection query={query} title={t('listLabel')}>
        {(data) => <Cards cards={data.cards} onOutcome={setOutcome} />}
      </QuerySection>
    </section>
  );
}

function Cards({ cards, onOutcome }: { cards: CardItem[]; onOutcome(o: Outcome): void }) {
  const t = useTranslations('cards');
  const dialogs = useDialogs();
  const failure = useQueryErrorText();
  const makeDefault = useMakeDefault();
  const remove = useRemoveCard();
  const id = useId();

  if (cards.length === 0) return <p className={list.empty}>{t('empty')}</p>;

  const name = (c: CardItem) => t('card', { brand: c.brand, last4: c.last4 });
  const onMakeDefault = (c: CardItem) => {
    onOutcome(null);
    makeDefault.mutate(c.id, {
      onSuccess: () => onOutcome({ tone: 'success', text: t('madeDefault', { card: name(c) }) }),
      onError: (err) => onOutcome({ tone: 'error', text: failure(err) }),
    });
  };
  const onRemove = async (c: CardItem) => {
    onOutcome(null);
    const sure = await dialogs.confirm({ title: t('removeTitle'), message: t('removeMessage', { card: name(c) }), confirmCaption: t('remove'), cancelCaption: t('keep'), destructive: true });
    if (!sure) return;
    remove.mutate(c.id, {
      onSuccess: () => onOutcome({ tone: 'success', text: t('removed', { card: name(c) }) }),
      onError: (err) => onOutcome({ tone: 'error', text: failure(err) }),
    });
  };

  const busy = makeDefault.isPending || remove.isPending;
  return (
    <ul className={list.list}>
      {cards.map((c, i) => {
        const nameId = `${id}-${i}`;
        return (
          <li key={c.id} className={list.item} aria-labelledby={nameId}>
            <div className={styles.main}>
              <p id={nameId} className={styles.name}>{name(c)}</p>
              <p className={styles.expiry}>{t('expires', { month: String(c.expiryMonth).padStart(2, '0'), year: c.expiryYear })}</p>
              <div className={styles.badges}>
                {c.isDefault && <Badge tone="brand">{t('default')}</Badge>}
                {c.state === 'expiring' && <Badge tone="warning">{t('expiring')}</Badge>}
                {c.state === 'expired' && <Badge tone="neutral">{t('expired')}</Badge>}
              </div>
            </div>
            <div className={list.actions}>
              {!c.isDefault && c.state !== 'expired' && (
                <Button variant="secondary" aria-describedby={nameId} disabled={busy} busy={makeDefault.isPending && makeDefault.variables === c.id} onClick={() => onMakeDefault(c)}>
                  {t('makeDefault')}
                </Button>
              )}
              <Button variant="quiet" aria-describedby={nameId} disabled={busy} busy={remove.isPending && remove.variables === c.id} onClick={() => void onRemove(c)}>
                {t('remove')}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
