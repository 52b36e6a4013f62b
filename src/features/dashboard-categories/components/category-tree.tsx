import { Badge, Box, Button, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { TAdminCategory } from '../../../../contract/admin-catalogue';
import { ChevronDownIcon } from '../../../components/icons';
import { useAppLocale } from '../../../lib/store';
import { categoryNames } from '../category-tree';
import { PencilIcon, PlusIcon, TrashIcon } from './category-icons';

type CategoryTreeProps = {
  categories: readonly TAdminCategory[];
  /** Categories whose children are folded away. */
  collapsed: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onDelete: (category: TAdminCategory) => void;
  /** Nested lists: the id the parent's toggle controls; the list is hidden while folded. */
  id?: string;
  hidden?: boolean;
  depth?: number;
};

/**
 * docs/product.md §2 `/dashboard/categories`: the tree as nested lists, every action a real link or button,
 * so it is reached and used with the keyboard (Tab and Enter) and read out as a list of lists.
 */
export function CategoryTree({ categories, collapsed, onToggle, onDelete, id, hidden = false, depth = 0 }: CategoryTreeProps) {
  return (
    <Stack
      as="ul"
      id={id}
      hidden={hidden}
      gap="2"
      listStyleType="none"
      {...(depth > 0 ? { ms: { base: '3', sm: '5' }, ps: { base: '2', sm: '3' }, borderStartWidth: '2px', borderColor: 'border.muted', mt: '2' } : {})}
    >
      {categories.map((category) => (
        <CategoryNode key={category.id} category={category} collapsed={collapsed} onToggle={onToggle} onDelete={onDelete} depth={depth} />
      ))}
    </Stack>
  );
}

type CategoryNodeProps = Omit<CategoryTreeProps, 'categories' | 'id' | 'hidden'> & {
  category: TAdminCategory;
  depth: number;
};

function CategoryNode({ category, collapsed, onToggle, onDelete, depth }: CategoryNodeProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const names = categoryNames(category, locale);
  const name = names.primary.text;
  const hasChildren = category.children.length > 0;
  const expanded = !collapsed.has(category.id);
  const childListId = `category-${category.id}-children`;
  const events = category.events_count;

  return (
    <li>
      <Flex
        align={{ base: 'flex-start', md: 'center' }}
        gap={{ base: '2', md: '3' }}
        wrap="wrap"
        bg="bg.panel"
        borderWidth="1px"
        rounded="lg"
        px={{ base: '2', sm: '3' }}
        py="2.5"
      >
        <HStack gap="1.5" align="flex-start" flex="1 1 14rem" minW="0">
          {hasChildren ? (
            <IconButton
              size="xs"
              variant="ghost"
              aria-expanded={expanded}
              aria-controls={childListId}
              aria-label={expanded ? t`Hide the subcategories of ${name}` : t`Show the subcategories of ${name}`}
              onClick={() => onToggle(category.id)}
            >
              <ChevronDownIcon transform={expanded ? undefined : 'rotate(-90deg)'} css={{ _rtl: { transform: expanded ? undefined : 'rotate(90deg)' } }} />
            </IconButton>
          ) : (
            <Box w="6" flexShrink="0" aria-hidden="true" />
          )}
          <Stack gap="0" minW="0" pt="0.5">
            <Text as="span" fontWeight="semibold" lang={names.primary.lang} dir="auto" textAlign="start" overflowWrap="anywhere">
              {name}
            </Text>
            {names.other ? (
              <Text as="span" fontSize="sm" color="fg.muted" lang={names.other.lang} dir="auto" textAlign="start" overflowWrap="anywhere">
                {names.other.text}
              </Text>
            ) : (
              <Text as="span" fontSize="xs" color="fg.muted" fontStyle="italic">
                <Trans>No Arabic name yet</Trans>
              </Text>
            )}
          </Stack>
        </HStack>
        <Badge colorPalette={events > 0 ? 'brand' : 'gray'} variant="subtle" flexShrink="0" ms={{ base: '8', md: '0' }}>
          <Plural value={events} one="# event" other="# events" />
        </Badge>
        <HStack gap="1" flexWrap="wrap" ms={{ base: '6', md: '0' }}>
          <Button asChild size="xs" variant="ghost">
            <Link to="/dashboard/categories/create" search={{ parent_id: category.id }} aria-label={t`Add a subcategory to ${name}`}>
              <PlusIcon />
              <Trans>Add child</Trans>
            </Link>
          </Button>
          <Button asChild size="xs" variant="ghost">
            <Link to="/dashboard/categories/$id/edit" params={{ id: String(category.id) }} aria-label={t`Edit ${name}`}>
              <PencilIcon />
              <Trans>Edit</Trans>
            </Link>
          </Button>
          <Button size="xs" variant="ghost" colorPalette="red" aria-label={t`Delete ${name}`} onClick={() => onDelete(category)}>
            <TrashIcon />
            <Trans>Delete</Trans>
          </Button>
        </HStack>
      </Flex>
      {hasChildren ? (
        <CategoryTree
          categories={category.children}
          collapsed={collapsed}
          onToggle={onToggle}
          onDelete={onDelete}
          id={childListId}
          hidden={!expanded}
          depth={depth + 1}
        />
      ) : null}
    </li>
  );
}
