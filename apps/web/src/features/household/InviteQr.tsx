import { useMemo } from "react";
import { qrPath } from "./qr";

/** A QR code of an invite link, drawn as SVG so it stays sharp at any size and needs no script. */
export function InviteQr({ link }: { link: string }) {
  const { size, path } = useMemo(() => qrPath(link), [link]);
  // A quiet zone of four modules around the code, as scanners expect.
  const margin = 4;
  const box = size + 2 * margin;
  return (
    <svg
      className="invite-qr"
      role="img"
      aria-label="QR code of the invite link"
      viewBox={`${-margin} ${-margin} ${box} ${box}`}
      width={192}
      height={192}
      shapeRendering="crispEdges"
    >
      <rect x={-margin} y={-margin} width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
