import { createTheme, Notification, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core'

/** Warm amber of midday sun: the brand colour. */
const sun: MantineColorsTuple = [
  '#fff8e1',
  '#ffefcc',
  '#ffdd9b',
  '#ffca64',
  '#ffba38',
  '#ffb01b',
  '#f59f00',
  '#e08e00',
  '#b06d00',
  '#8a5300',
]

/** Deep leaf green: savings, sustainability, success. */
const leaf: MantineColorsTuple = [
  '#e9f8ef',
  '#d8eee0',
  '#b1dbc1',
  '#87c89f',
  '#64b882',
  '#4dae70',
  '#3fa866',
  '#2f9355',
  '#24834a',
  '#0f713c',
]

/** Night-sky navy for text, footers and contrast sections. */
const night: MantineColorsTuple = [
  '#eef2f9',
  '#dbe1ee',
  '#b3c1de',
  '#889fcd',
  '#6482bf',
  '#4e70b7',
  '#4266b4',
  '#34569f',
  '#2b4c8f',
  '#0f2344',
]

export const theme = createTheme({
  primaryColor: 'sun',
  primaryShade: { light: 6, dark: 5 },
  /** Amber buttons get navy text, dark ones white: every filled colour keeps WCAG AA contrast. */
  autoContrast: true,
  respectReducedMotion: true,
  colors: { sun, leaf, night },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '800',
    sizes: {
      h1: { fontSize: 'clamp(2rem, 1.4rem + 2.6vw, 3.25rem)', lineHeight: '1.15' },
      h2: { fontSize: 'clamp(1.6rem, 1.25rem + 1.5vw, 2.4rem)', lineHeight: '1.2' },
      h3: { fontSize: '1.35rem', lineHeight: '1.3' },
    },
  },
  fontSizes: { md: '1.0625rem' },
  lineHeights: { md: '1.65' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  other: { navScrollThreshold: 20 },
  components: {
    Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } }),
  },
})

/**
 * Mantine's default dimmed grey and error red (shade 6) are about 3.3:1 on white; shades 7 and 9 pass AA for text.
 * Warnings (few seats left) are the sun's amber at its darkest shade: 6.3:1 on white, where Mantine's orange 9 is 4.3.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-warning': 'var(--mantine-color-sun-9)',
  },
  dark: {},
})
