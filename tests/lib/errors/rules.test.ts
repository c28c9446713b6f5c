import { deriveErrorText, noDataText } from '@/lib/errors/rules';

describe('deriveErrorText — "Error text comes from a response\'s err_message, else message, else error.message, else the error\'s own message, else \'unknown error\'."', () => {
  it('in that order', () => {
    expect(deriveErrorText({ err_message: 'A', message: 'B', error: { message: 'C' } }, 'D')).toBe('A');
    expect(deriveErrorText({ message: 'B', error: { message: 'C' } }, 'D')).toBe('B');
    expect(deriveErrorText({ error: { message: 'C' } }, 'D')).toBe('C');
    expect(deriveErrorText({}, 'D')).toBe('D');
    expect(deriveErrorText(undefined)).toBe('unknown error');
  });
  it('skips empty and non-string values', () => {
    expect(deriveErrorText({ err_message: '', message: 42, error: 'x' }, '')).toBe('unknown error');
    expect(deriveErrorText({ err_message: '  ', message: 'B' })).toBe('B');
  });
});

describe('noDataText — "Data calls with no body fail with \'no response data\' or \'unknown error in {action}\'."', () => {
  it('names the action when known', () => {
    expect(noDataText()).toBe('no response data');
    expect(noDataText('getCustomer')).toBe('unknown error in getCustomer');
  });
});
