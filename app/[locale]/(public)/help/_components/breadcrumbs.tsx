import Link from 'next/link';
import type { Crumb } from '@/lib/help/seo';
import styles from './breadcrumbs.module.css';

type Props = {
  label: string;
  /** First to last; the last is the page itself. */
  crumbs: ReadonlyArray<Crumb & { lang?: string }>;
};

/** The trail above a help page; the same trail goes into BreadcrumbList JSON-LD. */
export function Breadcrumbs({ label, crumbs }: Props) {
  const last = crumbs.length - 1;
  return (
    <nav aria-label={label} className={styles.crumbs}>
      <ol className={styles.list}>
        {crumbs.map((c, i) => (
          <li key={c.path} className={styles.item} lang={c.lang}>
            {i < last ? (
              <Link href={c.path}>{c.name}</Link>
            ) : (
              <span aria-current="page" className={styles.current}>
                {c.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
