import { useTranslations } from 'next-intl';
import { formatCents } from '@/components/format/format-money';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Dialog } from '@/components/ui/dialog';
import type { CartLine } from '@/lib/eshop/types';
import { useCart } from './cart-context';
import { useErrorText } from './use-error-text';
import styles from './cart.module.css';

/**
 * The cart drawer: dialog "Your cart" with its lines, total, "Checkout" and "Keep shopping".
 * Escape and the close button close it; focus returns to the cart button (Dialog). Rendered
 * by CartButton (client), loaded when first opened.
 */
export function CartDrawer() {
  const t = useTranslations('shop.cart');
  const tErr = useTranslations('shop.errors');
  const errorText = useErrorText();
  const { cart, restoring, busy, problem, closeDrawer, setQuantity, remove, dismissProblem } = useCart();
  const lines = cart?.lines ?? [];
  const empty = lines.length === 0;

  const actions = (
    <>
      <Button variant="secondary" onClick={closeDrawer} data-autofocus={empty ? '' : undefined}>
        {t('keepShopping')}
      </Button>
      {!empty && (
        <ButtonLink href="/eshop/checkout" onClick={closeDrawer} prefetch={false} data-autofocus="">
          {t('checkout')}
        </ButtonLink>
      )}
    </>
  );

  return (
    <Dialog title={t('title')} onDismiss={closeDrawer} closeLabel={t('close')} actions={actions} className={styles.drawer}>
      {problem && (
        <Alert tone="error" title={tErr('title')}>
          <p>{errorText(problem.code, problem.message, tErr('generic'))}</p>
          <p className={styles.problemActions}>
            <Button
              variant="secondary"
              onClick={() => {
                dismissProblem();
                problem.retry();
              }}
            >
              {tErr('retry')}
            </Button>
          </p>
        </Alert>
      )}
      {restoring && !cart ? (
        <p role="status">{t('loading')}</p>
      ) : empty ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <>
          <ul className={styles.lines} aria-busy={busy || undefined}>
            {lines.map((line) => (
              <LineRow key={line.uuid} line={line} busy={busy} onQuantity={(q) => void setQuantity(line.uuid, q)} onRemove={() => void remove(line.uuid)} />
            ))}
          </ul>
          <p className={styles.total}>
            <span>{t('total', { total: formatCents(cart?.totalCents ?? 0) })}</span>
            {cart && cart.originalTotalCents > cart.totalCents && (
              <s className={styles.was}>
                <span className="visually-hidden">{t('was')} </span>
                {formatCents(cart.originalTotalCents)}
              </s>
            )}
          </p>
          <p className={styles.tax}>{t('tax', { tax: formatCents(cart?.taxCents ?? 0) })}</p>
        </>
      )}
    </Dialog>
  );
}

function LineRow({ line, busy, onQuantity, onRemove }: { line: CartLine; busy: boolean; onQuantity: (q: number) => void; onRemove: () => void }) {
  const t = useTranslations('shop.cart');
  const original = line.originalPrice !== null && line.originalPrice > line.price ? Math.round(line.originalPrice * 100) : null;
  return (
    <li className={line.parent ? styles.subLine : styles.line}>
      <div className={styles.lineHead}>
        <span className={styles.lineName}>{line.name}</span>
        <span className={styles.linePrice}>
          {original !== null && (
            <s className={styles.was}>
              <span className="visually-hidden">{t('was')} </span>
              {formatCents(original)}
            </s>
          )}{' '}
          <span>{line.priceCents === 0 ? t('free') : formatCents(line.priceCents)}</span>
        </span>
      </div>
      {line.specifications.length > 0 && (
        <ul className={styles.specs}>
          {line.specifications.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      )}
      {(line.quantifiable || line.removable) && (
        <div className={styles.lineActions}>
          {line.quantifiable ? (
            <div className={styles.quantity} role="group" aria-label={t('quantityOf', { name: line.name })}>
              <button type="button" className={styles.step} onClick={() => onQuantity(line.quantity - 1)} disabled={busy} aria-label={t('decrease', { name: line.name })}>
                −
              </button>
              <span className={styles.qty}>{t('quantity', { quantity: line.quantity })}</span>
              <button type="button" className={styles.step} onClick={() => onQuantity(line.quantity + 1)} disabled={busy} aria-label={t('increase', { name: line.name })}>
                +
              </button>
            </div>
          ) : (
            <span className={styles.qty}>{t('quantity', { quantity: line.quantity })}</span>
          )}
          {line.removable && (
            <button type="button" className={styles.remove} onClick={onRemove} disabled={busy} aria-label={t('removeLine', { name: line.name })}>
              {t('remove')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
