import { Heading, HStack, Stack, Text, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type TitledSectionProps = Omit<StackProps, 'title'> & {
  title: ReactNode;
  /** Beside the title (a count badge). */
  titleAside?: ReactNode;
  /** A muted line under the title. */
  description?: ReactNode;
  headingSize?: 'md' | 'lg';
  children: ReactNode;
};

/**
 * A `<section>` with an h2, an optional muted description, then its content. Style props go to the
 * section itself (a profile panel gives it a background, border and padding).
 */
export function TitledSection({ title, titleAside, description, headingSize = 'md', children, ...sectionProps }: TitledSectionProps) {
  const heading = (
    <Heading as="h2" size={headingSize}>
      {title}
    </Heading>
  );
  return (
    <Stack as="section" gap="3" {...sectionProps}>
      <Stack gap="1">
        {titleAside ? (
          <HStack gap="2">
            {heading}
            {titleAside}
          </HStack>
        ) : (
          heading
        )}
        {description ? (
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Stack>
  );
}
