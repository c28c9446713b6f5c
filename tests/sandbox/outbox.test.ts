import { Outbox } from '@/sandbox/outbox';

describe('sandbox outbox (SMS and email never leave the machine)', () => {
  test('keeps what was sent, per recipient, newest last; numbers match without spaces, addresses without case', () => {
    const box = new Outbox(() => new Date('2026-11-23T00:00:00Z'));
    box.send({ channel: 'sms', to: '021 123 4567', subject: 'Your login', body: 'Your login is a@example.com' });
    box.send({ channel: 'email', to: 'A@Example.com', subject: 'Code', body: 'Your code is 123456', code: '123456' });
    box.send({ channel: 'email', to: 'a@example.com', subject: 'Code', body: 'Your code is 654321', code: '654321' });
    expect(box.list('0211234567').map((m) => m.subject)).toEqual(['Your login']);
    expect(box.list('a@example.com').map((m) => m.code)).toEqual(['123456', '654321']);
    expect(box.list()).toHaveLength(3);
    expect(box.list()[0]?.at).toBe('2026-11-23T00:00:00.000Z');
    box.clear();
    expect(box.list()).toEqual([]);
  });
});
