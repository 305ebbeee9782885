/** A calm, on-brand drawing of an empty document tray; decorative, so hidden from screen readers. */
export function EmptyIllustration({ size = 168 }: { size?: number }) {
  return (
    <svg width={size} height={size * 0.75} viewBox="0 0 224 168" aria-hidden="true" focusable="false">
      <ellipse cx="112" cy="150" rx="84" ry="10" fill="var(--mantine-color-gray-1)" />
      <rect x="52" y="22" width="120" height="104" rx="14" fill="var(--mantine-color-brand-0)" />
      <rect x="66" y="40" width="92" height="10" rx="5" fill="var(--mantine-color-brand-2)" />
      <rect x="66" y="60" width="64" height="8" rx="4" fill="var(--mantine-color-gray-3)" />
      <rect x="66" y="76" width="78" height="8" rx="4" fill="var(--mantine-color-gray-3)" />
      <path
        d="M40 104h44l8 14h40l8-14h44v34a10 10 0 0 1-10 10H50a10 10 0 0 1-10-10z"
        fill="var(--mantine-color-brand-6)"
      />
      <circle
        cx="176"
        cy="34"
        r="16"
        fill="var(--mantine-color-white)"
        stroke="var(--mantine-color-brand-4)"
        strokeWidth="3"
      />
      <path
        d="M170 34h12M176 28v12"
        stroke="var(--mantine-color-brand-6)"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
