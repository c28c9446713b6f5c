'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { callBff } from '@/components/api/call-bff';
import { queryKeys } from '@/components/query/keys';
import { useErrorText } from '@/components/shop/use-error-text';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { BroadbandOrderView, SlotView, Visit } from '@/lib/broadband/types';
import { dayOf, slotsByDay, timeRange } from '../visits/visit-format';
import styles from './checkout.module.css';

type Props = { order: BroadbandOrderView; visit: Visit; onBooked(next: BroadbandOrderView): void };

/**
 * "Book your install" (or the scope visit first): the slots of that visit by day, choose one,
 * Book. A slot taken meanwhile says so and the list is read again; the choice is the customer's
 * to make again.
 */
export function VisitBooking({ order, visit, onBooked }: Props) {
  const t = useTranslations('checkout.broadband.book');
  const te = useTranslations('errors');
  const errorText = useErrorText();
  const locale = useLocale();
  const client = useQueryClient();
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const key = queryKeys.broadband.slots(order.id, visit);
  const slots = useQuery({
    queryKey: key,
    queryFn: () => callBff<{ slots: SlotView[] }>(`/api/broadband/orders/${encodeURIComponent(order.id)}/slots?visit=${visit}`, 'GET'),
  });

  async function book() {
    if (!chosen) {
      setProblem(t('chooseFirst'));
      return;
    }
    setBusy(true);
    setProblem(null);
    const res = await callBff<BroadbandOrderView>(`/api/broadband/orders/${encodeURIComponent(order.id)}/book`, 'POST', { visit, slotId: chosen });
    setBusy(false);
    if (!res.ok) {
      setProblem(errorText(res.code, res.message, te('somethingWentWrong')));
      if (res.status === 409) {
        setChosen(null);
        void client.invalidateQueries({ queryKey: key });
      }
      return;
    }
    void client.invalidateQueries({ queryKey: queryKeys.broadband.orders });
    onBooked(res.data);
  }

  const res = slots.data;
  const days = res?.ok ? slotsByDay(res.data.slots) : [];
  return (
    <section className={styles.section} aria-labelledby="book-heading">
      <h2 id="book-heading">{t(`heading.${visit}`)}</h2>
      <p className={styles.muted}>{t(`intro.${visit}`)}</p>
      {slots.isPending && <p role="status" className={styles.muted}>{t('loading')}</p>}
      {res && !res.ok && <Alert tone="error">{errorText(res.code, res.message, te('somethingWentWrong'))}</Alert>}
      {res?.ok && days.length === 0 && <Alert tone="warning">{t('none')}</Alert>}
      {days.length > 0 && (
        <div className={styles.days}>
          {days.map(({ day, slots: list }) => (
            <fieldset key={day} className={styles.day}>
              <legend>{dayOf(day, locale)}</legend>
              {list.map((s) => (
                <label key={s.id} className={styles.slot}>
                  <input type="radio" name={`slot-${visit}`} value={s.id} checked={chosen === s.id} onChange={() => setChosen(s.id)} disabled={busy} />
                  <span>{timeRange(s.start, s.end, locale)}</span>
                </label>
              ))}
            </fieldset>
          ))}
        </div>
      )}
      {problem && <Alert tone="error">{problem}</Alert>}
      {days.length > 0 && (
        <div className={styles.actions}>
          <Button onClick={() => void book()} busy={busy}>{t('book')}</Button>
        </div>
      )}
    </section>
  );
}
