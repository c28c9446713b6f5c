import { BlockedAccountPage, blockedAccountMetadata } from '@/app/[locale]/_components/blocked-account-page';

export const generateMetadata = () => blockedAccountMetadata('noPlans');

/** "no-plans-page (no addons)": the profile guard's last stop. */
export default function NoPlansPage() {
  return <BlockedAccountPage namespace="noPlans" path="/no-plans-page" icon="layers" ways={[{ href: '/plans', label: 'browsePlans' }]} />;
}
