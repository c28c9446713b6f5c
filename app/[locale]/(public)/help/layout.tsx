import { NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ContactSection } from './_components/contact-section';
import styles from './layout.module.css';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/**
 * Every help page, and help/error.tsx and help/not-found.tsx: the page, then "Still need
 * help?". Static (it reads no upstream). The error and not-found pages are client components,
 * so their few texts go to the browser here, for the help pages only.
 */
export default async function HelpLayout({ children, params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const messages = await getMessages();
  const { heading, unavailable, notFound, notFoundBack } = messages.help;
  const clientMessages = {
    help: { heading, unavailable, notFound, notFoundBack },
    errors: { pageNotFound: messages.errors.pageNotFound },
    common: { backHome: messages.common.backHome },
  };
  return (
    <NextIntlClientProvider messages={clientMessages}>
      <div className={styles.shell}>
        {children}
        <ContactSection />
      </div>
    </NextIntlClientProvider>
  );
}
