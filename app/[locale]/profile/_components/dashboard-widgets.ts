import type { Flags } from '@/lib/flags/shipped';
import { dashboardWidgets, USAGE_TYPE_ORDER } from '@/lib/usage/rules';
import type { WidgetName } from '@/lib/usage/types';

/**
 * The widgets the dashboard holds places for until the usage is read: those of the setting
 * ("dashboard widgets Hotspot, MMS, Data, Voice, SMS") as if the product had every type, Hotspot
 * only with the hotspot setting. The usage's own `widgets` replace them once it is there.
 */
export function configuredWidgets(flags: Pick<Flags, 'dashboardWidgets' | 'hotspot'>): WidgetName[] {
  return dashboardWidgets(flags.dashboardWidgets, USAGE_TYPE_ORDER.map((type) => ({ type })), flags.hotspot);
}
