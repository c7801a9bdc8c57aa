// msw's browser bundle (msw/lib/browser/index.mjs) is one prebundled file that inlines, besides the service-worker
// client the mock layer uses, the WebSocket interceptor (always enabled by setupWorker().start()) and the
// XMLHttpRequest interceptor (used only by the fallback mode, without a service worker). The app never mocks a
// WebSocket and only calls fetch, and rolldown cannot tree-shake these (classes extending globals, static blocks), so
// this plugin cuts their text out of the client build and unhooks them from setupWorker. It fails the build rather
// than guess when msw's file is not the one it was written for. See docs/decisions/023-msw-lean-browser-bundle.md.
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
// magic-string (the source map of the rewritten file) is the string editor Vite's own plugins use.
import MagicString from 'magic-string'
import { parseAst } from 'vite'

/** The msw version this plugin was checked against. */
export const MSW_VERSION = '2.15.0'

/** msw's browser ES bundle, the file the plugin rewrites. */
export const MSW_BROWSER_BUNDLE = /[\\/]msw[\\/]lib[\\/]browser[\\/]index\.mjs$/

/** The sections dropped, by the path in their `// node_modules/...` comment. */
const DROPPED_SECTIONS = [
  {
    what: 'the WebSocket interceptor',
    path: /[\\/]@mswjs[\\/]interceptors[\\/]lib[\\/]browser[\\/]interceptors[\\/]WebSocket[\\/]index\.mjs$/,
  },
  { what: 'resolveWebSocketUrl', path: /[\\/]@mswjs[\\/]interceptors[\\/]lib[\\/]browser[\\/]resolveWebSocketUrl-[\w-]+\.mjs$/ },
  {
    what: 'the XMLHttpRequest interceptor',
    path: /[\\/]@mswjs[\\/]interceptors[\\/]lib[\\/]browser[\\/]XMLHttpRequest-[\w-]+\.mjs$/,
  },
]

/** The uses of what is dropped, each expected exactly once. */
const REWRITES = [
  {
    what: "setupWorker().start()'s WebSocket source (sources: [httpSource, new InterceptorSource2({ interceptors: [new WebSocketInterceptor()] })])",
    find: /sources:\s*\[\s*httpSource\s*,\s*new\s+InterceptorSource2\s*\(\s*\{\s*interceptors:\s*\[\s*new\s+WebSocketInterceptor\s*\(\s*\)\s*,?\s*\]\s*,?\s*\}\s*\)\s*,?\s*\]/g,
    replace: 'sources: [httpSource]',
  },
  {
    what: "the fallback mode's interceptors (interceptors: [new XMLHttpRequestInterceptor(), new FetchInterceptor()])",
    find: /interceptors:\s*\[\s*new\s+XMLHttpRequestInterceptor\s*\(\s*\)\s*,\s*new\s+FetchInterceptor\s*\(\s*\)\s*,?\s*\]/g,
    replace: 'interceptors: [new FetchInterceptor()]',
  },
]

/** A section starts at a path comment in column 0, as esbuild/tsup write them. */
const SECTION_HEADER = /^\/\/ ((?:node_modules|src)\/.*)$/gm
/** A top-level declaration: column 0, as the bundler prints them. */
const DECLARATION = /^(?:var|let|const|(?:async\s+)?function\s*\*?|class)\s+([A-Za-z_$][\w$]*)/gm

/** The version of the msw package that holds this file. */
export function mswVersionOf(bundleFile) {
  const manifest = resolve(dirname(bundleFile), '..', '..', 'package.json')
  return JSON.parse(readFileSync(manifest, 'utf8')).version
}

/** The names a top-level statement declares; `?` for a declaration it cannot read (a destructuring pattern). */
function declaredNames(node) {
  const declaration = node.type.startsWith('Export') && node.declaration ? node.declaration : node
  if (declaration.type === 'VariableDeclaration') {
    return declaration.declarations.map((declarator) => (declarator.id.type === 'Identifier' ? declarator.id.name : '?'))
  }
  if ((declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') && declaration.id)
    return [declaration.id.name]
  return []
}

/**
 * Every identifier the code uses as a name (a binding or a reference), leaving out property names (`a.name`,
 * `{ name: a }`, class members), which are not bindings. Identifiers in strings and comments are not nodes.
 */
function referencedNames(program) {
  const names = new Set()
  const isPropertyName = (node, key, parent) =>
    !parent.computed &&
    ((parent.type === 'MemberExpression' && key === 'property') ||
      (parent.type === 'Property' && key === 'key' && !parent.shorthand) ||
      ((parent.type === 'MethodDefinition' || parent.type === 'PropertyDefinition') && key === 'key'))
  const visit = (node, key, parent) => {
    if (Array.isArray(node)) return node.forEach((child) => visit(child, key, parent))
    if (!node || typeof node.type !== 'string') return
    if (node.type === 'Identifier' && !(parent && isPropertyName(node, key, parent))) names.add(node.name)
    for (const [childKey, child] of Object.entries(node)) if (child && typeof child === 'object') visit(child, childKey, node)
  }
  visit(program)
  return names
}

/**
 * msw's browser bundle without the WebSocket and XMLHttpRequest interceptors. Throws, naming what was not found, when
 * the version is not MSW_VERSION, a section or a rewrite is not found exactly once, a dropped section imports or
 * exports anything, or a name declared in a dropped section is still used by what remains.
 * @param {string} code the text of msw/lib/browser/index.mjs
 * @param {{ version: string, id?: string }} options msw's installed version; the file's id, for the source map
 * @returns {{ code: string, map: import('magic-string').SourceMap }}
 */
export function leanMswBrowser(code, { version, id = 'msw/lib/browser/index.mjs' }) {
  const fail = (problem) => {
    throw new Error(
      `msw-lean (scripts/msw-lean.mjs): msw ${version}: ${problem}. The plugin was written for msw ${MSW_VERSION}; ` +
        're-check it against this version (docs/decisions/023-msw-lean-browser-bundle.md).',
    )
  }
  const parse = (text, problem) => {
    try {
      return parseAst(text)
    } catch (error) {
      return fail(`${problem}: ${error instanceof Error ? error.message : error}`)
    }
  }
  if (version !== MSW_VERSION) fail(`installed version is not ${MSW_VERSION}`)

  const headers = [...code.matchAll(SECTION_HEADER)]
  if (headers.length === 0) fail('no section comment (// node_modules/... or // src/...) in lib/browser/index.mjs')
  const sections = headers.map((header, i) => ({
    path: header[1],
    start: header.index,
    end: i + 1 < headers.length ? headers[i + 1].index : code.length,
  }))

  const s = new MagicString(code)
  const dropped = []
  for (const { what, path } of DROPPED_SECTIONS) {
    const found = sections.filter((section) => path.test(section.path))
    if (found.length !== 1) fail(`the section of ${what} (${path}) was found ${found.length} times, expected once`)
    const [section] = found
    const text = code.slice(section.start, section.end)
    if (/^(?:import|export)\b/m.test(text)) fail(`the section of ${what} imports or exports: dropping it is not safe`)
    dropped.push({ what, section, text })
    s.remove(section.start, section.end)
  }

  for (const { what, find, replace } of REWRITES) {
    const found = [...code.matchAll(find)]
    if (found.length !== 1) fail(`${what} was found ${found.length} times, expected once`)
    const [match] = found
    if (dropped.some(({ section }) => match.index < section.end && match.index + match[0].length > section.start)) {
      fail(`${what} lies in a dropped section`)
    }
    s.overwrite(match.index, match.index + match[0].length, replace)
  }

  const result = s.toString()
  const remaining = referencedNames(parse(result, 'the rewritten file does not parse'))
  const program = parse(code, 'the file does not parse')
  for (const { what, section, text } of dropped) {
    const declared = new Set([...text.matchAll(DECLARATION)].map((match) => match[1]))
    for (const node of program.body) {
      if (node.start >= section.start && node.end <= section.end) for (const name of declaredNames(node)) declared.add(name)
    }
    for (const name of declared) {
      if (name === '?') fail(`a destructuring declaration in the dropped section of ${what} could not be checked`)
      if (remaining.has(name))
        fail(`\`${name}\`, declared in the dropped section of ${what}, is still referenced by the rest of the file`)
    }
  }
  return { code: result, map: s.generateMap({ hires: true, source: id, includeContent: true }) }
}

/**
 * The Vite plugin, for the client build: rewrites msw's browser bundle with leanMswBrowser, and fails the build if msw
 * was bundled without passing through it (a moved or renamed file).
 * @returns {import('vite').Plugin}
 */
export function mswLean() {
  let transformed = false
  return {
    name: 'msw-lean',
    apply: (_, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    transform: {
      filter: { id: MSW_BROWSER_BUNDLE },
      handler(code, id) {
        const file = id.split('?')[0]
        if (!MSW_BROWSER_BUNDLE.test(file)) return null
        transformed = true
        return leanMswBrowser(code, { version: mswVersionOf(file), id: file })
      },
    },
    buildEnd(error) {
      if (error || transformed) return
      const mswModule = [...this.getModuleIds()].find((id) => /[\\/]node_modules[\\/]msw[\\/]lib[\\/]browser[\\/]/.test(id))
      if (mswModule) {
        this.error(
          `msw-lean (scripts/msw-lean.mjs): msw's browser code was bundled from ${mswModule}, not lib/browser/index.mjs; re-check the plugin.`,
        )
      }
    },
  }
}
