import { Button, chakra, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TCategory } from '../../../../contract/categories';
import { CloseIcon } from '../../../components/icons';

type SelectedCategoryChipsProps = {
  /** The selected categories, in selection order. */
  categories: TCategory[];
  onRemove: (id: number) => void;
  onClearAll: () => void;
};

/** docs/product.md §2: the selection as removable chips (names cut at 150 px) with a clear-all button. */
export function SelectedCategoryChips({ categories, onRemove, onClearAll }: SelectedCategoryChipsProps) {
  const { t } = useLingui();
  if (categories.length === 0) return null;
  return (
    <HStack gap="2" wrap="wrap" aria-label={t`Selected categories`} role="group">
      <Text fontSize="sm" color="fg.muted" me="1">
        <Trans>Selected:</Trans>
      </Text>
      {categories.map((category) => {
        const name = category.name;
        return (
          <HStack
            key={category.id}
            gap="1"
            ps="3"
            pe="1"
            h="8"
            rounded="full"
            bg="sand.100"
            color="sand.950"
            borderWidth="1px"
            borderColor="sand.300"
            fontSize="sm"
          >
            <Text as="span" truncate maxW="150px" title={name} dir="auto">
              {name}
            </Text>
            <chakra.button
              type="button"
              aria-label={t`Remove ${name}`}
              onClick={() => onRemove(category.id)}
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              boxSize="6"
              rounded="full"
              cursor="pointer"
              _hover={{ bg: 'sand.200' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
            >
              <CloseIcon boxSize="3.5" />
            </chakra.button>
          </HStack>
        );
      })}
      <Button variant="ghost" size="sm" onClick={onClearAll}>
        <Trans>Clear all</Trans>
      </Button>
    </HStack>
  );
}
