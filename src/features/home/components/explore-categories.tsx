import { Box, Container, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Glyph } from '../../../components/glyph';
import { ARROW_END_PATH, SPARKLES_PATH } from '../../../components/icon-paths';
import { EXPLORE_CATEGORIES_COUNT, exploreCategoriesQueryOptions } from '../api/explore-categories.queries';
import { renderWhenNear } from '../../../theme/offscreen';

const COLUMNS = { base: 1, sm: 2, lg: 3 } as const;

function CategoriesSkeleton() {
  return (
    <SimpleGrid columns={COLUMNS} gap="4" aria-hidden="true">
      {Array.from({ length: EXPLORE_CATEGORIES_COUNT }, (_, index) => (
        <Skeleton key={index} h="28" rounded="xl" />
      ))}
    </SimpleGrid>
  );
}

/** docs/product.md §2: the first 6 categories, each opening the home view filtered by it. */
export function ExploreCategories() {
  const query = useQuery(exploreCategoriesQueryOptions());

  let content;
  if (query.isPending) {
    content = <CategoriesSkeleton />;
  } else if (query.isError) {
    // docs/product.md §8: a localized error text in red.
    content = (
      <Text color="fg.error" role="alert">
        <Trans>Failed to load categories</Trans>
      </Text>
    );
  } else {
    // The tiles are plain elements styled by src/styles/explore-categories.css, so they hydrate without Chakra
    // resolving their styles (docs/architecture.md §8).
    content = (
      <ul className="explore-grid">
        {query.data.map((category) => {
          const childCount = category.children?.length ?? 0;
          return (
            <li key={category.id}>
              <Link to="/category/$id" params={{ id: String(category.id) }} hash="events" className="explore-tile">
                <div className="explore-tile__icon">
                  <Glyph path={SPARKLES_PATH} />
                </div>
                <div className="explore-tile__text">
                  <p className="explore-tile__name" dir="auto">
                    {category.name}
                  </p>
                  {category.description ? (
                    <p className="explore-tile__description line-clamp" dir="auto">
                      {category.description}
                    </p>
                  ) : null}
                  {childCount > 0 ? (
                    <p className="explore-tile__count">
                      <Plural value={childCount} one="# subcategory" other="# subcategories" />
                    </p>
                  ) : null}
                </div>
                <Glyph path={ARROW_END_PATH} className="explore-tile__arrow" />
              </Link>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Box as="section" aria-labelledby="explore-heading" py={{ base: '10', md: '16' }} bg="white" css={renderWhenNear('900px')}>
      <Container maxW="7xl">
        <Stack gap={{ base: '6', md: '8' }}>
          <Stack gap="2">
            <Heading as="h2" id="explore-heading" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
              <Trans>Explore categories</Trans>
            </Heading>
            <Text color="fg.muted">
              <Trans>From live music to heritage walks, pick what you love.</Trans>
            </Text>
          </Stack>
          {content}
        </Stack>
      </Container>
    </Box>
  );
}
