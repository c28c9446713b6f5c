import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { formatNzNumber } from '@/components/format/format-msisdn';
import { ClientMessages } from '@/components/i18n/client-messages';
import { QueryProvider } from '@/components/query/query-provider';
import { navigation } from '@/lib/profile/rules';
import { AccountNav, type NavSection } from '../_components/account-nav';
import { ProductSelect } from '../_components/product-select';
import { requireProfile } from '../_lib/require-profile';
import { screenContext } from '../_lib/require-screen';
import styles from './layout.module.css';

/**
 * My account: nothing renders until the guard chain has passed (requireProfile; each page checks
 * again with its own screen's gate, as this layout does not re-render on client navigation).
 * Draws the navigation from the profile map and the current-number switcher.
 */
export default async function ProfileAreaLayout({ children }: { children: ReactNode }) {
  const data = await requireProfile();
  const t = await getTranslations('profile.nav');
  const sections: NavSection[] = navigation(screenContext(data)).map(({ group, screens }) => ({
    group,
    label: t(`groups.${group}`),
    items: screens.map((s) => ({ id: s.id, href: s.path, label: t(`screens.${s.label}`) })),
  }));
  // The numbers only: each one's status is on the profile home's cards.
  const products = data.account.products.map((p) => ({ uuid: p.uuid, label: formatNzNumber(p.msisdn) }));

  return (
    <QueryProvider>
      <ClientMessages namespaces={['profile']}>
        <div className={styles.area}>
          <AccountNav sections={sections}>
            {products.length > 0 && <ProductSelect products={products} currentUuid={data.account.current?.uuid ?? null} />}
          </AccountNav>
          <div className={styles.content}>{children}</div>
        </div>
      </ClientMessages>
    </QueryProvider>
  );
}
