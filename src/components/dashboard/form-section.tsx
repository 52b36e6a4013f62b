import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type FormSectionProps = {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
};

/** One titled card of a long dashboard form (details, dates, poster, categories). */
export function FormSection({ title, description, children }: FormSectionProps) {
  return (
    <Stack as="section" gap="4" bg="white" rounded="xl" borderWidth="1px" borderColor="border.muted" p={{ base: '4', md: '6' }}>
      <Stack gap="1">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {description ? (
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Stack>
  );
}
