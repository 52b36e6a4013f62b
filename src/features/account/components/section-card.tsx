import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type SectionCardProps = {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
};

/** A white panel with a heading, for one block of the profile page. */
export function SectionCard({ title, description, children }: SectionCardProps) {
  return (
    <Box as="section" bg="bg" rounded="xl" borderWidth="1px" borderColor="border.muted" p={{ base: '5', md: '6' }}>
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h2" size="lg">
            {title}
          </Heading>
          {description ? (
            <Text color="fg.muted" fontSize="sm">
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}
