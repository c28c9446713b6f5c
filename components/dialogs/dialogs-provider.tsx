import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { DialogsContext } from './dialogs-context';
import { GlobalDialog } from './global-dialog';
import type { DialogRequest, Dialogs } from './types';

type NewRequest = DialogRequest extends infer R ? (R extends DialogRequest ? Omit<R, 'id'> : never) : never;

/**
 * Holds the queue of global dialogs: one shows at a time, the next opens when it closes.
 * Client-only: rendered from AppProviders (the client boundary), never from a server component.
 */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<DialogRequest[]>([]);
  const lastId = useRef(0);

  const dialogs = useMemo<Dialogs>(() => {
    const push = (request: NewRequest) => {
      lastId.current += 1;
      const id = lastId.current;
      setQueue((q) => [...q, { ...request, id } as DialogRequest]);
    };
    return {
      confirm: (options) => new Promise<boolean>((resolve) => push({ kind: 'confirm', options, resolve })),
      error: (options) => new Promise<void>((resolve) => push({ kind: 'error', options, resolve })),
      success: (options) => new Promise<void>((resolve) => push({ kind: 'success', options, resolve })),
    };
  }, []);

  const onDone = useCallback((id: number) => setQueue((q) => q.filter((r) => r.id !== id)), []);
  const current = queue[0];

  return (
    <DialogsContext value={dialogs}>
      {/* The native modal makes the page inert; aria-hidden says so to tools that read only ARIA. */}
      <div className="dialogs-page" aria-hidden={current ? true : undefined}>
        {children}
      </div>
      {current && <GlobalDialog key={current.id} request={current} onDone={onDone} />}
    </DialogsContext>
  );
}
