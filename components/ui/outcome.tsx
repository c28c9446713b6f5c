'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, type AlertTone } from './alert';
import styles from './alert.module.css';
import { cx } from './cx';

/**
 * What a mutation said (saved, paid, sent, refused): its tone, its words, and `at`, the place on
 * the screen it belongs to (the control that acted, e.g. an add-on's id, or the list it was in
 * when that control is gone); absent: the one place of a form.
 */
export type Outcome = { tone: AlertTone; text: ReactNode; title?: string; at?: string };

export type OutcomeState = {
  outcome: Outcome | null;
  /** Counts each outcome shown, so the same words shown again are brought into view again. */
  seq: number;
  /** Shows an outcome (null: clears it). */
  show(outcome: Outcome | null): void;
  /** The outcome as it is, with other words (a payment followed to its end): no new focus. */
  update(outcome: Outcome): void;
};

/** One outcome at a time, for a form or a screen's actions; show it with <OutcomeAlert>. */
export function useOutcome(): OutcomeState {
  const [state, setState] = useState<{ outcome: Outcome | null; seq: number }>({ outcome: null, seq: 0 });
  const show = useCallback((outcome: Outcome | null) => setState((s) => ({ outcome, seq: outcome ? s.seq + 1 : s.seq })), []);
  const update = useCallback((outcome: Outcome) => setState((s) => ({ outcome, seq: s.outcome ? s.seq : s.seq + 1 })), []);
  return useMemo(() => ({ ...state, show, update }), [state, show, update]);
}

type OutcomeProps = {
  state: OutcomeState;
  /** Which outcomes this place shows (the `at` they were shown with). */
  at?: string;
  className?: string;
  /** More for the box (a link to follow, a button): shown under the words. */
  children?: ReactNode;
};

/**
 * The one pattern for the outcome of a mutation (ARCHITECTURE.md "Every outcome … is shown in
 * view and announced"; issue 28 item 5): rendered next to the control that acted, it is
 * announced (its words land in a live region that is always there: role="status", or
 * role="alert" for a refusal), scrolled into view (the customer may be far down a long page),
 * and takes the focus, so the next Tab goes on from where the outcome is. A form that succeeded
 * resets itself (the caller's `form.reset()`); one that was refused keeps what was typed.
 */
export function OutcomeAlert({ state, at, className, children }: OutcomeProps) {
  const box = useRef<HTMLDivElement>(null);
  const mine = state.outcome && state.outcome.at === at ? state.outcome : null;
  const shownSeq = mine ? state.seq : 0;

  useEffect(() => {
    const el = box.current;
    if (!shownSeq || !el) return;
    // 'nearest': no jump when it is already in view; above a long list, only as far as needed.
    el.scrollIntoView?.({ block: 'nearest' });
    el.focus({ preventScroll: true });
  }, [shownSeq]);

  const content = (tone: 'error' | 'other') =>
    mine && (mine.tone === 'error') === (tone === 'error') ? (
      <Alert ref={box} tabIndex={-1} tone={mine.tone} title={mine.title} live="off" className={cx(styles.outcome, className)}>
        {typeof mine.text === 'string' ? <p>{mine.text}</p> : mine.text}
        {children}
      </Alert>
    ) : null;

  return (
    <>
      <div role="status" className={styles.region}>
        {content('other')}
      </div>
      <div role="alert" className={styles.region}>
        {content('error')}
      </div>
    </>
  );
}
