import { Input, type InputProps } from '@chakra-ui/react';

type DateInputProps = Omit<InputProps, 'type' | 'value' | 'onChange' | 'onClick'> & {
  /** `YYYY-MM-DD`, or '' for no date. */
  value: string;
  onChange: (value: string) => void;
};

/** The events' date filter: docs/product.md §2, a click anywhere on the field opens the native picker, where the browser has one. */
export function DateInput({ value, onChange, ...props }: DateInputProps) {
  return (
    <Input
      type="date"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onClick={(event) => event.currentTarget.showPicker?.()}
      {...props}
    />
  );
}
