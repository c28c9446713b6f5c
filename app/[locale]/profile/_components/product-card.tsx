import { getTranslations } from 'next-intl/server';
import { formatNzNumber } from '@/components/format/format-msisdn';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button-link';
import { cx } from '@/components/ui/cx';
import { Icon } from '@/components/ui/icon';
import type { MobileProductView } from '@/lib/customer/types';
import { productKind, STATUS_TONE } from './product-view';
import { ProductSwitcher } from './product-switcher';
import styles from './product-card.module.css';

/**
 * One mobile number: status, payment kind, and either the "Current" mark or the switch to it; a
 * SIM not yet activated also offers "Activate your SIM" when `activate` (onboarding on).
 */
export async function ProductCard({ product, current, activate = false }: { product: MobileProductView; current: boolean; activate?: boolean }) {
  const [t, to] = await Promise.all([getTranslations('profile'), getTranslations('onboarding.links')]);
  const number = formatNzNumber(product.msisdn);
  const kind = productKind(product);
  return (
    <article className={cx(styles.card, current && styles.current)} aria-current={current ? 'true' : undefined}>
      <div className={styles.top}>
        <span className={styles.icon}>
          <Icon name="phone" />
        </span>
        <h3 className={styles.number}>{number}</h3>
        {current && <Badge tone="brand">{t('home.current')}</Badge>}
      </div>
      <ul className={styles.facts}>
        <li>
          <Badge tone={STATUS_TONE[product.statusLabel]}>{t(`status.${product.statusLabel}`)}</Badge>
        </li>
        {kind && (
          <li>
            <Badge>{t(`kind.${kind}`)}</Badge>
          </li>
        )}
      </ul>
      {((activate && product.statusLabel === 'notActivated') || !current) && (
        <div className={styles.actions}>
          {activate && product.statusLabel === 'notActivated' && (
            <ButtonLink href={`/onboarding/${encodeURIComponent(product.uuid)}`} aria-label={`${to('activateYourSim')} ${number}`}>
              {to('activateYourSim')}
            </ButtonLink>
          )}
          {!current && <ProductSwitcher productUuid={product.uuid} number={number} />}
        </div>
      )}
    </article>
  );
}
