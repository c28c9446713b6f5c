'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './site-header.module.css';

/**
 * The header's links on a phone (issue 28 item 7: "a compact header"): a "Menu" button, a
 * disclosure (aria-expanded, aria-controls), opens them under the header's one row. Escape closes
 * it and puts the focus back on the button; following a link, a tap outside or another page
 * closes it. On a wide screen the button is hidden and the links stand in the row. Without
 * JavaScript (`scripting: none`) the links are shown and the button is not (site-header.module.css).
 */
export function HeaderMenu({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const path = usePathname();
  const [seenPath, setSeenPath] = useState(path);
  if (seenPath !== path) {
    setSeenPath(path);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div ref={root} className={styles.menu}>
      <button ref={button} type="button" className={styles.menuButton} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        <span aria-hidden="true" className={styles.burger} />
        <span className={styles.menuText}>{label}</span>
      </button>
      <div
        id={id}
        className={styles.panel}
        data-open={open}
        onClick={(e) => {
          if ((e.target as HTMLElement).closest('a')) setOpen(false);
        }}
      >
        {children}
      </div>
    </div>
  );
}
