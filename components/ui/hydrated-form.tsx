import type { ComponentProps } from 'react';
import { useHydrated } from './use-hydrated';
import styles from './hydrated-form.module.css';

/**
 * A form whose controls stay disabled until React runs the page. A choice made in the server
 * HTML before hydration would show in the page but not in React's state (a plan picked, then
 * "not specified"), so nothing can be chosen until it counts. The fieldset has no box of its
 * own (`display: contents`): the form lays its children out as before.
 */
export function HydratedForm({ children, ...props }: ComponentProps<'form'>) {
  const hydrated = useHydrated();
  return (
    <form {...props}>
      <fieldset className={styles.all} disabled={!hydrated}>
        {children}
      </fieldset>
    </form>
  );
}
