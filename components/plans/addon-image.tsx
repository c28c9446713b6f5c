import type { PlanView } from '@/lib/catalog/types';
import styles from './account-plans.module.css';

type Motif = 'data' | 'voice' | 'sms';

/** What the add-on mostly gives, for its picture: data first, then calls, then texts. */
function motifOf(addon: PlanView): Motif {
  if (addon.data) return 'data';
  if (addon.voice || addon.internationalMinutes) return 'voice';
  return 'sms';
}

const PATHS: Record<Motif, string> = {
  // Signal bars.
  data: 'M14 40h6v10h-6zM25 32h6v18h-6zM36 24h6v26h-6zM47 16h6v34h-6z',
  // A handset.
  voice: 'M22 14c3 0 5 6 5 9s-4 4-4 6c1 5 6 10 11 11 2 0 3-4 6-4s9 2 9 5-3 8-8 8c-13 0-27-14-27-27 0-5 5-8 8-8z',
  // A speech bubble.
  sms: 'M14 18h38a4 4 0 0 1 4 4v20a4 4 0 0 1-4 4H30l-10 8v-8h-6a4 4 0 0 1-4-4V22a4 4 0 0 1 4-4z',
};

/**
 * "add-on images true": the add-on's picture, in its theme's colour. Decoration only (the card
 * names what it gives), so it is hidden from screen readers.
 */
export function AddonImage({ addon }: { addon: PlanView }) {
  return (
    <svg className={styles.image} viewBox="0 0 64 64" width="56" height="56" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="32" className={styles.imageBack} />
      <path d={PATHS[motifOf(addon)]} className={styles.imageFront} />
    </svg>
  );
}
