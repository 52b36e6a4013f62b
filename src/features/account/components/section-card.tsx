import type { ReactNode } from 'react';
import { TitledSection } from '../../../components/titled-section';

type SectionCardProps = {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
};

/** A white panel with a heading, for one block of the profile page. */
export function SectionCard({ title, description, children }: SectionCardProps) {
  return (
    <TitledSection
      title={title}
      description={description}
      headingSize="lg"
      gap="5"
      bg="bg"
      rounded="xl"
      borderWidth="1px"
      borderColor="border.muted"
      p={{ base: '5', md: '6' }}
    >
      {children}
    </TitledSection>
  );
}
