import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type ReportSectionProps = {
  title: ReactNode;
  /** A muted line under the title: what the numbers cover. */
  description?: ReactNode;
  /** At the end of the title line (an export button, a measure switch). */
  actions?: ReactNode;
  children: ReactNode;
};

/** One card of the report: an h2 with what it covers, then its chart and table. */
export function ReportSection({ title, description, actions, children }: ReportSectionProps) {
  return (
    <Stack as="section" gap="4" bg="white" rounded="xl" borderWidth="1px" borderColor="border.muted" p={{ base: '4', md: '6' }} minW="0">
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Stack gap="1">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {description ? (
            <Text color="fg.muted" fontSize="sm">
              {description}
            </Text>
          ) : null}
        </Stack>
        {actions}
      </HStack>
      {children}
    </Stack>
  );
}

/** What a section says when it has nothing to draw. */
export function SectionEmpty({ children }: { children: ReactNode }) {
  return (
    <Text color="fg.muted" fontSize="sm" py="6" textAlign="center" bg="bg.subtle" rounded="lg">
      {children}
    </Text>
  );
}
