'use client';

import { useTranslations } from 'next-intl';
import { useState, type MouseEvent } from 'react';
import { DownloadError, downloadFile } from '@/components/billing/download';
import { Alert } from '@/components/ui/alert';
import buttonStyles from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/cx';
import styles from './documents.module.css';

/**
 * "Download PDF": a link to the PDF route (it works without scripts too) that, with them, fetches
 * the file through the download helper, so a failure is told here ('File downloading error',
 * 'File name is not specified') rather than as a broken file.
 */
export function DownloadLink({ href, fileName }: { href: string; fileName: string }) {
  const t = useTranslations('invoices');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function onClick(e: MouseEvent<HTMLAnchorElement>) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await downloadFile(href, fileName);
    } catch (err) {
      setProblem(err instanceof DownloadError && err.code === 'file_name_not_specified' ? t('fileNameMissing') : t('downloadFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.download}>
      <a href={href} download={fileName} onClick={(e) => void onClick(e)} aria-busy={busy || undefined} className={cx(buttonStyles.button, buttonStyles.secondary)}>
        {busy ? t('downloading') : t('download')}
      </a>
      {problem && (
        <Alert tone="error">
          <p>{problem}</p>
        </Alert>
      )}
    </div>
  );
}
