import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { QueryProvider } from '@/components/query/query-provider';
import styles from './layout.module.css';

// Per request: the flag and the session decide (never prerendered at build, when no upstream runs).
export const dynamic = 'force-dynamic';

/**
 * The onboarding pages (finding, activating and welcoming a SIM): their client parts read through
 * react-query and the words of `onboarding`, `porting` (the embedded form and timeline) and the payment step.
 */
export default function OnboardingLayout({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <ClientMessages namespaces={['onboarding', 'porting', 'paymentStep', 'validation']}>
        <div className={styles.layout}>{children}</div>
      </ClientMessages>
    </QueryProvider>
  );
}
