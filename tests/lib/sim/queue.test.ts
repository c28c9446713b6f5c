import { serialised } from '@/lib/sim/queue';

/** "Auto roaming charge toggle is serialised per product; the last request wins." (§4): the in-process queue. */

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('serialised: one run per key at a time, in arrival order', () => {
  it('runs of one key never overlap and start in the order they came', async () => {
    const log: string[] = [];
    const job = (name: string, ms: number) => serialised('product-a', async () => {
      log.push(`start ${name}`);
      await tick(ms);
      log.push(`end ${name}`);
      return name;
    });
    const answers = await Promise.all([job('1', 30), job('2', 5), job('3', 10)]);
    expect(answers).toEqual(['1', '2', '3']);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });

  it('a failed run answers its own failure and does not stop the next', async () => {
    const failed = serialised('product-b', async () => {
      await tick(5);
      throw new Error('upstream down');
    });
    const next = serialised('product-b', async () => 'stored');
    await expect(failed).rejects.toThrow('upstream down');
    await expect(next).resolves.toBe('stored');
  });

  it('different products do not wait for each other', async () => {
    const log: string[] = [];
    const slow = serialised('product-c', async () => {
      await tick(40);
      log.push('c');
    });
    const fast = serialised('product-d', async () => {
      log.push('d');
    });
    await Promise.all([slow, fast]);
    expect(log).toEqual(['d', 'c']);
  });
});
