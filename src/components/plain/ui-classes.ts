/**
 * Class names of Chakra's recipes as static CSS (src/styles/recipes.css, written from the theme by
 * `npm run theme:css`): the plain-element public pages style buttons, badges, headings and form controls with these
 * instead of Chakra components (docs/architecture.md §8). Defaults are the recipes' own, so
 * `buttonClass()` is what `<Button>` looks like.
 */

type TPalette = 'brand' | 'sand';

function join(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ');
}

type TButtonClass = {
  variant?: 'solid' | 'subtle' | 'outline' | 'ghost' | 'plain';
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** The size from the `md` breakpoint up (`size={{ base: 'md', md: 'lg' }}`). */
  mdSize?: 'md' | 'lg';
  palette?: TPalette;
  /** Chakra's IconButton: no padding, a larger icon. */
  icon?: boolean;
  className?: string;
};

/** `<Button>`: variant solid, size md by default. */
export function buttonClass({ variant = 'solid', size = 'md', mdSize, palette, icon, className }: TButtonClass = {}): string {
  return join(
    'ui-button',
    `ui-button--${variant}`,
    `ui-button--${size}`,
    mdSize && `md:ui-button--${mdSize}`,
    icon && 'ui-icon-button',
    palette && `palette-${palette}`,
    className,
  );
}

type TBadgeClass = {
  variant?: 'solid' | 'subtle' | 'outline' | 'surface';
  size?: 'sm' | 'md';
  palette?: TPalette;
  className?: string;
};

/** `<Badge>`: variant subtle, size sm by default. */
export function badgeClass({ variant = 'subtle', size = 'sm', palette, className }: TBadgeClass = {}): string {
  return join('ui-badge', `ui-badge--${variant}`, `ui-badge--${size}`, palette && `palette-${palette}`, className);
}

type THeadingSize = 'sm' | 'md' | 'lg' | 'xl' | '2xl' | '3xl' | '4xl';
type TResponsiveHeadingSize = Exclude<THeadingSize, 'sm' | 'md'>;

type THeadingClass = {
  size?: THeadingSize;
  mdSize?: TResponsiveHeadingSize;
  lgSize?: TResponsiveHeadingSize;
  className?: string;
};

/** `<Heading>`: size xl by default. */
export function headingClass({ size = 'xl', mdSize, lgSize, className }: THeadingClass = {}): string {
  return join('ui-heading', `ui-heading--${size}`, mdSize && `md:ui-heading--${mdSize}`, lgSize && `lg:ui-heading--${lgSize}`, className);
}

/** `<Input>`: variant outline, size md by default. */
export function inputClass({ size = 'md', className }: { size?: 'sm' | 'md' | 'lg'; className?: string } = {}): string {
  return join('ui-input', 'ui-input--outline', `ui-input--${size}`, className);
}

/** `<NativeSelect.Root>`, `.Field` and `.Indicator`: variant outline, size md by default. */
export function selectClasses({ size = 'md' }: { size?: 'sm' | 'md' } = {}): { root: string; field: string; indicator: string } {
  // Only the field has styles for the variant (src/styles/recipes.css).
  const part = (slot: string) => join(`ui-select__${slot}`, slot === 'field' && `ui-select__${slot}--outline`, `ui-select__${slot}--${size}`);
  return { root: part('root'), field: part('field'), indicator: part('indicator') };
}

/** `<Container>`. */
export const CONTAINER_CLASS = 'ui-container';

/** `<Skeleton>` (pulsing, loading). */
export const SKELETON_CLASS = 'ui-skeleton ui-skeleton--pulse ui-skeleton--loading';

/** `<Spinner>`: size md by default. */
export function spinnerClass({ size = 'md', className }: { size?: 'sm' | 'md' | 'lg'; className?: string } = {}): string {
  return join('ui-spinner', `ui-spinner--${size}`, className);
}

/** `<Field.Root>`, `.Label`, `.HelperText`, `.ErrorText`, `.RequiredIndicator`. */
export const FIELD_CLASSES = {
  root: 'ui-field__root',
  label: 'ui-field__label',
  helperText: 'ui-field__helper-text',
  errorText: 'ui-field__error-text',
  requiredIndicator: 'ui-field__required-indicator',
} as const;
