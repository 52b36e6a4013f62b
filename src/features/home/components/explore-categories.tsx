import { Box, Container, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowEndIcon, SparklesIcon } from '../../../components/icons';
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
    content = (
      <SimpleGrid as="ul" listStyleType="none" columns={COLUMNS} gap="4">
        {query.data.map((category) => {
          const childCount = category.children?.length ?? 0;
          return (
            <Box as="li" key={category.id}>
              <Box
                asChild
                display="flex"
                gap="4"
                alignItems="flex-start"
                h="full"
                p="5"
                bg="white"
                rounded="xl"
                borderWidth="1px"
                borderColor="border.muted"
                transition="box-shadow 0.2s, border-color 0.2s"
                _hover={{ boxShadow: 'md', borderColor: 'brand.300' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
              >
                <Link to="/category/$id" params={{ id: String(category.id) }} hash="events">
                  <Box bg="brand.subtle" color="brand.fg" p="3" rounded="lg" flexShrink="0">
                    <SparklesIcon boxSize="6" />
                  </Box>
                  <Stack gap="1" flex="1" minW="0">
                    <Text fontWeight="bold" fontSize="lg" dir="auto" textAlign="start">
                      {category.name}
                    </Text>
                    {category.description ? (
                      <Text fontSize="sm" color="fg.muted" lineClamp={2} dir="auto" textAlign="start">
                        {category.description}
                      </Text>
                    ) : null}
                    {childCount > 0 ? (
                      <Text fontSize="xs" color="fg.muted">
                        <Plural value={childCount} one="# subcategory" other="# subcategories" />
                      </Text>
                    ) : null}
                  </Stack>
                  <ArrowEndIcon color="brand.fg" mt="1" flexShrink="0" />
                </Link>
              </Box>
            </Box>
          );
        })}
      </SimpleGrid>
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
