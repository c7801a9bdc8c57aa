export function classNamesIn(html: string): Set<string>
export function cssPruner(css: string): (classNames: Set<string>) => string
export function criticalCss(css: string, classNames: Set<string>): string
