// Runs before first paint: a browser holding admin edits (the mock's stored database) must not see the
// prerendered seed content flash before its own data renders. Kept external: the CSP forbids inline script.
try {
  if (window.localStorage.getItem('sunharvest-demo-db')) document.documentElement.setAttribute('data-local-edits', '')
} catch {
  // Storage blocked: nothing can have been edited here.
}
