/**
 * jsdom finds a label's control by walking the whole document for the element its `for` names, a control's labels
 * by asking every element of the document for its control, and `[id="…"]` (how Testing Library follows
 * aria-labelledby) by matching the selector against every element. Label queries and accessible names read all
 * three, once per element of the page: they were half of a form test's time. The same answers, found directly:
 * by id through getElementById (the first element with that id in tree order, as the selector's answer is), a
 * wrapping label's control among its own descendants.
 */
const LABELABLE = 'button, meter, output, progress, select, textarea, input'
const LABELABLE_TAGS = new Set(['BUTTON', 'METER', 'OUTPUT', 'PROGRESS', 'SELECT', 'TEXTAREA', 'INPUT'])

function isLabelable(element: Element | null): element is HTMLElement {
  if (element === null || element.namespaceURI !== 'http://www.w3.org/1999/xhtml' || !LABELABLE_TAGS.has(element.tagName))
    return false
  return element.tagName !== 'INPUT' || (element as HTMLInputElement).type !== 'hidden'
}

function firstLabelable(root: ParentNode): HTMLElement | null {
  for (const element of root.querySelectorAll(LABELABLE)) if (isLabelable(element)) return element
  return null
}

/** `[id="…"]` alone: the selector Testing Library builds for each id an aria-labelledby names. */
const ID_SELECTOR = /^\[id="([^"\\]*)"\]$/

function speedUpIdSelectors(): void {
  for (const { prototype } of [Document, Element, DocumentFragment]) {
    const original = prototype.querySelector as (this: ParentNode, selectors: string) => Element | null
    Object.defineProperty(prototype, 'querySelector', {
      configurable: true,
      writable: true,
      value(this: ParentNode & Node, selectors: string): Element | null {
        const id = ID_SELECTOR.exec(selectors)?.[1]
        const root = this.getRootNode()
        if (id === undefined || !(root instanceof Document || root instanceof DocumentFragment))
          return original.call(this, selectors)
        const found = root.getElementById(id)
        if (found === null) return null
        // The first with that id in the root; when it is outside this node, one inside may still follow.
        if (found !== this && this.contains(found)) return found
        return original.call(this, selectors)
      },
    })
  }
}

export function speedUpLabels(): void {
  speedUpIdSelectors()
  const original = Object.getOwnPropertyDescriptor(HTMLLabelElement.prototype, 'control')!.get!
  Object.defineProperty(HTMLLabelElement.prototype, 'control', {
    configurable: true,
    get(this: HTMLLabelElement): HTMLElement | null {
      const id = this.getAttribute('for')
      if (id === null) return firstLabelable(this)
      if (id === '') return null
      const root = this.getRootNode()
      if (!(root instanceof Document || root instanceof DocumentFragment)) return original.call(this) as HTMLElement | null
      const target = root.getElementById(id)
      return isLabelable(target) ? target : null
    },
  })
  const labelables = [
    HTMLButtonElement,
    HTMLInputElement,
    HTMLMeterElement,
    HTMLOutputElement,
    HTMLProgressElement,
    HTMLSelectElement,
    HTMLTextAreaElement,
  ]
  for (const { prototype } of labelables) {
    Object.defineProperty(prototype, 'labels', {
      configurable: true,
      get(this: HTMLElement): NodeListOf<HTMLLabelElement> | null {
        if (!isLabelable(this)) return null
        const root = this.getRootNode() as ParentNode
        const labels = [...root.querySelectorAll('label')].filter((label) => label.control === this)
        return labels as unknown as NodeListOf<HTMLLabelElement>
      },
    })
  }
}
