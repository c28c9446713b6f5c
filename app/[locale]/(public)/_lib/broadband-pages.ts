import 'server-only';
import { listFibrePlans, listModems } from '@/lib/broadband/calls';
import type { FibrePlanView, ModemView } from '@/lib/broadband/types';
import { CatalogueUnavailable } from './catalogue-unavailable';

/* The data of the fibre pages; a catalogue that cannot be read throws CatalogueUnavailable. */

export async function loadFibrePlans(): Promise<FibrePlanView[]> {
  const r = await listFibrePlans();
  if (!r.ok) throw new CatalogueUnavailable('fibre plans', r.error);
  return r.plans;
}

export async function loadFibreModems(): Promise<ModemView[]> {
  const r = await listModems('UFB');
  if (!r.ok) throw new CatalogueUnavailable('modems', r.error);
  return r.modems;
}
