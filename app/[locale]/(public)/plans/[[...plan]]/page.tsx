import { planRoute } from '../../_lib/plan-route';

/*
 * "plans/:plan? (needs plans shown, or mobile onboarding enabled)". The catalogue is not
 * reachable at build time, so nothing is prerendered: each page renders on its first request
 * and is then served from the ISR cache, renewed every minute ("Cache: plan lists 1 minute").
 */
export function generateStaticParams() {
  return [];
}
export const dynamicParams = true;
export const revalidate = 60;

const route = planRoute({
  base: '/plans',
  gate: 'plans',
  texts: (t) => ({ title: t('title'), description: t('description'), heading: t('heading'), intro: <p>{t('intro')}</p> }),
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
