'use client';

import { useEffect, useState } from 'react';
import { callBff } from '@/components/api/call-bff';
import { drawOrder, layerFailureKind } from '@/lib/maps/rules';
import type { MapFeature, MapLayerData, NetworkMap } from '@/lib/maps/types';

/** "(plus service message and code)" of a failed layer, as our BFF passes them on. */
export type ServiceDetail = { serviceMessage?: string; serviceCode?: number };
export type LayerState =
  | { status: 'loading' }
  | { status: 'ready'; features: MapFeature[] }
  | { status: 'failed'; kind: 'access' | 'response'; detail: ServiceDetail };
export type MapsState = { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; maps: NetworkMap[]; layers: Record<string, LayerState> };

function detailOf(details: unknown): ServiceDetail {
  const d = (details ?? {}) as Record<string, unknown>;
  return {
    serviceMessage: typeof d.serviceMessage === 'string' ? d.serviceMessage : undefined,
    serviceCode: typeof d.serviceCode === 'number' ? d.serviceCode : undefined,
  };
}

/**
 * The listing from /api/maps, then every layer from /api/maps/layers/{id} at once; each layer
 * lands on its own, so a failed one leaves the others drawn. `retry` starts again from the
 * listing (the BFF dropped its cached maps when anything failed: "cache reset on error").
 */
export function useNetworkMaps(): { state: MapsState; retry: () => void } {
  const [state, setState] = useState<MapsState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void (async () => {
      const listing = await callBff<{ maps: NetworkMap[] }>('/api/maps', 'GET');
      if (!live) return;
      if (!listing.ok) {
        setState({ phase: 'failed' });
        return;
      }
      const maps = drawOrder(listing.data.maps);
      const ids = maps.flatMap((m) => m.layers.map((l) => l.id));
      setState({ phase: 'ready', maps, layers: Object.fromEntries(ids.map((id) => [id, { status: 'loading' }])) });
      await Promise.all(
        ids.map(async (id) => {
          const res = await callBff<MapLayerData>(`/api/maps/layers/${encodeURIComponent(id)}`, 'GET');
          if (!live) return;
          const next: LayerState = res.ok
            ? { status: 'ready', features: res.data.features }
            : { status: 'failed', kind: layerFailureKind(res.code), detail: detailOf(res.details) };
          setState((s) => (s.phase === 'ready' ? { ...s, layers: { ...s.layers, [id]: next } } : s));
        }),
      );
    })();
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = () => {
    setState({ phase: 'loading' });
    setAttempt((n) => n + 1);
  };
  return { state, retry };
}
