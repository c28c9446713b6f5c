import { BffError } from '@/components/query/bff-query';
import { fieldText, useFieldTexts } from '@/components/ui/form-texts';

type Problem = { path?: unknown; message?: unknown };

/**
 * A BFF 422's message for one field (`bad_input` details whose path is `field` or ends in
 * `.field`, as 'settings.forwardTo'), in the visitor's language; undefined when there is none,
 * so the caller shows the error in its alert instead.
 */
export function useFieldError(): (error: unknown, field: string) => string | undefined {
  const texts = useFieldTexts();
  return (error, field) => {
    if (!(error instanceof BffError) || error.code !== 'bad_input' || !Array.isArray(error.details)) return undefined;
    const problem = (error.details as Problem[]).find((d) => typeof d.path === 'string' && (d.path === field || d.path.endsWith(`.${field}`)));
    return typeof problem?.message === 'string' ? fieldText(problem.message, texts) : undefined;
  };
}
