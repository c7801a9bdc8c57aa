// Runs before first paint: when this browser's API data may differ from the prerendered seed (admin edits in
// the mock's stored database, or mock faults set for testing), the seed content must not flash before the
// app renders its own. Kept external: the CSP forbids inline script.
try {
  const storage = window.localStorage
  const differs =
    storage.getItem('sunharvest-demo-db') !== null ||
    storage.getItem('sunharvest-mock-faults') !== null ||
    /[?&]mock-faults=/.test(window.location.search)
  if (differs) document.documentElement.setAttribute('data-local-edits', '')
} catch {
  // Storage blocked: nothing can have been edited here.
}
