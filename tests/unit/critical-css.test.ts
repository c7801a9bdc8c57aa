// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { classNamesIn, criticalCss } from '../../server/render/critical-css.mjs'

const page = classNamesIn('<main class="hero  card"><p class="card-title">x</p><span class="">y</span></main>')

describe('the CSS a prerendered page inlines', () => {
  it('reads every class name the HTML uses', () => {
    expect([...page].sort()).toEqual(['card', 'card-title', 'hero'])
  })

  it('keeps the rules that can match the page and drops those that cannot, in their order', () => {
    const css =
      '.hero{color:red}.modal{color:blue}.card .card-title{margin:0}.card .modal-title{margin:1px}.card:hover{color:green}'
    expect(criticalCss(css, page)).toBe('.hero{color:red}.card .card-title{margin:0}.card:hover{color:green}')
  })

  it('keeps rules with no class (elements, :root, attributes) and a selector list if any selector can match', () => {
    const css = ':root{--a:1}button,select{font:inherit}[data-x] p{margin:0}.modal,.hero{padding:0}.modal,.drawer{padding:1px}'
    expect(criticalCss(css, page)).toBe(':root{--a:1}button,select{font:inherit}[data-x] p{margin:0}.modal,.hero{padding:0}')
  })

  it('never drops a rule for a class it names only inside :not(), :is(), :where() or :has()', () => {
    const css = '.card:not(.modal){a:1}:where(.modal,.hero) p{b:2}.hero:has(.drawer){c:3}:is(.modal) .drawer{d:4}'
    expect(criticalCss(css, page)).toBe('.card:not(.modal){a:1}:where(.modal,.hero) p{b:2}.hero:has(.drawer){c:3}')
  })

  it('prunes inside @media and @supports, drops them when empty, and keeps @font-face, @keyframes and @layer orders', () => {
    const css =
      '@layer base,app;@font-face{font-family:x;src:url(x.woff2)}@keyframes spin{0%{opacity:0}to{opacity:1}}' +
      '@media (min-width:48em){.hero{a:1}.modal{b:2}}@media print{.modal{c:3}}@supports (display:grid){@media (hover:hover){.card:hover{d:4}}}'
    expect(criticalCss(css, page)).toBe(
      '@layer base,app;@font-face{font-family:x;src:url(x.woff2)}@keyframes spin{0%{opacity:0}to{opacity:1}}' +
        '@media (min-width:48em){.hero{a:1}}@supports (display:grid){@media (hover:hover){.card:hover{d:4}}}',
    )
  })
})
