'use client';

import { useEffect, useRef, useState } from 'react';
import { callBff } from '@/components/api/call-bff';
import { helpEvent } from '@/lib/analytics/events';
import { track } from '@/lib/analytics/track';
import { Button } from '@/components/ui/button';
import type { ChatLoginAnswer } from '@/lib/help/types';
import styles from './chat-launcher.module.css';

type Texts = { chat: string; connecting: string; panelTitle: string; panelBody: string; close: string; unavailable: string };
type State = 'idle' | 'connecting' | 'open' | 'unavailable';

/**
 * "Chat with us" for signed-in visitors: logs in to the chat provider through our BFF on the
 * first press. "A failure or missing token silently logs the user out of chat", so a failure
 * shows no error, only the other ways to get help.
 */
export function ChatLauncher({ texts }: { texts: Texts }) {
  const [state, setState] = useState<State>('idle');
  const launcher = useRef<HTMLButtonElement>(null);
  const panelTitle = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (state === 'open') panelTitle.current?.focus();
  }, [state]);

  async function connect() {
    setState('connecting');
    const res = await callBff<ChatLoginAnswer>('/api/support/chat-login', 'POST');
    if (!res.ok || res.data.provider === null) {
      setState('unavailable');
      return;
    }
    // The provider's widget script would boot here with res.data.token. That third-party script
    // is not reachable from this environment, so the panel below stands in for the widget; the
    // token is kept nowhere else (not in the DOM, not in storage).
    track(helpEvent('chat'));
    setState('open');
  }

  // `?chat=true` (where /link/chat goes, "home with the chat flag") opens the chat for a signed-in
  // visitor. Read in the browser: the help pages are static.
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get('chat') === 'true';
    if (!asked || !document.documentElement.hasAttribute('data-signed-in')) return;
    const start = setTimeout(() => void connect(), 0);
    return () => clearTimeout(start);
  }, []);

  function close() {
    setState('idle');
    requestAnimationFrame(() => launcher.current?.focus());
  }

  if (state === 'unavailable') {
    return (
      <p role="status" className={styles.note}>
        {texts.unavailable}
      </p>
    );
  }
  if (state === 'open') {
    return (
      <section className={styles.panel} aria-labelledby="chat-panel-title">
        <h3 id="chat-panel-title" ref={panelTitle} tabIndex={-1} className={styles.panelTitle}>
          {texts.panelTitle}
        </h3>
        <p role="status">{texts.panelBody}</p>
        <Button variant="secondary" onClick={close}>
          {texts.close}
        </Button>
      </section>
    );
  }
  return (
    <Button ref={launcher} busy={state === 'connecting'} onClick={connect} data-action="chat">
      {state === 'connecting' ? texts.connecting : texts.chat}
    </Button>
  );
}
