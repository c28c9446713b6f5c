import { z } from 'zod';
import { cleanText, decodeSegment, fieldMessage, FORMAT_INVALID, isWellFormedText, jsonDeeperThan, malformedTextPath, mentionsUpstreamField, PLEASE_ENTER, secretText, stripUnsafeCharacters, tooLongText } from '@/lib/errors/input';
import { toApiError } from '@/lib/upstream/errors';

describe('stripUnsafeCharacters', () => {
  // "Control and bidi-override characters (U+0000-U+001F, U+202A-U+202E, U+2066-U+2069) are
  // stripped from names, addresses and notes." (issue 10, finding 6)
  test('removes every control character U+0000-U+001F and the bidi overrides and isolates', () => {
    const controls = Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)).filter((c) => !/[\t\n\v\f\r]/.test(c)).join('');
    const bidi = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';
    expect(stripUnsafeCharacters(`Ana${controls}${bidi}Smith`)).toBe('AnaSmith');
  });

  test('a tab or line break between words becomes one space, so words stay apart', () => {
    expect(stripUnsafeCharacters('Leave at the door\r\n\tring twice')).toBe('Leave at the door ring twice');
  });

  // "invisible format characters (Unicode Cf, e.g. U+200B-U+200F, U+2060-U+2064, U+FEFF) stripped from names, addresses and notes like the bidi ones" (issue 29 item 4)
  test('removes the invisible format characters (Cf), the bidi marks among them, and C1 controls', () => {
    const invisible = '\u00AD\u200B\u200C\u200D\u200E\u200F\u2060\u2061\u2062\u2063\u2064\uFEFF\u061C\u180E\uFFF9\u{E0001}\u{E0041}\u007F\u009F';
    expect(stripUnsafeCharacters(`Ana${invisible}Smith`)).toBe('AnaSmith');
    expect(stripUnsafeCharacters('Ana\u200BSmith')).toBe('AnaSmith');
    expect(stripUnsafeCharacters('Ana\u2028Smith\u0085Ngata')).toBe('Ana Smith Ngata');
  });

  test('keeps everything else: macrons, te reo and other scripts, emoji, ordinary spaces', () => {
    expect(stripUnsafeCharacters('Tama Whānau 😀 Ngā mihi 你好 مرحبا')).toBe('Tama Whānau 😀 Ngā mihi 你好 مرحبا');
  });
});

describe('jsonDeeperThan', () => {
  test('counts arrays and objects, not brackets inside strings (escaped quotes included)', () => {
    expect(jsonDeeperThan('[[[]]]', 3)).toBe(false);
    expect(jsonDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(jsonDeeperThan('{"a":{"b":[1]}}', 3)).toBe(false);
    expect(jsonDeeperThan('{"a":{"b":[[1]]}}', 3)).toBe(true);
    expect(jsonDeeperThan(JSON.stringify({ a: '[[[[{{{{', b: '\\"[[[[' }), 1)).toBe(false);
    expect(jsonDeeperThan('[[],[],[],[]]', 2)).toBe(false);
  });
});

describe('cleanText', () => {
  test('strips, trims, then checks: blank is please enter when required, too long is the spec text', () => {
    const name = cleanText(5, { required: true });
    expect(name.parse(' \u202EAna\u0000 ')).toBe('Ana');
    expect(name.safeParse(' \u0007 ').error?.issues[0]?.message).toBe(PLEASE_ENTER);
    expect(name.safeParse('Anaheim').error?.issues[0]?.message).toBe('cannot be longer than 5 characters');
    expect(cleanText(5).parse('')).toBe('');
  });
});

describe('secretText', () => {
  test('a whitespace-only secret is please enter (it would otherwise reach the upstream)', () => {
    expect(secretText(10).safeParse('   ').error?.issues[0]?.message).toBe(PLEASE_ENTER);
    expect(secretText(10).safeParse(' a ').data).toBe(' a ');
    expect(secretText(3).safeParse('abcd').error?.issues[0]?.message).toBe(tooLongText(3));
  });
});

describe('fieldMessage', () => {
  // "Generic field messages: 'please enter', 'cannot be longer than N characters', 'format is invalid'." (§5)
  const schema = z.object({ name: z.string().min(1).max(3), kind: z.enum(['a', 'b']), n: z.number(), own: z.string().min(1, 'own text') });
  const messages = (input: unknown) => Object.fromEntries((schema.safeParse(input, { error: fieldMessage }).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  test('missing → please enter, empty → please enter, too long → cannot be longer than N, wrong type or value → format is invalid', () => {
    expect(messages({})).toEqual({ name: PLEASE_ENTER, kind: PLEASE_ENTER, n: PLEASE_ENTER, own: PLEASE_ENTER });
    expect(messages({ name: '', kind: 'c', n: 'x', own: '' })).toEqual({ name: PLEASE_ENTER, kind: FORMAT_INVALID, n: FORMAT_INVALID, own: 'own text' });
    expect(messages({ name: 'abcd', kind: ['a'], n: {}, own: 7 })).toEqual({ name: 'cannot be longer than 3 characters', kind: FORMAT_INVALID, n: FORMAT_INVALID, own: FORMAT_INVALID });
  });
});

describe('well-formed text', () => {
  test('a lone surrogate (either half) is malformed; a pair is a character', () => {
    expect(isWellFormedText('\ud800')).toBe(false);
    expect(isWellFormedText('a\udfffb')).toBe(false);
    expect(isWellFormedText('\ud83d\ude00')).toBe(true);
    expect(isWellFormedText('')).toBe(true);
  });

  test('malformedTextPath names the first bad string or key, at any depth', () => {
    expect(malformedTextPath({ uuid: 'x', sims: [{ name: 'ok' }, { name: '\ud800' }] })).toBe('sims.1.name');
    expect(malformedTextPath({ ['\udc00']: 1 })).toBe('\udc00');
    expect(malformedTextPath('\ud800')).toBe('');
    expect(malformedTextPath({ a: [1, null, true, 'ok'] })).toBeNull();
  });
});

describe('decodeSegment', () => {
  // "%FF in any dynamic URL segment (API routes and pages) ... Each must be a 4xx" (issue 10, finding 6)
  test('malformed percent-encoding is null (the page is not found), never a thrown URIError', () => {
    expect(decodeSegment('%FF')).toBeNull();
    expect(decodeSegment('%')).toBeNull();
    expect(decodeSegment('%E0%A4%A')).toBeNull();
    // an encoded lone surrogate is not UTF-8 either
    expect(decodeSegment('%ED%A0%80')).toBeNull();
  });

  test('well-formed segments decode once', () => {
    expect(decodeSegment('ORD-1000')).toBe('ORD-1000');
    expect(decodeSegment('Wh%C4%81nau')).toBe('Whānau');
    expect(decodeSegment('100%25')).toBe('100%');
  });
});

describe('upstream texts', () => {
  // "upstream field names never reach the browser" (issue 10, finding 6)
  test.each(['LastName is required', 'CustomerUUID does not match', 'AuthID must be an email address', 'Notifications.billing needs Email and SMS', 'UUID is required', 'SPID does not match', 'Missing required parameters: RewardsEmail, Password, SPID'])('%s names an upstream field', (text) => {
    expect(mentionsUpstreamField(text)).toBe(true);
  });

  test.each(['Old password is invalid', 'the verification code is incorrect', 'Unknown SIM type', 'Name is too long', 'Email is invalid', 'can not find plan', 'Invitation code is invalid or has expired'])('%s is plain text', (text) => {
    expect(mentionsUpstreamField(text)).toBe(false);
  });

  test('an upstream refusal naming its fields reaches the browser as the catalogue text', () => {
    const named = toApiError({ kind: 'http', status: 400, message: 'LastName is required', retryable: false });
    expect([named.code, named.message]).toEqual(['upstream_error', 'something went wrong, try later']);
    const plain = toApiError({ kind: 'http', status: 400, message: 'Name is too long', retryable: false });
    expect(plain.message).toBe('Name is too long');
  });
});
