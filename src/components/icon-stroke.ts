/** The stroke style every line icon shares (./icon-paths.plain.tsx, ./wallet-icons.tsx). */
export const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;
