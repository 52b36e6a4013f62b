import { chakra, Grid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

const LABEL_VALUE_COLUMNS = 'auto minmax(0, 1fr)';

/** The facts of a phone card (a table row on desktop), label beside value. */
export function CardFields({ children }: { children: ReactNode }) {
  return (
    <Grid as="dl" templateColumns={LABEL_VALUE_COLUMNS} columnGap="3" rowGap="1" fontSize="sm">
      {children}
    </Grid>
  );
}

export function CardField({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <chakra.dt color="fg.muted">{label}</chakra.dt>
      <chakra.dd minW="0">{children}</chakra.dd>
    </>
  );
}
