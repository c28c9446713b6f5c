import type { ComponentProps } from 'react';
import { Field } from '@/components/ui/field';

type Props = Omit<ComponentProps<typeof Field>, 'name' | 'type' | 'autoComplete' | 'inputMode' | 'autoCapitalize' | 'spellCheck' | 'maxLength'>;

/** The login (an email address) as every auth form asks for it. */
export function LoginField(props: Props) {
  return <Field name="login" type="email" autoComplete="username" inputMode="email" autoCapitalize="none" spellCheck={false} maxLength={254} {...props} />;
}
