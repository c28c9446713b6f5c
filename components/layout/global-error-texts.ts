/**
 * The English texts of app/global-error.tsx (the root layout failed: no locale, no provider).
 * Copied from messages/en.json (`errors.somethingWentWrong`, `common.tryAgain`,
 * `common.backHome`, `errorPage.body`, `errorPage.reference`; tests/components/global-error-texts.test.ts keeps them
 * equal) rather than imported: a client module that imports en.json ships the whole file, and
 * the global error's code is part of every page's JavaScript (issue 18, item 5).
 */
export const GLOBAL_ERROR_TEXTS = {
  title: 'something went wrong, try later',
  tryAgain: 'Try again',
  backHome: 'Go to the home page',
  body: 'Please try again in a moment. If it keeps happening, check your connection or come back later.',
  reference: 'Reference: {reference}. Quote it if you contact us.',
} as const;
