import { notFound } from 'next/navigation';

/** Any path no route claims renders the localised not-found page inside the layout. */
export default function CatchAll(): never {
  notFound();
}
