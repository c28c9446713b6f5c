import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { HELP_SEARCH_MAX_CHARS } from '@/lib/flags/constants';
import { HELP_SEARCH_PARAM, HELP_SEARCH_PATH } from '@/lib/help/paths';
import styles from './search-form.module.css';

type Props = { label: string; button: string; defaultValue?: string; large?: boolean };

/**
 * A plain GET form to /help/search: it works before (and without) JavaScript, Enter submits,
 * and the label is visible. One per page (its id is fixed).
 */
export function HelpSearchForm({ label, button, defaultValue, large = false }: Props) {
  return (
    <form role="search" method="get" action={HELP_SEARCH_PATH} className={large ? `${styles.search} ${styles.large}` : styles.search}>
      <Field
        id="help-search"
        name={HELP_SEARCH_PARAM}
        type="search"
        label={label}
        defaultValue={defaultValue}
        maxLength={HELP_SEARCH_MAX_CHARS}
        autoComplete="off"
        enterKeyHint="search"
        action={<Button type="submit">{button}</Button>}
      />
    </form>
  );
}
