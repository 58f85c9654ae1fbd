import { useMemo } from 'react';
import qrcode from 'qrcode-generator';

/**
 * A QR code of `value` as SVG (one path of dark modules, a four-module quiet zone), so it prints
 * sharp at any size. Medium error correction survives a creased or smudged slip.
 */
export function QrCode({ value, size, label }: { value: string; size: string; label: string }) {
  const { path, extent } = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(value);
    code.make();
    const count = code.getModuleCount();
    const quiet = 4;
    let d = '';
    for (let row = 0; row < count; row += 1) {
      for (let col = 0; col < count; col += 1) {
        if (code.isDark(row, col)) d += `M${col + quiet} ${row + quiet}h1v1h-1z`;
      }
    }
    return { path: d, extent: count + quiet * 2 };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${extent} ${extent}`}
      style={{ width: size, height: size }}
      shapeRendering="crispEdges"
      className="shrink-0"
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
