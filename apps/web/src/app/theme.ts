// Paydesk look: deep green primary, Inter (shipped with the app from @fontsource-variable/inter, its faces declared
// in fonts.css, so it looks the same on every machine), generous radius and spacing.
import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

const fontFamily =
  "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 8, dark: 6 },
  colors: { brand },
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
  },
});
