import { actionLabel, countActivation, countPort, exposition, metrics, routeTemplate } from '@/lib/observability/metrics';

/** lib/observability/metrics.ts's own rules: route templates, bounded action names, the Redis gauge, counting once. */

describe('routeTemplate', () => {
  test('the params Next matched become their names; the rest of the path stays', () => {
    expect(routeTemplate('/api/customer/top-up/pi_3Mx9', { intentId: 'pi_3Mx9' })).toBe('/api/customer/top-up/[intentId]');
    expect(routeTemplate('/api/onboarding/sims/7f1c2d3e-0000-4000-8000-000000000001/progress', { productId: '7f1c2d3e-0000-4000-8000-000000000001' })).toBe('/api/onboarding/sims/[productId]/progress');
    expect(routeTemplate('/api/help/a%20b/c', { slug: ['a b', 'c'] })).toBe('/api/help/[...slug]');
    expect(routeTemplate('/api/customer/balance', {})).toBe('/api/customer/balance');
  });
});

test('an action name the code did not write (never expected) is "other"', () => {
  expect(actionLabel('getTopUpStatus')).toBe('getTopUpStatus');
  expect(actionLabel('get 64215550101 now')).toBe('other');
});

test('portal_redis_up: 1 up, 0 down, absent when Redis is not configured', async () => {
  expect((await exposition('up')).text).toMatch(/^portal_redis_up\{role="shared"\} 1$/m);
  expect((await exposition('down')).text).toMatch(/^portal_redis_up\{role="shared"\} 0$/m);
  expect((await exposition('off')).text).not.toMatch(/^portal_redis_up\b/m);
});

test('a final outcome read by polling counts once per product; the registry is one per process', async () => {
  const read = async () => (await metrics().activations.get()).values.find((v) => v.labels.outcome === 'completed')?.value ?? 0;
  const before = await read();
  countActivation('completed', 'product-a');
  countActivation('completed', 'product-a');
  countActivation('completed', 'product-b');
  expect((await read()) - before).toBe(2);
  countPort('completed', 'product-a|t1');
  countPort('completed', 'product-a|t1');
  expect((await metrics().ports.get()).values.find((v) => v.labels.outcome === 'completed')?.value).toBe(1);
  expect(metrics()).toBe((globalThis as { __portalMetrics?: unknown }).__portalMetrics);
});
