import styles from './info-page.module.css';

/** A numbered section of a legal text (terms, privacy): messages/<locale>.json keeps them as arrays. */
export type LegalSection = { heading: string; paragraphs: string[] };

/** Checks the shape of a `t.raw(...)` value, so a broken messages file fails loudly at build time. */
export function asLegalSections(value: unknown, key: string): LegalSection[] {
  const ok = Array.isArray(value) && value.every((s) => s && typeof s.heading === 'string' && Array.isArray(s.paragraphs) && s.paragraphs.every((p: unknown) => typeof p === 'string'));
  if (!ok) throw new Error(`messages: ${key} is not a list of { heading, paragraphs }`);
  return value as LegalSection[];
}

type Props = {
  sections: LegalSection[];
  /** Anchor prefix: `${idPrefix}-1` … so a section can be linked to. */
  idPrefix: string;
  /** The level of the section headings (h2 on a document's own page, h3 under a document heading). */
  level?: 2 | 3;
};

/** Numbered sections with anchors, as legal texts are cited ("clause 4 of the prepay terms"). */
export function LegalSections({ sections, idPrefix, level = 2 }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <ol className={styles.sections}>
      {sections.map((s, i) => (
        <li key={s.heading} id={`${idPrefix}-${i + 1}`} className={styles.section}>
          <Heading className={styles.sectionHeading}>
            <span className={styles.number}>{i + 1}.</span> {s.heading}
          </Heading>
          {s.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </li>
      ))}
    </ol>
  );
}
