import { useMounted } from '../lib/use-mounted'

/**
 * For a dialog whose code loads on first use: it mounts already asked to open, but Mantine records the
 * element to hand focus back to only when `opened` changes. Reporting closed for the first commit makes
 * that change happen, so focus returns to the opener on close.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  return useMounted() && opened
}
