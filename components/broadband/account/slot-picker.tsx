import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { isSessionLoss } from '@/components/api/error-key';
import { signInAgain } from '@/components/api/sign-in-again';
import { BffError } from '@/components/query/bff-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { QuerySection, useQueryErrorText } from '@/components/ui/section-state';
import type { BroadbandOrderView, Visit } from '@/lib/broadband/types';
import styles from './account.module.css';
import { useBookVisit, useSlots } from './queries';
import { slotsByDay } from '../visits/visit-format';
import { useBroadbandTimes } from './times';

type Props = {
  orderId: string;
  visit: Visit;
  /** Moving a booked visit (Reschedule) or booking one not booked yet. */
  mode: 'reschedule' | 'book';
  onBooked(order: BroadbandOrderView): void;
  /** Without it there is no Cancel (the checkout's booking, where the visit must be booked). */
  onCancel?(): void;
  /** The heading of the picker's own; false where the page's heading names it already (aria-label then). */
  titled?: boolean;
};

/**
 * A visit's free times by day (weekdays, a morning and an afternoon window), one chosen, Book.
 * A time taken meanwhile says so and the times are read again.
 */
export function SlotPicker({ orderId, visit, mode, onBooked, onCancel, titled = true }: Props) {
  const t = useTranslations('broadband.account.slots');
  const tv = useTranslations('broadband.account.visit');
  const times = useBroadbandTimes();
  const errorText = useQueryErrorText();
  const query = useSlots(orderId, visit);
  const book = useBookVisit(orderId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const id = useId();

  function submit() {
    if (book.isPending) return;
    if (!chosen) return setMissing(true);
    book.mutate(
      { visit, slotId: chosen },
      {
        onSuccess: onBooked,
        onError: (e) => {
          if (e instanceof BffError && isSessionLoss(e.code)) signInAgain();
          setChosen(null);
          void query.refetch();
        },
      },
    );
  }

  return (
    <section className={titled ? styles.picker : undefined} {...(titled ? { 'aria-labelledby': `${id}-h` } : { 'aria-label': t('title') })}>
      {titled && <h4 id={`${id}-h`}>{t(mode === 'book' ? 'bookHeading' : 'rescheduleHeading', { visit: tv(visit) })}</h4>}
      <QuerySection query={query} title={t('title')} rows={3}>
        {(data) =>
          data.slots.length === 0 ? (
            <p>{t('none')}</p>
          ) : (
            <div className={styles.days}>
              {slotsByDay(data.slots).map((d) => (
                <fieldset key={d.day} className={styles.day}>
                  <legend>{times.day(d.first)}</legend>
                  {d.slots.map((s) => (
                    <label key={s.id} className={styles.choice}>
                      <input
                        type="radio"
                        name={`${id}-slot`}
                        value={s.id}
                        checked={chosen === s.id}
                        onChange={() => {
                          setChosen(s.id);
                          setMissing(false);
                        }}
                      />
                      <span>{t('window', { from: times.time(s.start), to: times.time(s.end) })}</span>
                    </label>
                  ))}
                </fieldset>
              ))}
            </div>
          )
        }
      </QuerySection>
      {missing && <Alert tone="error">{t('choose')}</Alert>}
      {book.isError && <Alert tone="error">{errorText(book.error)}</Alert>}
      <div className={styles.actions}>
        <Button busy={book.isPending} onClick={submit} disabled={!query.data || query.data.slots.length === 0}>
          {t('book')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </section>
  );
}
