import { useContext } from 'react';
import { DialogsContext } from './dialogs-context';
import type { Dialogs } from './types';

/** The global confirmation, error and success dialogs (DialogsProvider sits in the root layout). */
export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogsContext);
  if (!dialogs) throw new Error('useDialogs() needs <DialogsProvider> above it');
  return dialogs;
}
