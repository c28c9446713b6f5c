import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';

// Per request: the flag and the session decide (never prerendered at build, when no upstream runs).
export const dynamic = 'force-dynamic';

/** The onboarding pages (finding, activating and welcoming a SIM): their client parts read `onboarding` and the payment step's words. */
export default function OnboardingLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={['onboarding', 'porting', 'paymentStep', 'validation']}>{children}</ClientMessages>;
}
