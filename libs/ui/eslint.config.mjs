// The UI library's lint: the workspace rules plus the rules of hooks.
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import base from '../../eslint.config.mjs';

export default tseslint.config(...base, {
  files: ['src/**/*.{ts,tsx}'],
  plugins: { 'react-hooks': reactHooks },
  rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
});
