'use client';

import { useEffect, useState } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import styles from './plan-carousel.module.css';

type Props = {
  /** The id of the scrolling list. */
  trackId: string;
  /** One announcement per page ('Plans 1–2 of 6'), already in the page's language. */
  positions: readonly string[];
  previous: string;
  next: string;
};

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Previous / Next for the plan carousel: each moves the list by one page (its visible width)
 * and the position is announced politely. Nothing before hydration: the list scrolls anyway.
 * At either end the button stays focusable but says it is unavailable (aria-disabled), so a
 * keyboard user's focus is never dropped.
 */
export function CarouselControls({ trackId, positions, previous, next }: Props) {
  const hydrated = useHydrated();
  const [page, setPage] = useState(0);
  const last = positions.length - 1;

  useEffect(() => {
    const track = document.getElementById(trackId);
    if (!track) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const width = track.clientWidth || 1;
        setPage(Math.min(last, Math.max(0, Math.round(track.scrollLeft / width))));
      });
    };
    track.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    update();
    return () => {
      cancelAnimationFrame(frame);
      track.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [trackId, last]);

  if (!hydrated) return null;

  const go = (step: number) => {
    const track = document.getElementById(trackId);
    const target = page + step;
    if (!track || target < 0 || target > last) return;
    track.scrollTo({ left: target * track.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
  };

  return (
    <>
      <button type="button" className={styles.step} aria-controls={trackId} aria-disabled={page === 0} onClick={() => go(-1)}>
        <span aria-hidden="true">‹</span> {previous}
      </button>
      <p className={styles.position} aria-live="polite">
        {positions[page]}
      </p>
      <button type="button" className={styles.step} aria-controls={trackId} aria-disabled={page === last} onClick={() => go(1)}>
        {next} <span aria-hidden="true">›</span>
      </button>
    </>
  );
}
