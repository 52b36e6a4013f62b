import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

type FormFieldProps = {
  label: ReactNode;
  /** Already translated (lib/form-errors fieldMessage); the field is invalid while it is set. */
  error?: string | undefined;
  helper?: ReactNode;
  disabled?: boolean;
  /** The control (Input, NativeSelect…): Field.Root gives it its id, label and aria-describedby. */
  children: ReactNode;
};

/** One labelled form control with its helper text or error, wired for screen readers by Chakra's Field. */
export function FormField({ label, error, helper, disabled, children }: FormFieldProps) {
  return (
    <Field.Root invalid={error !== undefined} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      {children}
      {helper !== undefined && error === undefined ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * What a group of fields shared by several forms needs from the react-hook-form that holds it, for the
 * field names the group fills in: pass the form's own `register` and `formState.errors`.
 */
export type TFieldGroupForm<TName extends string> = {
  register: (name: TName) => UseFormRegisterReturn;
  errors: Partial<Record<TName, { message?: string | undefined }>>;
};
