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
  return (
    <div className={simStyles.panel}>
      <QuerySection query={query} title={t('page.sectionTitle')} rows={4}>
        {(data) => {
          const form = (
            <>
              <h2 id={`${id}-h`}>{t('form.heading')}</h2>
              <p>{t('page.intro')}</p>
              {current && <p className={simStyles.muted}>{t('page.toSim', { number: current })}</p>}
              <PortingForm onSubmitted={() => setAnother(false)} />
            </>
          );
          if (!data.porting) return form;
          return (
            <>
              <PortingTimeline view={data.porting} />
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
