import Link from 'next/link';
import type { ComponentProps } from 'react';
import type { ButtonVariant } from './button';
import styles from './button.module.css';
import { cx } from './cx';

type Props = ComponentProps<typeof Link> & { variant?: ButtonVariant; fullWidth?: boolean };

/** A link that looks like a button: for navigation, never for actions. */
export function ButtonLink({ variant = 'primary', fullWidth = false, className, ...rest }: Props) {
  return <Link className={cx(styles.button, styles[variant], fullWidth && styles.full, className)} {...rest} />;
}
