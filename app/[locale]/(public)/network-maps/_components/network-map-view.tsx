'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { outageList } from '@/lib/maps/rules';
import type { MapFeature } from '@/lib/maps/types';
import { NetworkMapFigure } from './network-map-figure';
import styles from './network-map-view.module.css';
import { useNetworkMaps } from './use-network-maps';

/**
 * The network maps from the maps service listing (through our BFF): the map, its legend in each
 * map's colour, and the current outages as a numbered list (what a screen reader uses). The
 * listing failing shows 'error while loading maps'; a layer failing shows the spec's ArcGIS
 * text for it, with the service's message and code. Both offer Try again.
 */
export function NetworkMapView() {
  const t = useTranslations('networkMaps');
  const te = useTranslations('errors');
  const tc = useTranslations('common');
  const format = useFormatter();
  const { state, retry } = useNetworkMaps();
  const heading = useRef<HTMLHeadingElement>(null);
  const tryAgain = () => {
    retry();
    // The button goes away with the message: keep the keyboard user in this section.
    heading.current?.focus();
  };

  const maps = state.phase === 'ready' ? state.maps : [];
  const layers = state.phase === 'ready' ? state.layers : {};
  const loaded: Record<string, MapFeature[]> = Object.fromEntries(Object.entries(layers).flatMap(([id, l]) => (l.status === 'ready' ? [[id, l.features]] : [])));
  const outages = outageList(maps, loaded);
  const numbers = new Map(outages.map((f, i) => [f.id, i + 1]));
  const outageLayers = maps.filter((m) => m.kind === 'outage').flatMap((m) => m.layers.map((l) => layers[l.id]?.status));
  const outagesText = outageLayers.includes('failed') ? t('outagesUnavailable') : outageLayers.includes('loading') ? t('outagesLoading') : t('noOutages');

  return (
    <section aria-labelledby="maps-heading" className={styles.view}>
      <h2 id="maps-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        {t('mapHeading')}
      </h2>
      {state.phase === 'loading' && (
        <p role="status" className={styles.placeholder}>
          {t('loading')}
        </p>
      )}
      {state.phase === 'failed' && (
        <Alert tone="error">
          <p>{te('mapsLoadError')}</p>
          <Button variant="secondary" onClick={tryAgain}>
            {tc('tryAgain')}
          </Button>
        </Alert>
      )}
      {state.phase === 'ready' && (
        <div className={styles.layout}>
          <NetworkMapFigure
            maps={maps}
            loaded={loaded}
            numbers={numbers}
            title={t('mapLabel', { names: format.list(maps.map((m) => m.name)) })}
            description={t('mapDescription')}
          />
          <div className={styles.side}>
            <section aria-labelledby="legend-heading">
              <h3 id="legend-heading">{t('legendHeading')}</h3>
              <ul className={styles.legend}>
                {maps.map((m) => (
                  <li key={m.id}>
                    <span className={m.kind === 'outage' ? styles.dot : styles.swatch} style={{ background: m.colour }} aria-hidden="true" />
                    <span>
                      {m.name}
                      {m.layers.some((l) => layers[l.id]?.status === 'loading') && <span className={styles.muted}> · {t('layerLoading')}</span>}
                    </span>
                  </li>
                ))}
              </ul>
              {maps.map((m) => {
                const failed = m.layers.map((l) => layers[l.id]).find((l) => l?.status === 'failed');
                if (failed?.status !== 'failed') return null;
                const { serviceMessage: message, serviceCode: code } = failed.detail;
                return (
                  <Alert key={m.id} tone="error" title={m.name} className={styles.layerError}>
                    <p>{failed.kind === 'access' ? te('mapsAccessError') : te('mapsResponseError')}</p>
                    {message && <p className={styles.detail}>{code === undefined ? t('serviceDetailNoCode', { message }) : t('serviceDetail', { message, code })}</p>}
                    <Button variant="secondary" onClick={tryAgain}>
                      {tc('tryAgain')}
                    </Button>
                  </Alert>
                );
              })}
            </section>
            <section aria-labelledby="outages-heading">
              <h3 id="outages-heading">{t('outagesHeading')}</h3>
              {outages.length > 0 ? (
                <ol className={styles.outages}>
                  {outages.map((f) => (
                    <li key={f.id}>
                      <p className={styles.outageName}>{f.name}</p>
                      {f.description && <p>{f.description}</p>}
                    </li>
                  ))}
                </ol>
              ) : (
                <p className={styles.muted}>{outagesText}</p>
              )}
            </section>
          </div>
        </div>
      )}
    </section>
  );
}
