'use client';

import { useEffect, useRef } from 'react';
import { ecommerceItem, trackEcommerce } from './ecommerce';

/** `view_item` once when a plan's or a SIM's page shows (contract §6); renders nothing. */
export function TrackViewItem({ id, name, priceCents }: { id: string; name: string; priceCents: number }) {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    trackEcommerce('view_item', [ecommerceItem(id, name, priceCents)]);
  }, [id, name, priceCents]);
  return null;
}
