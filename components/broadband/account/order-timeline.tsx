'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import type { AppointmentView, BroadbandOrderView, TimelineStep, Visit } from '@/lib/broadband/types';
import timeline from '@/components/ui/timeline.module.css';
import styles from './account.module.css';
import { SlotPicker } from './slot-picker';
import { useBroadbandTimes } from './times';

const isVisit = (step: TimelineStep['step']): step is Visit => step === 'scope' || step === 'install';

/**
 * Issue 17 "one timeline per broadband order (ordered, paid, scope visit, install visit, live)
 * with the appointment and a reschedule button": each step with its time, a booked visit with
 * its window and Reschedule, the next visit to book with Book; the times open below the step.
 */
export function OrderTimeline({ order: given, titled = true }: { order: BroadbandOrderView; /** false: the page names the order and its go-live date already (the thank-you page). */ titled?: boolean }) {
  const t = useTranslations('broadband.account.timeline');
  const tv = useTranslations('broadband.account.visit');
  const times = useBroadbandTimes();
  const id = useId();
  // The booking's answer shows at once, until the page gives a newer order of its own.
  const [answered, setAnswered] = useState<{ from: BroadbandOrderView; order: BroadbandOrderView } | null>(null);
  const order = answered && answered.from === given ? answered.order : given;
  const [open, setOpen] = useState<Visit | null>(null);
  const [booked, setBooked] = useState<AppointmentView | null>(null);

  const slotText = (a: AppointmentView) => t('window', { day: times.day(a.start), from: times.time(a.start), to: times.time(a.end) });

  return (
    <section className={styles.order} {...(titled ? { 'aria-labelledby': `${id}-h` } : { 'aria-label': t('heading', { number: order.eshopOrderNumber }) })}>
      {titled && <h3 id={`${id}-h`}>{t('heading', { number: order.eshopOrderNumber })}</h3>}
      {titled && order.goLive && <p>{t(order.state === 'completed' ? 'wentLive' : 'goLive', { date: times.date(order.goLive) })}</p>}
      {booked && <Alert tone="success">{t('booked', { visit: tv(booked.visit), when: slotText(booked) })}</Alert>}
      <ol className={timeline.timeline} aria-label={t('label')}>
        {order.timeline.map((step) => {
          const visit = isVisit(step.step) ? step.step : null;
          const toBook = visit !== null && order.toBook === visit && !step.appointment;
          return (
            <li key={step.step} className={cx(timeline.step, timeline[step.state])} aria-current={step.state === 'current' ? 'step' : undefined}>
              <span className={timeline.mark} aria-hidden="true">
                {step.state === 'done' ? '✓' : ''}
              </span>
              <span className={timeline.label}>
                <span>{t(`steps.${step.step}`)}</span>
                <span className={timeline.at}>
                  {t(`state.${step.state !== 'done' && step.appointment?.status === 'booked' ? 'booked' : step.state}`)}
                  {step.appointment ? ` · ${slotText(step.appointment)}` : step.at ? ` · ${times.date(step.at)}` : ''}
                </span>
                {visit && step.canReschedule && open !== visit && (
                  <Button variant="secondary" className={styles.stepAction} onClick={() => setOpen(visit)} aria-label={t('rescheduleVisit', { visit: tv(visit) })}>
                    {t('reschedule')}
                  </Button>
                )}
                {visit && toBook && open !== visit && (
                  <Button className={styles.stepAction} onClick={() => setOpen(visit)}>
                    {t('book', { visit: tv(visit) })}
                  </Button>
                )}
                {visit && open === visit && (
                  <SlotPicker
                    orderId={order.id}
                    visit={visit}
                    mode={step.appointment ? 'reschedule' : 'book'}
                    onCancel={() => setOpen(null)}
                    onBooked={(next) => {
                      setAnswered({ from: given, order: next });
                      setOpen(null);
                      setBooked(next.appointments.find((a) => a.visit === visit && a.status === 'booked') ?? null);
                    }}
                  />
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
