'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormHTMLAttributes, type ReactNode } from 'react';
import {
  FormProvider, get, useForm, useFormContext,
  type DefaultValues, type FieldValues, type Path, type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { callBff, type BffResult } from '@/components/api/call-bff';
import { errorKey, isSessionLoss } from '@/components/api/error-key';
import { signInAgain } from '@/components/api/sign-in-again';
import { fieldMessage, PLEASE_ENTER } from '@/lib/errors/input';
import { Field } from './field';
import { useOutcome } from './outcome';
import { knownFieldText, useFieldTexts } from './form-texts';

/* The one form pattern (ARCHITECTURE.md: "Forms use react-hook-form with the route handler's own
 * zod schema"): the schema from lib/<domain>/schemas.ts that the route parses with, the spec's
 * field messages ('please enter', 'cannot be longer than N characters', 'format is invalid'),
 * a server 422's `details` put on their fields, and what was typed never cleared. */

// A form's values are always an object; what the schema's input and output are is its own.
type ObjectSchema = z.ZodType<FieldValues, FieldValues>;
export type ZodForm<S extends ObjectSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/**
 * react-hook-form validating with `schema` exactly as the route wrapper does (lib/errors/input.ts
 * `fieldMessage` for issues without their own text). Checked on submit, then again as each
 * field changes, so a message goes as soon as it is fixed.
 */
export function useZodForm<S extends ObjectSchema>(schema: S, defaults: DefaultValues<z.input<S>>): ZodForm<S> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never, { error: fieldMessage }) as never,
    defaultValues: defaults,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

/** A field problem as the route wrapper sends it in a 422's `details` (app/api/_lib/input.ts). */
type FieldProblem = { path?: unknown; message?: unknown };

/**
 * Puts a 422's field messages on the form's own fields (the first one focused); returns whether
 * any landed. A problem of a field the form does not have is left to the caller's message.
 */
export function applyServerErrors<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, res: { code: string; details?: unknown }): boolean {
  if (res.code !== 'bad_input' || !Array.isArray(res.details)) return false;
  const values = form.getValues();
  const done = new Set<string>();
  for (const d of res.details as FieldProblem[]) {
    if (typeof d.path !== 'string' || d.path === '' || typeof d.message !== 'string' || done.has(d.path)) continue;
    if (get(values, d.path) === undefined) continue;
    form.setError(d.path as Path<T>, { type: 'server', message: d.message }, { shouldFocus: done.size === 0 });
    done.add(d.path);
  }
  return done.size > 0;
}

/**
 * Sends a form to the BFF: a lost session goes to sign-in, a 422 with details lands on the fields,
 * any other refusal becomes the form's message (in the catalogue's words) and its `outcome`
 * (components/ui/outcome.tsx: shown by <OutcomeAlert state={outcome} /> next to the submit
 * button, announced, focused); what was typed stays. `succeeded` resets the form (to `values`,
 * e.g. what was just saved, else its defaults) and shows the success the same way.
 */
export function useBffSubmit<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>) {
  const te = useTranslations('errors');
  const [formError, setFormError] = useState<string>();
  const outcome = useOutcome();
  const { show } = outcome;
  async function send<R>(path: string, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', body: unknown): Promise<BffResult<R>> {
    setFormError(undefined);
    show(null);
    const res = await callBff<R>(path, method, body);
    if (!res.ok) {
      if (isSessionLoss(res.code)) signInAgain();
      else if (!applyServerErrors(form, res)) {
        const text = te(errorKey(res.code));
        setFormError(text);
        show({ tone: 'error', text });
      }
    }
    return res;
  }
  function succeeded(text: string, values?: T) {
    form.reset(values);
    show({ tone: 'success', text });
  }
  return { send, formError, setFormError, outcome, succeeded };
}

type FormProps<S extends ObjectSchema> = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> & {
  form: ZodForm<S>;
  onValid: (values: z.output<S>) => unknown;
  children: ReactNode;
};

/** The <form> (no browser validation: the schema's messages are the ones shown) with the form's context for its fields. */
export function Form<S extends ObjectSchema>({ form, onValid, children, ...rest }: FormProps<S>) {
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onValid)} {...rest}>
        {children}
      </form>
    </FormProvider>
  );
}

type FieldProps = Omit<Parameters<typeof Field>[0], 'id' | 'name' | 'ref' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'> & {
  name: string;
  id?: string;
  /** What the field says when it is left blank, naming what to type ('Enter a new password.'), instead of the generic 'please enter'. */
  blankText?: string;
};

/**
 * A labelled input of the form (components/ui/field.tsx) bound to `name`, showing its message
 * in the visitor's language: the spec's texts translated, a schema's own text as it is. `error`
 * is a check the caller makes as the user types (two fields that must match); the form's own
 * message for the field wins over it.
 */
export function FormField({ name, id, error: live, blankText, ...rest }: FieldProps) {
  const { register, formState } = useFormContext();
  const texts = useFieldTexts();
  const autoId = useId();
  const message: unknown = (get(formState.errors, name) as { message?: unknown } | undefined)?.message;
  const own = typeof message === 'string' && message !== '' ? message : undefined;
  const error = own === undefined ? live : own === PLEASE_ENTER && blankText ? blankText : (knownFieldText(own, texts) ?? own);
  return <Field id={id ?? `${autoId}-${name.replace(/\./g, '-')}`} error={error} {...rest} {...register(name)} />;
}
