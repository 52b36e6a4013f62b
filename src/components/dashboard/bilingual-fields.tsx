import { SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormField } from '../form-field';

type BilingualFieldsProps = {
  englishLabel: ReactNode;
  arabicLabel: ReactNode;
  englishError: string | undefined;
  arabicError: string | undefined;
  /** The English control, already `dir="ltr"`. */
  english: ReactNode;
  /** The Arabic control, already `dir="rtl" lang="ar"`. */
  arabic: ReactNode;
  /** Under the Arabic field: it may stay empty, readers then see the English. */
  arabicHelper?: ReactNode;
};

/**
 * An English value and its Arabic twin (docs/product.md §3): side by side on a wide screen, English
 * first in the reading direction; one under the other on a phone.
 */
export function BilingualFields({ englishLabel, arabicLabel, englishError, arabicError, english, arabic, arabicHelper }: BilingualFieldsProps) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '5', md: '4' }}>
      <FormField label={englishLabel} error={englishError}>
        {english}
      </FormField>
      <FormField label={arabicLabel} error={arabicError} helper={arabicHelper}>
        {arabic}
      </FormField>
    </SimpleGrid>
  );
}
