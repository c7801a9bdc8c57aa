// What a user waits for, timed inside the page: from the input event (or the navigation) to the first frame painted
// once the result is in the DOM. The driver's round trips (Playwright polling, CDP) are not in these figures.
// Every function here runs in the browser (Playwright serialises it), so each is self-contained.

/** True once the screen shows what `spec` describes. */
function shownIn(spec) {
  const rows = (scope) => [...document.querySelectorAll(scope)]
  const text = (element) => element?.textContent ?? ''
  switch (spec.kind) {
    case 'first':
      return rows(spec.scope).length > 0 && (!spec.text || text(rows(spec.scope)[0]).includes(spec.text))
    case 'only': {
      const all = rows(spec.scope)
      return all.length === 1 && text(all[0]).includes(spec.text)
    }
    case 'text':
      return text(document.querySelector(spec.scope ?? 'body')).includes(spec.text)
    case 'checked':
      return document.querySelectorAll(spec.scope)[spec.index]?.checked === true
    case 'stats':
      return spec.names.every((name) =>
        [...document.querySelectorAll('[role="group"][aria-labelledby]')].some(
          (group) =>
            document.getElementById(group.getAttribute('aria-labelledby'))?.textContent === name &&
            /^\d+$/.test(text(group.querySelector('[data-testid="stat-value"]'))),
        ),
      )
    default:
      throw new Error(`unknown spec ${spec.kind}`)
  }
}

/** Watches the DOM; `onShown(ms)` gets performance.now() at the first frame after `spec` is shown and `ready()`. */
function watch(spec, ready, onShown) {
  let done = false
  const check = () => {
    if (done || !ready() || !shownIn(spec)) return false
    done = true
    observer.disconnect()
    // rAF runs before the frame is painted; a message posted from it is handled once that frame has gone out.
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => onShown(performance.now())
      channel.port2.postMessage(null)
    })
    return true
  }
  const observer = new MutationObserver(check)
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
  // Properties such as a checkbox's `checked` change without a mutation: look at every frame too.
  const poll = () => {
    if (!check() && !done) requestAnimationFrame(poll)
  }
  requestAnimationFrame(poll)
}

/** In the page: arms a measure that starts at the next input event (pointer, key, input, change). */
function arm(spec) {
  const bench = (window.__bench ??= { inputAt: null })
  if (!bench.listening) {
    bench.listening = true
    for (const type of ['pointerdown', 'keydown', 'input', 'change'])
      addEventListener(type, (event) => void (bench.inputAt ??= event.timeStamp), true)
  }
  bench.inputAt = null
  bench.result = new Promise((resolve) => watch(spec, () => bench.inputAt !== null, (at) => resolve(at - bench.inputAt)))
}

/** Source evaluated through the driver (not under the page's CSP, which forbids eval): `fn(spec)` beside its helpers. */
const inPage = (fn, spec) =>
  `(() => { const shownIn = ${shownIn}; const watch = ${watch}; return (${fn})(${JSON.stringify(spec)}) })()`

/** Runs `action` (Playwright input) and answers the ms from its first input event to the result painted. */
export async function paintedAfter(page, spec, action) {
  await page.evaluate(inPage(arm, spec))
  await action()
  return page.evaluate(() => window.__bench.result)
}

/** For a fresh page before it navigates: performance.now() (from the navigation's start) once `spec` is painted. */
export async function watchColdLoad(context, spec) {
  const start = (spec) => {
    window.__benchCold = new Promise((resolve) => watch(spec, () => true, resolve))
  }
  await context.addInitScript({ content: inPage(start, spec) })
}

/** performance.now() once the cold load's `spec` painted; asked again if the document was replaced meanwhile. */
export async function coldLoadPainted(page) {
  for (;;) {
    try {
      return await page.evaluate(() => window.__benchCold)
    } catch (error) {
      if (!/Execution context was destroyed/.test(String(error))) throw error
    }
  }
}
