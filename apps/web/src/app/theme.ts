import { Alert, createTheme, Notification, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 6 gives white button text and links only 3.5:1 contrast; shade 8 meets WCAG AA (4.5:1).
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  // md is the spec's mobile breakpoint: 1024px.
  breakpoints: { xs: '36em', sm: '48em', md: '64em', lg: '75em', xl: '88em' },
  components: {
    Select: { defaultProps: { maxDropdownHeight: 240 } },
    // A light alert's title in its own colour on its own tint stays under 4.5:1; the icon and tint carry the colour.
    Alert: Alert.extend({
      styles: (_theme, props) =>
        !props.variant || props.variant === 'light' ? { title: { color: 'var(--mantine-color-text)' } } : {},
    }),
    // Under a title Mantine greys a toast's text to gray-6 (3.3:1 on white); dimmed is gray-7 in light mode (AA).
    Notification: Notification.extend({
      styles: (_theme, props) =>
        props.title ? { description: { color: 'var(--mantine-color-dimmed)' } } : {},
    }),
  },
});

/**
 * Mantine's light-scheme defaults that stay under WCAG AA 4.5:1 for small text: error text
 * (red-6), dimmed text (gray-6) and the text of light variants (shade 8 on its own tint, as in
 * active navigation links, light badges and avatars), which shade 9 fixes.
 */
export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    ...Object.fromEntries(
      Object.keys(current.colors).map((color) => [
        `--mantine-color-${color}-light-color`,
        `var(--mantine-color-${color}-9)`,
      ]),
    ),
  },
  dark: {},
});
