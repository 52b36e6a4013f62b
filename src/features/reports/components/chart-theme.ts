/** Chart colours: the theme's tokens as CSS variables, since SVG attributes take no Chakra props. */
export const CHART_COLORS = {
  bar: 'var(--chakra-colors-brand-solid)',
  loss: 'var(--chakra-colors-fg-error)',
  second: 'var(--chakra-colors-sand-solid)',
  grid: 'var(--chakra-colors-border-muted)',
  axis: 'var(--chakra-colors-border)',
  text: 'var(--chakra-colors-fg-muted)',
  label: 'var(--chakra-colors-fg)',
} as const;

/**
 * Chart text: small, but not under 12 px (legible on a phone). An inline style, because the page's CSS
 * outranks SVG's font-size attribute.
 */
export const CHART_TEXT_STYLE = { fontSize: '12px' } as const;
