import { useTranslations } from 'next-intl';
import type { BroadbandOrderView, Visit } from '@/lib/broadband/types';
import { SlotPicker } from '../account/slot-picker';
import styles from './checkout.module.css';

type Props = { order: BroadbandOrderView; visit: Visit; onBooked(next: BroadbandOrderView): void };

/**
 * "Book your install" (or the scope visit first): the account's slot picker (the slots of that
 * visit by day, choose one, Book; a slot taken meanwhile says so and the list is read again) under
 * the checkout's heading, with no Cancel: the visit is the next thing to do.
 */
export function VisitBooking({ order, visit, onBooked }: Props) {
  const t = useTranslations('checkout.broadband.book');
  return (
    <section className={styles.section} aria-labelledby="book-heading">
      <h2 id="book-heading">{t(`heading.${visit}`)}</h2>
      <p className={styles.muted}>{t(`intro.${visit}`)}</p>
      <SlotPicker orderId={order.id} visit={visit} mode="book" onBooked={onBooked} titled={false} />
    </section>
  );
}
