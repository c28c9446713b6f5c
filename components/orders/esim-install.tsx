import { getTranslations } from 'next-intl/server';
import QRCode from 'qrcode';
import type { EsimActivationView } from '@/lib/eshop/types';
import styles from './orders.module.css';

/**
 * "Install your eSIM": once the order has its activation code, the QR code (an SVG drawn here on
 * the server, no canvas in the browser), the one-tap install link and the code as text.
 * Until then, a note that it is on its way (the live status refreshes this part).
 */
export async function EsimInstall({ esims }: { esims: EsimActivationView[] }) {
  if (esims.length === 0) return null;
  const t = await getTranslations('orders.esim');
  const ready = esims.filter((e) => e.status === 'READY' && e.activationCode);
  const qr = await Promise.all(ready.map((e) => QRCode.toString(e.activationCode, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })));
  return (
    <section className={styles.card} aria-labelledby="esim-install">
      <h2 id="esim-install">{t('heading')}</h2>
      {ready.length === 0 ? (
        <p className={styles.muted}>{t('pending')}</p>
      ) : (
        <>
          <p>{t('intro')}</p>
          {ready.map((e, i) => (
            <div key={e.lineUuid} className={styles.esim}>
              {/* eslint-disable-next-line @next/next/no-img-element -- an inline SVG made on the server; nothing to optimise */}
              <img className={styles.qr} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr[i]!)}`} alt={t('qrAlt')} width={220} height={220} />
              <div className={styles.esimText}>
                {e.lpaUrl && (
                  <a className={styles.install} href={e.lpaUrl}>
                    {t('install')}
                  </a>
                )}
                <p className={styles.codeLabel}>{t('codeLabel')}</p>
                <code className={styles.code}>{e.activationCode}</code>
                <p className={styles.muted}>{t('steps')}</p>
              </div>
            </div>
          ))}
        </>
      )}
    </section>
  );
}
