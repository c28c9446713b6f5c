/**
 * The client's download of a document (docs/money-contract.md §3, "The client's download"): the
 * PDF route is fetched, its body checked and saved under its file name through an object URL.
 * "Download helper: missing file name gives file_name_not_specified; missing, empty or non-Blob
 * payload gives file_downloading_error."
 */

export type DownloadProblem = 'file_downloading_error' | 'file_name_not_specified';

/** A download that could not be saved; `code` says why (the page shows its text). */
export class DownloadError extends Error {
  readonly code: DownloadProblem;
  constructor(code: DownloadProblem) {
    super(code);
    this.name = 'DownloadError';
    this.code = code;
  }
}

/** How long the object URL lives after the click that saves it. */
export const REVOKE_AFTER_MS = 100;

/**
 * Saves `payload` as `fileName`: an object URL, a click on a temporary link with `download`, and
 * the URL revoked 100 ms later. A name missing or blank: 'file_name_not_specified'; a payload
 * missing, empty or not a Blob: 'file_downloading_error'. Nothing is saved on either.
 */
export function saveFile(payload: unknown, fileName: string | null | undefined): void {
  if (!(payload instanceof Blob) || payload.size === 0) throw new DownloadError('file_downloading_error');
  if (!fileName?.trim()) throw new DownloadError('file_name_not_specified');
  const url = URL.createObjectURL(payload);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.append(a);
  try {
    a.click();
  } finally {
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}

/** The file name a response's Content-Disposition gives (`attachment; filename="INV-000123.pdf"`), if any. */
export function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // not a well-formed escape: try the plain filename
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  return (plain?.[2] ?? plain?.[1])?.trim() || null;
}

/**
 * Fetches one of our PDF routes and saves it as `fileName` (else the name the answer gives). A
 * non-2xx answer, no answer, or a body that is not a non-empty Blob: 'file_downloading_error'.
 */
export async function downloadFile(path: string, fileName?: string | null): Promise<void> {
  let res: Response;
  let payload: unknown;
  try {
    res = await fetch(path, { credentials: 'same-origin', cache: 'no-store' });
    if (!res.ok) throw new DownloadError('file_downloading_error');
    payload = await res.blob();
  } catch {
    throw new DownloadError('file_downloading_error');
  }
  saveFile(payload, fileName ?? fileNameFrom(res.headers.get('content-disposition')));
}
