'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { navScreenFor } from '@/lib/profile/rules';
import styles from './account-nav.module.css';

export type NavItem = { id: string; href: string; label: string };
export type NavSection = { group: string; label: string; items: NavItem[] };

/** The path as the visitor sees it: the hidden [locale] segment left out (the server may name it). */
function publicPath(pathname: string | null): string {
  return (pathname ?? '').replace(/^\/(?:en|mi-NZ)(?=\/|$)/, '') || '/';
}

/**
 * "My account": the sections of the profile map (most used first) with the screens this customer may open. A side
 * list on a wide screen; on a phone a "Menu" button opens the same list. The current screen is
 * marked from the URL, so the mark follows client-side navigation (this layout does not re-render).
 */
export function AccountNav({ sections, children }: { sections: NavSection[]; children?: ReactNode }) {
  const t = useTranslations('profile.nav');
  const listId = useId();
  const path = publicPath(usePathname());
  const current = navScreenFor(path)?.id;
  const [open, setOpen] = useState(false);
  // A link followed on a phone closes the menu.
  const [seenPath, setSeenPath] = useState(path);
  if (seenPath !== path) {
    setSeenPath(path);
    setOpen(false);
  }

  return (
    <nav aria-label={t('label')} className={styles.nav}>
      <div className={styles.bar}>
        {children}
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={listId}
          // Its own name on a phone, where the header's Menu button is beside it (the visible word is in the name).
          aria-label={t('menuLabel')}
          onClick={() => setOpen((o) => !o)}
        >
          <span aria-hidden="true" className={styles.burger} />
          <span className={styles.toggleText}>{t('menu')}</span>
        </button>
      </div>
      <div id={listId} className={styles.panel} data-open={open}>
        {sections.map((s) => {
          const headingId = `${listId}-${s.group}`;
          // Every section under its heading but the overview (and a lone screen named as its section).
          const titled = s.group !== 'home' && !(s.items.length === 1 && s.items[0]?.label === s.label);
          return (
            <div key={s.group} className={styles.group}>
              {titled && <p id={headingId} className={styles.groupLabel}>{s.label}</p>}
              <ul className={styles.list} aria-labelledby={titled ? headingId : undefined}>
                {s.items.map((item) => (
                  <li key={item.id}>
                    <Link href={item.href} className={styles.link} aria-current={item.id === current ? 'page' : undefined}>
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </nav>
  );
}
