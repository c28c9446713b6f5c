/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DownloadLink } from '@/app/[locale]/profile/(area)/account/_components/download-link';
import { DownloadError, downloadFile, fileNameFrom, REVOKE_AFTER_MS, saveFile } from '@/components/billing/download';
import { renderIntl } from '../support/render-intl';

/**
 * The client's download (docs/money-contract.md §3): "Download helper: missing file name gives
 * file_name_not_specified; missing, empty or non-Blob payload gives file_downloading_error"; the
 * object URL revoked after 100 ms.
 */

const pdf = () => new Blob(['%PDF-1.7 INV-000123'], { type: 'application/pdf' });
let clicked: Array<{ href: string; download: string }>;
let revoked: string[];

beforeEach(() => {
  clicked = [];
  revoked = [];
  URL.createObjectURL = jest.fn(() => 'blob:http://localhost/pdf-1');
  URL.revokeObjectURL = jest.fn((url: string) => void revoked.push(url));
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

function answer(status: number, body: unknown, disposition: string | null = null) {
  const seen: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    seen.push(String(input));
    return { ok: status < 300, status, headers: { get: (h: string) => (h.toLowerCase() === 'content-disposition' ? disposition : null) }, blob: async () => body } as unknown as Response;
  }) as typeof fetch;
  return seen;
}

const problem = async (p: Promise<unknown> | (() => unknown)) => {
  try {
    await (typeof p === 'function' ? p() : p);
  } catch (e) {
    return e instanceof DownloadError ? e.code : `other: ${String(e)}`;
  }
  return 'no error';
};

describe('saveFile', () => {
  test('saves the Blob under its name through an object URL, revoked 100 ms after the click', () => {
    jest.useFakeTimers();
    saveFile(pdf(), 'INV-000123.pdf');
    expect(clicked).toEqual([{ href: 'blob:http://localhost/pdf-1', download: 'INV-000123.pdf' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    jest.advanceTimersByTime(REVOKE_AFTER_MS - 1);
    expect(revoked).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(revoked).toEqual(['blob:http://localhost/pdf-1']);
  });

  test.each([
    ['missing', undefined],
    ['empty', new Blob([])],
    ['not a Blob', '%PDF-1.7'],
    ['null', null],
  ])('a payload %s: file_downloading_error, nothing saved', async (_, payload) => {
    expect(await problem(() => saveFile(payload, 'INV-000123.pdf'))).toBe('file_downloading_error');
    expect(clicked).toEqual([]);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  test.each([undefined, null, '', '  '])('no file name (%p): file_name_not_specified, nothing saved', async (name) => {
    expect(await problem(() => saveFile(pdf(), name))).toBe('file_name_not_specified');
    expect(clicked).toEqual([]);
  });
});

describe('downloadFile', () => {
  test('fetches the route and saves what it answered under the given name', async () => {
    const seen = answer(200, pdf());
    await downloadFile('/api/customer/invoices/INV-000123/pdf', 'INV-000123.pdf');
    expect(seen).toEqual(['/api/customer/invoices/INV-000123/pdf']);
    expect(clicked).toEqual([{ href: 'blob:http://localhost/pdf-1', download: 'INV-000123.pdf' }]);
  });

  test('without a name given, the name of the answer\'s Content-Disposition', async () => {
    answer(200, pdf(), 'attachment; filename="RCT-000045.pdf"');
    await downloadFile('/api/customer/receipts/RCT-000045/pdf');
    expect(clicked.map((c) => c.download)).toEqual(['RCT-000045.pdf']);
  });

  test('non-2xx, an empty body, no answer: file_downloading_error; no name anywhere: file_name_not_specified', async () => {
    answer(404, pdf());
    expect(await problem(downloadFile('/x', 'a.pdf'))).toBe('file_downloading_error');
    answer(200, new Blob([]));
    expect(await problem(downloadFile('/x', 'a.pdf'))).toBe('file_downloading_error');
    global.fetch = jest.fn(async () => Promise.reject(new TypeError('network'))) as typeof fetch;
    expect(await problem(downloadFile('/x', 'a.pdf'))).toBe('file_downloading_error');
    answer(200, pdf(), 'attachment');
    expect(await problem(downloadFile('/x'))).toBe('file_name_not_specified');
    expect(clicked).toEqual([]);
  });

  test('fileNameFrom reads filename and filename*', () => {
    expect(fileNameFrom('attachment; filename="INV-000123.pdf"')).toBe('INV-000123.pdf');
    expect(fileNameFrom("attachment; filename*=UTF-8''INV%20000123.pdf")).toBe('INV 000123.pdf');
    expect(fileNameFrom('attachment; filename=plain.pdf')).toBe('plain.pdf');
    expect(fileNameFrom('inline')).toBeNull();
    expect(fileNameFrom(null)).toBeNull();
  });
});

describe('"Download PDF"', () => {
  test('a link to the PDF route named for the file; a click saves it, a failure says "File downloading error"', async () => {
    answer(200, pdf());
    renderIntl(<DownloadLink href="/api/customer/invoices/INV-000123/pdf" fileName="INV-000123.pdf" />);
    const link = screen.getByRole('link', { name: 'Download PDF' });
    expect(link.getAttribute('href')).toBe('/api/customer/invoices/INV-000123/pdf');
    expect(link.getAttribute('download')).toBe('INV-000123.pdf');
    await userEvent.click(link);
    await waitFor(() => expect(clicked.map((c) => c.download)).toEqual(['INV-000123.pdf']));
    expect(screen.queryByRole('alert')).toBeNull();

    answer(500, { error: { code: 'internal' } });
    await userEvent.click(screen.getByRole('link', { name: 'Download PDF' }));
    expect((await screen.findByRole('alert')).textContent).toBe('File downloading error');
  });

  test('no file name: "File name is not specified"', async () => {
    answer(200, pdf());
    renderIntl(<DownloadLink href="/api/customer/receipts/RCT-000045/pdf" fileName="" />);
    await userEvent.click(screen.getByRole('link', { name: 'Download PDF' }));
    expect((await screen.findByRole('alert')).textContent).toBe('File name is not specified');
  });
});
