import { useTranslations } from 'next-intl';
import { AddressFinder, type AddressSource } from '@/components/addresses/address-finder';
import type { AddressView } from '@/lib/broadband/types';

type Props = {
  label: string;
  /** The address already chosen: the box shows it. */
  value: AddressView | null;
  onPick(a: AddressView): void;
  disabled?: boolean;
};

const BROADBAND_ADDRESSES: AddressSource<AddressView> = { path: '/api/broadband/addresses', keyOf: (a) => `${a.provider}:${a.idx}` };

/**
 * "a combobox searching as you type (3+ characters)" over GET /api/broadband/addresses (the
 * location service through /ufb/searchAddress and /fwa/searchAddress): the shared address finder with
 * broadband's words; the search's own trouble is said in the list, the text typed stays.
 */
export function AddressSearch({ label, value, onPick, disabled }: Props) {
  const t = useTranslations('broadband.order.address');
  return (
    <AddressFinder<AddressView>
      source={BROADBAND_ADDRESSES}
      initial={value}
      onPick={onPick}
      disabled={disabled}
      texts={{ find: label, hint: t('hint'), searching: t('searching'), noResults: t('noResults'), failed: t('searchFailed'), results: (count) => t('results', { count }) }}
    />
  );
}
