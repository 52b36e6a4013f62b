import { useLingui } from '@lingui/react/macro';
import type { ComponentPropsWithoutRef } from 'react';
import { Input } from '../../../components/plain/kit.plain';

type DateInputProps = Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'value' | 'onChange' | 'onClick' | 'size'> & {
  /** `YYYY-MM-DD`, or '' for no date. */
  value: string;
  onChange: (value: string) => void;
};

/**
 * The events' date filter: docs/product.md §2, a click anywhere on the field opens the native picker, where the
 * browser has one (on today when empty). Empty, it reads "Any date" instead of the browser's "mm/dd/yyyy",
 * which looked like a filter already set (docs/product.md §2 Search box); the segments come back while it has focus.
 *
 * A plain `<input>` styled by src/styles/browse.css (docs/architecture.md §8): it does not read a Chakra
 * `Field`'s context, so a caller inside a field passes the `id` (and any `aria-*`) its label points at.
 */
export function DateInput({ value, onChange, className, ...props }: DateInputProps) {
  const { t } = useLingui();
  const empty = value === '';
  return (
    <div className="browse-date">
      <Input
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onClick={(event) => event.currentTarget.showPicker?.()}
        className={[empty ? 'browse-date__input--empty' : null, className].filter(Boolean).join(' ')}
        {...props}
      />
      {empty ? (
        <p aria-hidden="true" className="browse-date__placeholder">
          {t`Any date`}
        </p>
      ) : null}
    </div>
  );
}
