import { chakra } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';
import { FormAlert } from './form-alert';

type FormStackProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Why the last submit failed, when no field explains it; shown above the fields. */
  failure?: string | null;
  children: ReactNode;
};

/** A form of fields one under the other; the browser's own validation stays off (the schema speaks). */
export function FormStack({ onSubmit, failure = null, children }: FormStackProps) {
  return (
    <chakra.form display="flex" flexDirection="column" gap="5" noValidate onSubmit={onSubmit}>
      {failure ? <FormAlert status="error">{failure}</FormAlert> : null}
      {children}
    </chakra.form>
  );
}
