/** The service pages an admin manages in the pages editor (page id = service id): their hero comes from the pages API. */
export const MANAGED_SERVICE_PAGES: ReadonlySet<string> = new Set(['solar-installation', 'energy-audit', 'maintenance'])
