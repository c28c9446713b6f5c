import { GLOBAL_ERROR_TEXTS } from '@/components/layout/global-error-texts';
import en from '@/messages/en.json';

/* The global error page's English texts are messages/en.json's, copied to keep en.json out of every page's JavaScript. */
test('the global error texts are the English messages they copy', () => {
  expect(GLOBAL_ERROR_TEXTS).toEqual({
    title: en.errors.somethingWentWrong,
    tryAgain: en.common.tryAgain,
    backHome: en.common.backHome,
    body: en.errorPage.body,
    reference: en.errorPage.reference,
  });
});
