/** The logo mark: a stylised tūī on a circle. Decorative; the link around it carries the name. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill="currentColor" opacity="0.18" />
      <path d="M9 20c2-6 6-10 13-10-1.5 1.2-2.3 2.6-2.5 4.3C18.8 19 15 21.5 9 20z" fill="currentColor" />
      <circle cx="15.5" cy="22.5" r="1.8" fill="currentColor" />
    </svg>
  );
}
