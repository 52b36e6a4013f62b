import { chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormAlert } from './form-alert';

type FormStackProps = {
  /** Usually react-hook-form's `handleSubmit(...)`, which resolves once the submit is handled. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  /** Why the last submit failed, when no field explains it; shown above the fields. */
  failure?: string | null;
  children: ReactNode;
};

/**
 * A form of fields one under the other; the browser's own validation stays off (the schema speaks).
 * After a submit that leaves errors, focus goes to the first invalid field on screen: react-hook-form
 * picks the first one registered, and fields a child component registers come after the parent's.
 */
export function FormStack({ onSubmit, failure = null, children }: FormStackProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [submits, setSubmits] = useState(0);

  useEffect(() => {
    if (submits === 0) return;
    // After the commit that marks the fields invalid, and after react-hook-form's own deferred focus.
    const timer = setTimeout(() => {
      const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (first && !first.contains(document.activeElement)) first.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [submits]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    await onSubmit(event);
    setSubmits((count) => count + 1);
  }

  return (
    <chakra.form ref={formRef} display="flex" flexDirection="column" gap="5" noValidate onSubmit={(event) => void submit(event)}>
      {failure ? <FormAlert status="error">{failure}</FormAlert> : null}
      {children}
    </chakra.form>
  );
}
