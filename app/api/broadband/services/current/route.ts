import { NextResponse } from 'next/server';
import { chooseCurrentService } from '@/lib/broadband/account';
import { CURRENT_SERVICE_COOKIE, currentServiceCookieOptions } from '@/lib/broadband/current';
import { ChooseService } from '@/lib/broadband/schemas';
import { gated } from '../../_lib/gated';
import { withCustomer } from '../../../_lib/wrap';

// PUT /api/broadband/services/current – select-ufb-product: the fibre service the broadband tab shows (one of the customer's own)
export const PUT = withCustomer(null, gated(ChooseService, async ({ serviceId }, { rc }) => {
  const res = NextResponse.json({ ok: true });
  res.cookies.set(CURRENT_SERVICE_COOKIE, await chooseCurrentService(rc, serviceId), currentServiceCookieOptions);
  return res;
}));
