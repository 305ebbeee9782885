/** The Paydesk mark alone, for the collapsed sidebar. */
export function SmallLogo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-brand-7)" />
      <path d="M10 23V9h7a5 5 0 0 1 0 10h-3.5v4z" fill="#fff" />
    </svg>
  );
}
