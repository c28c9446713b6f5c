import { Alert } from '@/components/ui/alert';
import type { Refusal } from './use-refusal';

/** A refusal: its text, and the upstream's reason beneath it. */
export function RefusalAlert({ refusal }: { refusal: Refusal }) {
  return (
    <Alert tone="error" title={refusal.reason ? refusal.text : undefined}>
      <p>{refusal.reason ?? refusal.text}</p>
    </Alert>
  );
}
