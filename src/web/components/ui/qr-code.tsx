import { encode } from "uqr";

/**
 * A QR code drawn as one SVG path, dark modules on white whatever the theme, so every phone's
 * camera reads it; `label` is what a screen reader hears instead of the picture.
 */
export function QrCode({ value, label, size = 192 }: { value: string; label: string; size?: number }) {
  const { data, size: modules } = encode(value, { border: 2 });
  let path = "";
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      className="rounded-sm bg-white"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
