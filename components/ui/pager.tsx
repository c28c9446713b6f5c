import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { pageWindow } from '@/lib/profile/paging';
import { cx } from './cx';
import styles from './pager.module.css';

type Props = {
  /** The page shown, from 1. */
  page: number;
  totalPages: number;
  /** The address of page n: the page is in the URL (`?page=N`), so every page can be linked to and reloaded. */
  hrefFor: (page: number) => string;
  /** The name of the navigation ("Pages"). */
  label: string;
  className?: string;
};

/**
 * The one pager of every paged list: previous, the page links ("4 page links each side") and
 * next, as links. The current page is marked with aria-current="page". One page or none: no pager.
 */
export function Pager({ page, totalPages, hrefFor, label, className }: Props) {
  const t = useTranslations('common.pager');
  const pages = pageWindow(page, totalPages);
  if (pages.length <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);
  return (
    <nav aria-label={label} className={cx(styles.pager, className)}>
      {current > 1 ? (
        <Link href={hrefFor(current - 1)} rel="prev" className={cx(styles.step, styles.previous)}>
          <span aria-hidden="true">‹</span>
          {t('previous')}
        </Link>
      ) : (
        <span className={cx(styles.step, styles.previous, styles.off)}>
          <span aria-hidden="true">‹</span>
          {t('previous')}
        </span>
      )}
      <ul className={styles.pages}>
        {pages.map((n) => (
          <li key={n}>
            <Link href={hrefFor(n)} aria-label={t('page', { page: n })} aria-current={n === current ? 'page' : undefined} className={cx(styles.number, n === current && styles.current)}>
              {n}
            </Link>
          </li>
        ))}
      </ul>
      {current < totalPages ? (
        <Link href={hrefFor(current + 1)} rel="next" className={cx(styles.step, styles.next)}>
          {t('next')}
          <span aria-hidden="true">›</span>
        </Link>
      ) : (
        <span className={cx(styles.step, styles.next, styles.off)}>
          {t('next')}
          <span aria-hidden="true">›</span>
        </span>
      )}
    </nav>
  );
}
