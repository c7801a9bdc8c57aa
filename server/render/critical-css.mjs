// The CSS a prerendered page needs for its first paint: the rules that can match its HTML. A page inlines these
// only; the whole stylesheets follow at the visitor's first interaction (src/boot.ts). On /training the inlined
// CSS drops from 148 KB to about a third, and so does the browser's style work while the page loads.
import postcss from 'postcss'

/** Every class name the HTML uses (on any element, in any state it was rendered in). */
export function classNamesIn(html) {
  const names = new Set()
  for (const [, value] of html.matchAll(/\bclass="([^"]*)"/g)) for (const name of value.split(/\s+/)) if (name) names.add(name)
  return names
}

/**
 * The class names a selector requires of one element chain: those outside any parentheses. Classes inside
 * `:not()`, `:is()`, `:where()` or `:has()` are left out, so such a rule is kept rather than wrongly dropped.
 */
function requiredClasses(selector) {
  let depth = 0
  let outside = ''
  for (const char of selector) {
    if (char === '(') depth++
    else if (char === ')') depth--
    else if (depth === 0) outside += char
  }
  return [...outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1])
}

/** Commas that separate selectors, not those inside `:is(a, b)`. */
function splitSelectors(selectorList) {
  const parts = []
  let depth = 0
  let current = ''
  for (const char of selectorList) {
    if (char === '(') depth++
    if (char === ')') depth--
    if (char === ',' && depth === 0) {
      parts.push(current)
      current = ''
    } else current += char
  }
  return [...parts, current]
}

const PRUNABLE_AT_RULES = /^(media|supports|layer|container)$/i

/**
 * A function giving the part of `css` that can match an element of a page using a set of class names. Rules go when
 * no selector of theirs can match; @media, @supports, @layer and @container keep what they contain that can match
 * and go when nothing is left; every other at-rule (@font-face, @keyframes, @property, @layer order) stays. The
 * order of what stays does not change. The stylesheet is parsed once, for every page that uses it.
 */
export function cssPruner(css) {
  const root = postcss.parse(css)
  const required = new Map()
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return
    required.set(rule, splitSelectors(rule.selector).map(requiredClasses))
  })
  const emit = (container, classNames) => {
    let out = ''
    for (const node of container.nodes ?? []) {
      if (node.type === 'comment') continue
      if (node.type === 'rule') {
        const selectors = required.get(node)
        if (!selectors || selectors.some((names) => names.every((name) => classNames.has(name)))) out += node.toString()
      } else if (node.type === 'atrule' && node.nodes && PRUNABLE_AT_RULES.test(node.name)) {
        const inner = emit(node, classNames)
        if (inner) out += `@${node.name}${node.raws.afterName ?? ' '}${node.params}{${inner}}`
      } else out += node.toString() + (node.type === 'atrule' && !node.nodes ? ';' : '')
    }
    return out
  }
  return (classNames) => emit(root, classNames)
}

/** `css` with only what can match an element of a page using `classNames` (see cssPruner). */
export function criticalCss(css, classNames) {
  return cssPruner(css)(classNames)
}
