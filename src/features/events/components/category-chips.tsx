import { Box, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { TCategory } from '../../../../contract/categories';
import { CheckIcon, ChevronDownIcon } from '../../../components/icons';

type CategoryChipsProps = {
  categories: TCategory[];
  selected: readonly number[];
  onToggle: (id: number) => void;
};

const chipBase = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  h: '9',
  px: '3.5',
  fontSize: 'sm',
  fontWeight: 'medium',
  cursor: 'pointer',
  transition: 'background 0.15s, color 0.15s, border-color 0.15s',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
} as const;

/**
 * Phones: one row that scrolls sideways (snapping to chips) and bleeds to the screen edges, instead of wrapping
 * onto three rows (issue 15 item 3); from `md` the chips wrap. The padding keeps the focus ring inside the
 * scroller, which would clip it.
 */
const chipRow = {
  gap: '2',
  flexWrap: { base: 'nowrap', md: 'wrap' },
  overflowX: { base: 'auto', md: 'visible' },
  // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS, not text
  scrollSnapType: 'x proximity',
  scrollPaddingInline: '4',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
  mx: { base: '-4', md: '0' },
  px: { base: '4', md: '0' },
  py: '1',
  '& > *': { flexShrink: 0, scrollSnapAlign: 'start' },
} as const;

function chipColors(active: boolean) {
  return active
    ? { bg: 'brand.solid', color: 'brand.contrast', borderColor: 'brand.solid', _hover: { bg: 'brand.800' } }
    : { bg: 'white', color: 'fg', borderColor: 'border', _hover: { bg: 'brand.subtle', borderColor: 'brand.300' } };
}

type ChipProps = {
  category: TCategory;
  active: boolean;
  onToggle: (id: number) => void;
};

function ChildChip({ category, active, onToggle }: ChipProps) {
  return (
    <chakra.button
      type="button"
      aria-pressed={active}
      onClick={() => onToggle(category.id)}
      rounded="full"
      borderWidth="1px"
      {...chipBase}
      {...chipColors(active)}
    >
      {active ? <CheckIcon /> : null}
      <Text as="span" truncate maxW="150px" dir="auto">
        {category.name}
      </Text>
    </chakra.button>
  );
}

type ParentChipProps = ChipProps & {
  expanded: boolean;
  childRowId: string;
  onToggleExpanded: (id: number) => void;
};

function ParentChip({ category, active, onToggle, expanded, childRowId, onToggleExpanded }: ParentChipProps) {
  const { t } = useLingui();
  const name = category.name;
  const hasChildren = (category.children?.length ?? 0) > 0;
  return (
    <HStack gap="0" rounded="full" borderWidth="1px" overflow="hidden" {...chipColors(active)} _hover={{}}>
      <chakra.button
        type="button"
        aria-pressed={active}
        onClick={() => onToggle(category.id)}
        {...chipBase}
        pe={hasChildren ? '2' : '3.5'}
        bg="transparent"
        color="inherit"
        _hover={active ? { bg: 'brand.800' } : { bg: 'brand.subtle' }}
      >
        {active ? <CheckIcon /> : null}
        <Text as="span" truncate maxW="150px" dir="auto">
          {name}
        </Text>
      </chakra.button>
      {hasChildren ? (
        <chakra.button
          type="button"
          aria-expanded={expanded}
          aria-controls={expanded ? childRowId : undefined}
          aria-label={expanded ? t`Hide subcategories of ${name}` : t`Show subcategories of ${name}`}
          onClick={() => onToggleExpanded(category.id)}
          {...chipBase}
          px="2"
          bg="transparent"
          color="inherit"
          borderStartWidth="1px"
          borderColor={active ? 'whiteAlpha.400' : 'border'}
          _hover={active ? { bg: 'brand.800' } : { bg: 'brand.subtle' }}
        >
          <ChevronDownIcon transform={expanded ? 'rotate(180deg)' : undefined} transition="transform 0.2s" />
        </chakra.button>
      ) : null}
    </HStack>
  );
}

/**
 * docs/product.md §2/§4: a row of parent categories; each parent's arrow toggles a row of its children.
 * Selecting a parent or a child toggles it in the selection (a parent includes its children).
 */
export function CategoryChips({ categories, selected, onToggle }: CategoryChipsProps) {
  const { t } = useLingui();
  const idPrefix = useId();
  const [expanded, setExpanded] = useState<readonly number[]>([]);

  function toggleExpanded(id: number) {
    setExpanded((current) => (current.includes(id) ? current.filter((open) => open !== id) : [...current, id]));
  }

  const openParents = categories.filter((category) => expanded.includes(category.id) && category.children?.length);
  return (
    <Stack gap="3">
      <HStack {...chipRow} role="group" aria-label={t`Categories`}>
        {categories.map((category) => (
          <ParentChip
            key={category.id}
            category={category}
            active={selected.includes(category.id)}
            onToggle={onToggle}
            expanded={expanded.includes(category.id)}
            childRowId={`${idPrefix}-children-${category.id}`}
            onToggleExpanded={toggleExpanded}
          />
        ))}
      </HStack>
      {openParents.map((parent) => {
        const parentName = parent.name;
        return (
          <Box
            key={parent.id}
            id={`${idPrefix}-children-${parent.id}`}
            role="group"
            aria-label={t`Subcategories of ${parentName}`}
            ps="3"
            borderStartWidth="3px"
            borderColor="brand.200"
          >
            <HStack {...chipRow} mx="0" ps="0">
              {parent.children?.map((child) => (
                <ChildChip
                  key={child.id}
                  category={child}
                  active={selected.includes(child.id)}
                  onToggle={onToggle}
                />
              ))}
            </HStack>
          </Box>
        );
      })}
    </Stack>
  );
}
