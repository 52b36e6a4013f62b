import { Box, Button, chakra, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { MailIcon } from '../../../components/icons';
import { usePageTitle } from '../../../components/use-page-title';
import { localizeDigits } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';
import { CONTENTS_LABEL, LAST_UPDATED_LABEL, type TLegalDocument } from '../content/legal-document';

type LegalPageProps = {
  /** The translated page title (interface chrome). */
  title: string;
  document: TLegalDocument;
  /** One English line that says what the Arabic text says, for English readers (docs/product.md §2 Public routes). */
  summary: ReactNode;
};

/**
 * A legal page: translated chrome around a document that is always Arabic and right-to-left
 * (docs/product.md §2), whatever the interface language; English readers get a one-line summary on top.
 */
export function LegalPage({ title, document, summary }: LegalPageProps) {
  const locale = useAppLocale();
  const headingId = useId();
  usePageTitle(title);
  const sectionId = (index: number) => `${headingId}-section-${index + 1}`;

  return (
    <Container maxW="3xl" py={{ base: '8', md: '14' }}>
      <Stack gap="6">
        <Stack gap="2">
          <Text fontSize="sm" fontWeight="semibold" color="sand.fg" textTransform="uppercase" letterSpacing="wide">
            <Trans>Legal</Trans>
          </Text>
          <Heading as="h1" id={headingId} size={{ base: '3xl', md: '4xl' }} color="brand.fg">
            {title}
          </Heading>
          {locale === 'ar' ? null : (
            <Text color="fg.muted" data-testid="legal-summary">
              {summary} <Trans>The full text below is published in Arabic.</Trans>
            </Text>
          )}
        </Stack>
        <Box
          as="article"
          dir="rtl"
          lang="ar"
          aria-labelledby={headingId}
          textAlign="start"
          bg="white"
          rounded="2xl"
          borderWidth="1px"
          borderColor="border.muted"
          p={{ base: '5', md: '10' }}
          lineHeight="1.9"
        >
          <Stack gap="6">
            <Stack gap="1">
              {locale === 'ar' ? null : (
                <Text fontSize="2xl" fontWeight="bold" color="fg">
                  {document.title}
                </Text>
              )}
              <Text fontSize="sm" color="fg.muted">
                {LAST_UPDATED_LABEL}: <chakra.time dateTime="2025-03-17">{localizeDigits(document.lastUpdated, 'ar')}</chakra.time>
              </Text>
            </Stack>
            {document.intro.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
            <Box as="nav" aria-label={CONTENTS_LABEL} bg="sand.50" rounded="lg" p="4">
              <Text fontWeight="semibold" mb="2">
                {CONTENTS_LABEL}
              </Text>
              <chakra.ol ps="5" listStyleType="arabic-indic" display="grid" gap="1">
                {document.sections.map((section, index) => (
                  <li key={section.heading}>
                    <chakra.a href={`#${sectionId(index)}`} color="brand.fg" _hover={{ textDecoration: 'underline' }}>
                      {section.heading}
                    </chakra.a>
                  </li>
                ))}
              </chakra.ol>
            </Box>
            {document.sections.map((section, index) => (
              <Stack as="section" key={section.heading} gap="3" aria-labelledby={sectionId(index)}>
                <Heading as="h2" id={sectionId(index)} size="xl" color="brand.fg" scrollMarginTop="24">
                  {section.heading}
                </Heading>
                {section.paragraphs.map((paragraph) => (
                  <Text key={paragraph}>{paragraph}</Text>
                ))}
                {section.items ? (
                  <chakra.ul ps="5" listStyleType="disc" display="grid" gap="2">
                    {section.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </chakra.ul>
                ) : null}
              </Stack>
            ))}
          </Stack>
        </Box>
        <HStack justify="center">
          <Button asChild variant="outline">
            <Link to="/contact">
              <MailIcon />
              <Trans>Questions? Contact us</Trans>
            </Link>
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}
