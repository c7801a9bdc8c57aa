/** The admin account of every test backend (server/testing.ts); the test helpers sign in with it on the mock too. */
export const TEST_ADMIN = { email: 'admin@example.com', password: 'secret-42' }
