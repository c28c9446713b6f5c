import type { Flags } from '@/lib/flags/shipped';
import { dashboardWidgets, USAGE_TYPE_ORDER } from '@/lib/usage/rules';
import type { WidgetName } from '@/lib/usage/types';

/**
 * The widgets the dashboard holds places for until the usage is read: those of the setting
 * (the spec's "dashboard widgets Hotspot, MMS, Data, Voice, SMS"; we ship Data first, see
 * lib/flags/shipped.ts) as if the product had every type. No place for Hotspot: until the usage
 * says it has an allowance of its own it is taken as the data allowance, said in Data. The
 * usage's own `widgets` replace them once it is there.
 */
export function configuredWidgets(flags: Pick<Flags, 'dashboardWidgets' | 'hotspot'>): WidgetName[] {
  return dashboardWidgets(flags.dashboardWidgets, USAGE_TYPE_ORDER.map((type) => ({ type })), flags.hotspot);
}
