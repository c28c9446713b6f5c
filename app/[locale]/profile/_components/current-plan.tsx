import { getTranslations } from 'next-intl/server';
import { formatCents } from '@/components/format/format-money';
import { formatNzNumber } from '@/components/format/format-msisdn';
import type { MobileProductView } from '@/lib/customer/types';
import { AddonList } from './addon-list';
import { productKind } from './product-view';
import styles from './current-plan.module.css';

type Props = {
  product: MobileProductView;
  /** "hide prepay balance if zero" (remote-config default true). */
  hideZeroCredit: boolean;
  showCredit?: boolean;
};

/** The current product's plan and add-ons, with its prepay credit when it has some to show. */
export async function CurrentPlan({ product, hideZeroCredit, showCredit = true }: Props) {
  const [t, tk] = await Promise.all([getTranslations('profile.home'), getTranslations('profile.kind')]);
  const kind = productKind(product);
  const credit = product.creditCents;
  const creditCents = showCredit && product.paymentKind === 'prepay' && !(hideZeroCredit && credit === 0) ? credit : undefined;
  return (
    <div className={styles.plan}>
      <div className={styles.head}>
        <p className={styles.for}>
          {t('planFor', { number: formatNzNumber(product.msisdn) })}
          {kind && <span className={styles.kind}> · {tk(kind)}</span>}
        </p>
        {creditCents !== undefined && (
          <p className={styles.credit}>
            <span className={styles.creditLabel}>{t('credit')}</span>
            <span className={styles.creditValue}>{formatCents(creditCents)}</span>
          </p>
        )}
      </div>
      <AddonList addons={product.addons} />
    </div>
  );
}
