import { getTranslations } from 'next-intl/server';
import { carouselPages } from '@/lib/catalog/rules';
import type { PlanView } from '@/lib/catalog/types';
import { CarouselControls } from './carousel-controls';
import { PlanCard } from './plan-card';
import styles from './plan-carousel.module.css';

type Props = {
  id: string;
  /** The id of the heading that names this list. */
  labelledBy: string;
  plans: readonly PlanView[];
  /** '/plans' or '/sims-multi-plans': where each plan's page lives. */
  base: string;
};

/**
 * "Desktop carousel 2 plans": one list of cards; wide screens show two at a time in a
 * scroll-snapped row with Previous and Next (the only JavaScript of the page), narrower ones
 * show them all. Without JavaScript the row still scrolls, and Tab brings each card into view.
 */
export async function PlanCarousel({ id, labelledBy, plans, base }: Props) {
  const t = await getTranslations('plans.carousel');
  const pages = carouselPages(plans);
  const positions = pages.map((page, i) => {
    const from = pages.slice(0, i).reduce((n, p) => n + p.length, 0) + 1;
    return t('position', { from, to: from + page.length - 1, total: plans.length });
  });
  return (
    <div className={styles.carousel}>
      <ul id={id} className={styles.track} aria-labelledby={labelledBy}>
        {plans.map((plan) => (
          <li key={plan.uuid} className={styles.slide}>
            <PlanCard plan={plan} detailHref={`${base}/${plan.slug}`} buyHref={`/sim-purchase/${plan.slug}`} />
          </li>
        ))}
      </ul>
      {pages.length > 1 && (
        <div className={styles.controls}>
          <CarouselControls trackId={id} positions={positions} previous={t('previous')} next={t('next')} />
        </div>
      )}
    </div>
  );
}
