import { MultiSimTypes } from '@/components/plans/multi-sim-types';
import { BundleSection } from '@/components/shop/bundle-section';
import { MULTI_PLAN_SIMS_MAX } from '@/lib/flags';
import { planRoute } from '../../_lib/plan-route';

/*
 * "sims-multi-plans/:plan? (needs multi-plan SIMs and SIM purchasing allowed)": off in the
 * shipped configuration. Ours: a multi-plan SIM order gives each of its SIMs ("Multi-plan
 * SIMs | max 5") a plan of its own, so the page lists the plans on sale (the kinds /plans
 * shows) with the ways to share ("Multi-SIM types"). Rendered on demand, kept one minute.
 */
export function generateStaticParams() {
  return [];
}
export const dynamicParams = true;
export const revalidate = 60;

const route = planRoute({
  base: '/sims-multi-plans',
  gate: 'simsMultiPlans',
  texts: (t) => ({ title: t('multi.title'), description: t('multi.description'), heading: t('multi.heading'), intro: <p>{t('multi.intro', { max: MULTI_PLAN_SIMS_MAX })}</p> }),
  // The bundle builder only renders here, behind the page's gate (multi-plan SIMs and SIM purchasing).
  aside: (groups, flags) => (
    <>
      <MultiSimTypes />
      <BundleSection groups={groups} flags={flags} />
    </>
  ),
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
