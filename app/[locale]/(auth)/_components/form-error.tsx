import { Alert } from '@/components/ui/alert';

/** The form-level error; with an `id` it is wrapped so the form can point aria-describedby at it. */
export function FormError({ message, id }: { message?: string; id?: string }) {
  if (!message) return null;
  if (!id) return <Alert tone="error">{message}</Alert>;
  return (
    <div id={id}>
      <Alert tone="error">{message}</Alert>
    </div>
  );
}
