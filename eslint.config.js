import { builtinModules } from 'node:module'
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist', '.dist-server', '.data', '.prerender', '.prerender-swap', '.data-e2e', 'node_modules', 'public/mockServiceWorker.js', 'test-results', 'playwright-report', 'coverage'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/fixtures', '**/fixtures/*'], message: 'src/ reads content through the API, never from fixtures.' }] },
      ],
    },
  },
  {
    // The API app runs in the browser (the demo's mock) as well as on the server: Fetch and Web Crypto only, and it
    // knows neither its stores' adapters nor the server's Node side.
    files: ['api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules.map((name) => ({ name, message: 'api/ runs in the browser too: no Node built-ins.' })),
          patterns: [
            { group: ['node:*'], message: 'api/ runs in the browser too: no Node built-ins.' },
            { group: ['**/server/*', '**/mocks/*'], message: 'api/ is given its store; it never imports an adapter or the server.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'process', message: 'api/ reads its configuration from its options.' }, 'Buffer', '__dirname'],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*.{js,mjs,ts}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-console': 'off' },
  },
)
