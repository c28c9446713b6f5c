'use client';

import { useEffect, useRef } from 'react';
import { helpEvent, type HelpAction } from '@/lib/analytics/events';
import { track } from '@/lib/analytics/track';

/** The `help` event once when a help search's results or an article show; renders nothing. */
export function TrackHelp({ action, searchTerm }: { action: HelpAction; searchTerm?: string }) {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    const key = `${action}:${searchTerm ?? ''}`;
    if (sent.current === key) return;
    sent.current = key;
    track(helpEvent(action, searchTerm));
  }, [action, searchTerm]);
  return null;
}
