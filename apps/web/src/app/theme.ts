// Paydesk look: deep green primary, Inter (shipped with the app from @fontsource-variable/inter, its faces declared
// in fonts.css, so it looks the same on every machine), generous radius and spacing.
import {
  createTheme,
  DEFAULT_THEME,
  darken,
  defaultVariantColorsResolver,
  luminance,
  type MantineColorsTuple,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

const brand: MantineColorsTuple = [
  '#e8f6ef',
  '#d3ebdf',
  '#a6d6bf',
  '#76c19d',
  '#4fae80',
  '#36a16d',
  '#279a63',
  '#1a8653',
  '#0f7748',
  '#0b5d3b',
];

/**
 * Mantine's grey with its shade 6 (the dimmed text colour, #868e96: 3.3:1 on white) darkened to #5f666d, which
 * passes WCAG AA (4.5:1) on white and on the grey page and table backgrounds (gray.0–gray.2).
 */
const gray: MantineColorsTuple = [
  ...DEFAULT_THEME.colors.gray.slice(0, 6),
  '#5f666d',
  ...DEFAULT_THEME.colors.gray.slice(7),
] as unknown as MantineColorsTuple;

/**
 * Light and outline badges, alerts and buttons write their text in the colour's own shade, which on its pale
 * background misses 4.5:1 for teal, green, yellow and orange. Their text is that colour's darkest shade darkened
 * by a third (the background and border stay).
 *
 * Filled buttons, badges and icons write white on the colour's primary shade (8), which misses 4.5:1 for teal,
 * green and the other light colours (white on teal.8 is 3.9:1): those fill with the colour's darkest shade instead.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const variant = input.variant ?? 'filled';
  if (variant !== 'light' && variant !== 'outline' && variant !== 'filled') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.color === 'gray' || parsed.color === 'dark') return colors;
  const palette = input.theme.colors[parsed.color];
  if (!palette) return colors;
  if (variant === 'filled') {
    const white = colors.color === 'var(--mantine-color-white)';
    if (!white || contrastWithWhite(parsed.value) >= 4.5 || contrastWithWhite(palette[9]) < 4.5)
      return colors;
    return { ...colors, background: palette[9], hover: darken(palette[9], 0.1) };
  }
  return { ...colors, color: darken(palette[9], 0.3) };
};

/** WCAG contrast of white text on `color`. */
const contrastWithWhite = (color: string) => 1.05 / (luminance(color) + 0.05);

const fontFamily =
  "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 8, dark: 6 },
  // A user who asks the system for less motion gets no transitions (WCAG 2.3.3).
  respectReducedMotion: true,
  colors: { brand, gray },
  variantColorResolver,
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Button: { defaultProps: { size: 'md' } },
    // One form style (issue 17): every field the same height and label size as a text input.
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Textarea: { defaultProps: { size: 'md' } },
    NumberInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
    NativeSelect: { defaultProps: { size: 'md' } },
    MultiSelect: { defaultProps: { size: 'md' } },
    Autocomplete: { defaultProps: { size: 'md' } },
    DatePickerInput: { defaultProps: { size: 'md', valueFormat: 'D MMM YYYY' } },
    PinInput: { defaultProps: { size: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    // A badge keeps its whole word where space is short (a phone's table cell, a card's title row): the text
    // beside it wraps instead of the badge being cut to 'ACTIV' (issue 29).
    Badge: { styles: { root: { minWidth: 'max-content' } } },
    // A link inside a sentence is told apart by more than its colour (WCAG 1.4.1, axe's link-in-text-block).
    Anchor: { defaultProps: { underline: 'always' } },
    // A table wider than the screen scrolls sideways in its container: the container is reachable by keyboard, so
    // its overflow can be scrolled without a mouse (WCAG 2.1.1, axe's scrollable-region-focusable), as DataTable's.
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
    // A tooltip's label wraps inside the screen: one line where it fits, never wider than a phone (a 'cannot be
    // deleted' explanation over a disabled button made the whole page scroll sideways at 390 px).
    Tooltip: {
      defaultProps: { multiline: true },
      styles: { tooltip: { maxWidth: 'min(20rem, calc(100vw - 2rem))' } },
    },
    // Icon-only close buttons have a name.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
  },
});
