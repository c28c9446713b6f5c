'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { QuerySection } from '@/components/ui/section-state';
import simStyles from '@/components/sim/actions.module.css';
import { PortingForm } from './porting-form';
import { PortingTimeline } from './porting-timeline';
import { usePorting } from './queries';

/**
 * The number-porting screen's client part: the current product's port, read again every few
 * seconds while it moves on. None → "Bring your number" with the form (the answer of Start
 * becomes the port at once); one → its timeline.
 */
export function NumberPorting({ current }: { current: string }) {
  const t = useTranslations('porting');
  const id = useId();
  const query = usePorting();
  return (
    <div className={simStyles.panel}>
      <QuerySection query={query} title={t('page.sectionTitle')} rows={4}>
        {(data) =>
          data.porting ? (
            <PortingTimeline view={data.porting} />
          ) : (
            <>
              <h2 id={`${id}-h`}>{t('form.heading')}</h2>
              <p>{t('page.intro')}</p>
              {current && <p className={simStyles.muted}>{t('page.toSim', { number: current })}</p>}
              <PortingForm />
            </>
          )
        }
      </QuerySection>
    </div>
  );
}
