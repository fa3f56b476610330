/** A status colour as a small dot; the text beside it carries the meaning. */
export function StatusDot({ color, size = 10 }: { color: string; size?: number }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: '50%',
        background: color,
        boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.2)',
        flexShrink: 0,
      }}
    />
  );
}
