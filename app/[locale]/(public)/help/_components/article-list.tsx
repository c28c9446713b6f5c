import Link from 'next/link';
import { articlePath } from '@/lib/help/paths';
import type { HelpArticleSummary } from '@/lib/help/types';
import styles from './article-list.module.css';

type Props = {
  articles: readonly HelpArticleSummary[];
  /** Each title is a heading of this level, so screen-reader users can jump between them. */
  level: 2 | 3;
  /** The knowledge base's language when the page's is another. */
  lang?: string;
  /** A line under each title ("In Category › Section"), by article id. */
  context?: ReadonlyMap<string, string>;
  showExcerpt?: boolean;
};

/** Article titles (links) with their excerpts. */
export function ArticleList({ articles, level, lang, context, showExcerpt = true }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.list}>
      {articles.map((a) => (
        <li key={a.id} className={styles.item}>
          <Heading className={styles.title} lang={lang}>
            <Link href={articlePath(a)}>{a.title}</Link>
          </Heading>
          {context?.get(a.id) && <p className={styles.context}>{context.get(a.id)}</p>}
          {showExcerpt && a.excerpt && (
            <p className={styles.excerpt} lang={lang}>
              {a.excerpt}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
