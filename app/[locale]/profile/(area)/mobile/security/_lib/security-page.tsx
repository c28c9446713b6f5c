import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import styles from '@/components/sim/settings.module.css';
import { PageHeading } from '@/components/ui/page-heading';

/** The four call security pages: their screen ids (lib/profile/screens.ts), paths and message keys. */
export const SECURITY_PAGES = [
  { part: 'basic', key: 'basic' },
  { part: 'advanced', key: 'advanced' },
  { part: 'reports', key: 'reports' },
  { part: 'white-blacklist', key: 'lists' },
] as const;
export type SecurityKey = (typeof SECURITY_PAGES)[number]['key'];
export const SECURITY_PATH = '/profile/mobile/security';

export async function securityMetadata(key: SecurityKey | null): Promise<Metadata> {
  const t = await getTranslations('callSecurity');
  return { title: key ? t(`${key}.title`) : t('title') };
}

/** A call security child page: its h1 and intro, the way back to Call security, then its section. */
export async function SecurityPage({ k, children }: { k: SecurityKey; children: ReactNode }) {
  const t = await getTranslations('callSecurity');
  return (
    <>
      <PageHeading title={t(`${k}.title`)}>{t(`${k}.intro`)}</PageHeading>
      <div className={styles.stack}>
        <p className={styles.back}>
          <Link href={SECURITY_PATH}>{t('back')}</Link>
        </p>
        <ClientMessages namespaces={['callSecurity', 'validation']}>{children}</ClientMessages>
      </div>
    </>
  );
}

/** A security page's links, each with its title and a line on what is there (Call security's, and the broadband tab's Security). */
export function SecurityLinks({ label, links }: { label: string; links: readonly { href: string; title: string; line: string }[] }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.links}>
        {links.map((l) => (
          <li key={l.href}>
            <Link href={l.href}>
              <span className={styles.linkTitle}>{l.title}</span>
              <span className={styles.muted}>{l.line}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
