/**
 * Where the admin's session lives: localStorage when "Remember me" was ticked, else sessionStorage (ends with the
 * tab). No imports: the Playwright testing kit (mocks/testing-playwright.ts) stores a session here too.
 */
export const SESSION_KEY = 'sunharvest-admin-session'
