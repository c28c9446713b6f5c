import { Button } from '@/components/ui/button';

type Props = { busy: boolean; locked: boolean; hydrated: boolean; label: string; busyLabel: string };

/** The full-width submit of the auth forms: inert until hydrated and while a 429 wait runs. */
export function SubmitButton({ busy, locked, hydrated, label, busyLabel }: Props) {
  return (
    <Button type="submit" fullWidth busy={busy} disabled={locked || !hydrated}>
      {busy ? busyLabel : label}
    </Button>
  );
}
