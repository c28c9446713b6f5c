import { createContext } from 'react';
import type { Dialogs } from './types';

export const DialogsContext = createContext<Dialogs | null>(null);
