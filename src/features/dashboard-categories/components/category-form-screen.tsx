import { Box, Button, Container, Heading, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { TAdminCategory } from '../../../../contract/admin-catalogue';
import { EmptyState } from '../../../components/empty-state.plain';
import { AlertIcon, ArrowStartIcon } from '../../../components/icons';
import { usePageTitle } from '../../../components/use-page-title';
import { errorMessage } from '../../../lib/screen-error-messages';
import { adminCategoryTreeQueryOptions } from '../api/admin-categories.queries';

type CategoryFormScreenProps = {
  title: string;
  /** The form, once the tree (the parent picker's choices) is loaded. */
  children: (tree: TAdminCategory[]) => ReactNode;
};

/** The frame of the create and edit screens: back link, heading, and the tree's loading and error states. */
export function CategoryFormScreen({ title, children }: CategoryFormScreenProps) {
  const { t } = useLingui();
  usePageTitle(title);
  const query = useQuery(adminCategoryTreeQueryOptions());
  return (
    <Container maxW="3xl" py={{ base: '5', md: '8' }} px={{ base: '3', sm: '6' }}>
      <Stack gap={{ base: '4', md: '6' }}>
        <Stack gap="2">
          <ChakraLink asChild color="brand.fg" fontSize="sm" fontWeight="medium" alignSelf="flex-start">
            <Link to="/dashboard/categories">
              <ArrowStartIcon boxSize="4" />
              <Trans>Back to categories</Trans>
            </Link>
          </ChakraLink>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.fg">
            {title}
          </Heading>
        </Stack>
        <Box bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: '4', md: '6' }}>
          {query.isPending ? (
            <Stack gap="4" role="status" aria-busy="true" aria-label={t`Loading categories`}>
              <Skeleton h="10" />
              <Skeleton h="10" />
              <Skeleton h="24" />
            </Stack>
          ) : query.isError ? (
            <Stack role="alert">
              <EmptyState icon={<AlertIcon boxSize="8" color="fg.error" />} title={<Trans>Failed to load categories</Trans>}>
                <Text color="fg.muted">{errorMessage(query.error)}</Text>
                <Button loading={query.isFetching} onClick={() => void query.refetch()}>
                  <Trans>Try again</Trans>
                </Button>
              </EmptyState>
            </Stack>
          ) : (
            children(query.data)
          )}
        </Box>
      </Stack>
    </Container>
  );
}
