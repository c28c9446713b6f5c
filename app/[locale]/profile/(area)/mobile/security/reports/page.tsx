import { redirect } from 'next/navigation';
import { BlockedReportSection, REPORTS_PATH } from '@/components/sim/security-report';
import { pageFromQuery, PAGE_SIZE } from '@/lib/profile/paging';
import { blockedReport } from '@/lib/sim/calls';
import { firstView } from '../../../../_lib/first-view';
import { requireScreen } from '../../../../_lib/require-screen';
import { SecurityPage, securityMetadata } from '../_lib/security-page';

export const generateMetadata = () => securityMetadata('reports');

/** mobile/security/reports: what was blocked, 10 a page; the page in the URL, past the last goes to the last. */
export default async function BlockedReportPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireScreen('mobile/security/reports');
  const page = pageFromQuery((await searchParams).page);
  const initial = await firstView(`${REPORTS_PATH}?page=${page}`, (ctx) => blockedReport(ctx, page - 1));
  const last = Math.ceil((initial?.totalCount ?? 0) / PAGE_SIZE);
  if (last > 0 && page > last) redirect(`${REPORTS_PATH}?page=${last}`);
  return (
    <SecurityPage k="reports">
      <BlockedReportSection page={page} initial={initial} />
    </SecurityPage>
  );
}
