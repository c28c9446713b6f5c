'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { QuerySection } from '@/components/ui/section-state';
import simStyles from '@/components/sim/actions.module.css';
import { PortingForm } from './porting-form';
import { PortingTimeline } from './porting-timeline';
import { usePorting, type PortingAnswer } from './queries';

/**
 * The number-porting screen's client part: the current product's port, read again every few
 * seconds while it moves on. None → "Bring your number" with the form (the answer of Start
 * becomes the port at once); one → its timeline.
 */
export function NumberPorting({ current, initial }: { current: string; initial?: PortingAnswer }) {
  const t = useTranslations('porting');
  const id = useId();
  const query = usePorting(undefined, initial);
  const router = useRouter();
  // A port that completes while the page is open changes the SIM's number: the page's server
  // parts (the number switcher) are rendered again with it.
  const phase = query.data?.porting?.phase;
  const seen = useRef(phase);
  // A port that ended without the number (cancelled, rejected, failed) may give way to another number.
  const [another, setAnother] = useState(false);
  const ended = phase === 'canceled' || phase === 'rejected' || phase === 'failed';
  useEffect(() => {
    if (phase === 'completed' && seen.current !== undefined && seen.current !== 'completed') router.refresh();
    seen.current = phase;
  }, [phase, router]);
  // Start answered: the form gives way to the port's timeline, whose first words say what to do
  // ("Reply YES to the text from … by …"). Focus and view go there (the form was long, the
  // customer's eyes were at its Start button, below where the timeline begins).
  const started = useRef(false);
  const timeline = useRef<HTMLDivElement>(null);
  const porting = query.data?.porting;
  useEffect(() => {
    if (!started.current || !porting || !timeline.current) return;
    started.current = false;
    const heading = timeline.current.querySelector<HTMLElement>('h2');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus({ preventScroll: true });
    timeline.current.scrollIntoView?.({ block: 'nearest' });
  }, [porting]);
  return (
    <div className={simStyles.panel}>
      <QuerySection query={query} title={t('page.sectionTitle')} rows={4}>
        {(data) => {
          const form = (
            <>
              <h2 id={`${id}-h`}>{t('form.heading')}</h2>
              <p>{t('page.intro')}</p>
              {current && <p className={simStyles.muted}>{t('page.toSim', { number: current })}</p>}
              <PortingForm
                onSubmitted={() => {
                  started.current = true;
                  setAnother(false);
                }}
              />
            </>
          );
          if (!data.porting) return form;
          return (
            <>
              <div ref={timeline}>
                <PortingTimeline view={data.porting} />
              </div>
              {ended && !another && (
                <div>
                  <Button variant="secondary" onClick={() => setAnother(true)}>
                    {t('page.another')}
                  </Button>
                </div>
              )}
              {ended && another && form}
            </>
          );
        }}
      </QuerySection>
    </div>
  );
}
