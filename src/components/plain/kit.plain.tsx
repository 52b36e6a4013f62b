import { cloneElement, isValidElement, useId, type ComponentProps, type ReactElement, type ReactNode } from 'react';

/*
 * The plain kit (docs/ui.md): Chakra's components under Chakra's names and props (`<Button variant="ghost" size="sm">`)
 * for the public first load, drawn as plain elements with the classes of Chakra's own recipes written out as static
 * CSS (src/styles/recipes.css, by `npm run theme:css`), so the page looks the same without Chakra's runtime
 * (docs/architecture.md §8). Defaults are the recipes' own. Each component is a function of its props (no context,
 * no state), so the server and the browser draw the same markup. `className` adds the caller's classes after the
 * recipe's; any other prop goes to the element.
 */

type TPalette = 'brand' | 'sand';

/** Class names, leaving out the unset ones. */
function cx(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ');
}

type TButtonRecipe = {
  variant?: 'solid' | 'subtle' | 'outline' | 'ghost' | 'plain';
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** The size from the `md` breakpoint up (Chakra's `size={{ base: 'md', md: 'lg' }}`). */
  mdSize?: 'md' | 'lg';
  palette?: TPalette;
  className?: string;
};

type ButtonProps = TButtonRecipe &
  (
    | (ComponentProps<'button'> & { asChild?: false })
    /** Chakra's `asChild`: the button's look on its one child instead, a router `<Link>` say. Only the classes go over. */
    | { asChild: true; children: ReactElement<{ className?: string }> }
  );

function drawButton({ variant = 'solid', size = 'md', mdSize, palette, className, asChild, ...props }: ButtonProps, icon?: string) {
  const classes = cx(
    'ui-button',
    `ui-button--${variant}`,
    `ui-button--${size}`,
    mdSize && `md:ui-button--${mdSize}`,
    icon,
    palette && `palette-${palette}`,
    className,
  );
  const child = props.children;
  if (asChild && isValidElement<{ className?: string }>(child)) return cloneElement(child, { className: cx(classes, child.props.className) });
  // Chakra's Button is `type="button"` unless told otherwise.
  return <button type="button" {...props} className={classes} />;
}

/** `<Button>`: variant solid, size md by default. */
export function Button(props: ButtonProps) {
  return drawButton(props);
}

/** `<IconButton>`: a Button for one icon (no padding, a larger icon); name it with `aria-label`. */
export function IconButton(props: ButtonProps) {
  return drawButton(props, 'ui-icon-button');
}

type THeadingSize = 'sm' | 'md' | 'lg' | 'xl' | '2xl' | '3xl' | '4xl';
type TResponsiveHeadingSize = Exclude<THeadingSize, 'sm' | 'md'>;

type HeadingProps = ComponentProps<'h2'> & {
  as?: 'h1' | 'h2' | 'h3' | 'h4';
  size?: THeadingSize;
  /** The size from the `md` breakpoint up, and from `lg` (Chakra's `size={{ base: '2xl', md: '3xl' }}`). */
  mdSize?: TResponsiveHeadingSize;
  lgSize?: TResponsiveHeadingSize;
};

/** `<Heading>`: an h2, size xl by default. */
export function Heading({ as: Tag = 'h2', size = 'xl', mdSize, lgSize, className, ...props }: HeadingProps) {
  return (
    <Tag
      {...props}
      className={cx('ui-heading', `ui-heading--${size}`, mdSize && `md:ui-heading--${mdSize}`, lgSize && `lg:ui-heading--${lgSize}`, className)}
    />
  );
}

type BadgeProps = ComponentProps<'span'> & {
  variant?: 'solid' | 'subtle' | 'outline' | 'surface';
  size?: 'sm' | 'md';
  palette?: TPalette;
};

/** `<Badge>`: variant subtle, size sm by default. */
export function Badge({ variant = 'subtle', size = 'sm', palette, className, ...props }: BadgeProps) {
  return <span {...props} className={cx('ui-badge', `ui-badge--${variant}`, `ui-badge--${size}`, palette && `palette-${palette}`, className)} />;
}

type InputProps = Omit<ComponentProps<'input'>, 'size'> & { size?: 'sm' | 'md' | 'lg' };

/** `<Input>`: variant outline, size md by default. */
export function Input({ size = 'md', className, ...props }: InputProps) {
  return <input {...props} className={cx('ui-input', 'ui-input--outline', `ui-input--${size}`, className)} />;
}

type NativeSelectProps = Omit<ComponentProps<'select'>, 'size'> & {
  size?: 'sm' | 'md';
  /** The root box's own classes (`className` is the `<select>`'s). */
  rootClassName?: string;
  /** What the indicator shows, the chevron. */
  indicator: ReactNode;
};

/**
 * `<NativeSelect.Root>` with its `.Field` (the `<select>`, which gets the other props) and `.Indicator`, in one:
 * variant outline, size md by default. Only the field has styles for the variant (src/styles/recipes.css).
 */
export function NativeSelect({ size = 'md', rootClassName, className, indicator, ...props }: NativeSelectProps) {
  return (
    <div className={cx('ui-select__root', `ui-select__root--${size}`, rootClassName)}>
      <select {...props} className={cx('ui-select__field', 'ui-select__field--outline', `ui-select__field--${size}`, className)} />
      <div className={`ui-select__indicator ui-select__indicator--${size}`}>{indicator}</div>
    </div>
  );
}

type FieldProps = {
  label: ReactNode;
  className?: string;
  labelClassName?: string;
  /** The control, given the id its label points at. */
  children: (controlId: string) => ReactNode;
};

/**
 * `<Field.Root>` with its `<Field.Label>` and the ids Chakra gives them: a group named by the root's id
 * (`field::ID`), the label (`field::ID::label`) pointing at the control (`ID`).
 */
export function Field({ label, className, labelClassName, children }: FieldProps) {
  const id = useId();
  return (
    <div id={`field::${id}`} role="group" className={cx('ui-field__root', className)}>
      <label id={`field::${id}::label`} htmlFor={id} className={cx('ui-field__label', labelClassName)}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** `<Spinner>`: size md by default; `inherit` takes its size from the caller's stylesheet (a loading button's). */
export function Spinner({ size = 'md', className, ...props }: ComponentProps<'span'> & { size?: 'inherit' | 'sm' | 'md' | 'lg' }) {
  return <span {...props} className={cx('ui-spinner', size !== 'inherit' && `ui-spinner--${size}`, className)} />;
}

/** `<Container>`. */
export function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div {...props} className={cx('ui-container', className)} />;
}

/** `<Skeleton>`: pulsing, loading. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div {...props} className={cx('ui-skeleton ui-skeleton--pulse ui-skeleton--loading', className)} />;
}
