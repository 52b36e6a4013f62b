import { Box, type BoxProps } from '@chakra-ui/react';
import { create } from 'qrcode';
import { useMemo } from 'react';

/** QR spec: four modules of light border so scanners find the code (ISO/IEC 18004 quiet zone). */
const QUIET_ZONE = 4;

/** One SVG path of the dark modules, row by row in runs: small, crisp at any size, no canvas. */
function qrPath(text: string): { size: number; path: string } {
  // M: survives a scratched or glare-washed phone screen while keeping modules large for the camera.
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const { size, data } = modules;
  let path = '';
  for (let y = 0; y < size; y++) {
    let x = 0;
    while (x < size) {
      if (!data[y * size + x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && data[y * size + x]) x++;
      path += `M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start}v1h${start - x}z`;
    }
  }
  return { size: size + QUIET_ZONE * 2, path };
}

type TicketQrCodeProps = Omit<BoxProps, 'children'> & {
  /** The ticket code (`T1.<payload>.<signature>`), drawn on this device: it never leaves it as an image request. */
  value: string;
  /** Read out instead of the pattern, e.g. "QR code for booking BK-0000123". */
  label: string;
};

/**
 * A ticket's QR code as an inline SVG: pure black on white with its quiet zone, so it scans at a gate
 * in sunlight or from a dimmed screen, in both reading directions (codes are never mirrored).
 */
export function TicketQrCode({ value, label, ...boxProps }: TicketQrCodeProps) {
  const { size, path } = useMemo(() => qrPath(value), [value]);
  return (
    <Box bg="white" lineHeight="0" dir="ltr" {...boxProps}>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${size} ${size}`}
        width="100%"
        height="100%"
        shapeRendering="crispEdges"
        data-testid="ticket-qr"
        data-code={value}
      >
        <rect width={size} height={size} fill="#ffffff" />
        <path d={path} fill="#000000" />
      </svg>
    </Box>
  );
}
