// Lint for the API: the workspace rules, plus the module boundaries (ARCHITECTURE "Data flows one way")
// and typed rules. Self-contained: it only spreads the root config's default export.
import tseslint from 'typescript-eslint';
import root from '../../eslint.config.mjs';

const modulesMsg = 'shared/ and infra/ serve every module and never import a feature module (modules/**): pass what they need in (a port, a callback, a type from libs/contracts).';

/**
 * Deep imports of another module that predate the module faces. Each is a debt to move behind the
 * module's `index.ts`; the list may only shrink — any other import of another module's internals fails.
 */
const GRANDFATHERED = [
  'auth/access.js',
  'auth/auth.module.js',
  'auth/sessions.service.js',
  'coins/coins.module.js',
  'coins/coins.service.js',
  'media/albums.service.js',
  'media/media-pipeline.js',
  'media/media.module.js',
  'media/media.service.js',
  'media/upload.js',
  'members/activity/activity.service.js',
  'members/authed-profiles.service.js',
  'members/avatars/avatar-urls.js',
  'members/member.entity.js',
  'members/members.module.js',
  'members/members.service.js',
  'members/profile.js',
  'members/profiles/cards.js',
  'members/relationships/relationships.service.js',
  'messaging/messaging.module.js',
  'messaging/messaging.service.js',
  'notifications/notifications.module.js',
  'notifications/notifications.service.js',
  'payments/payments.module.js',
  'payments/staff-payments.service.js',
  'reports/reports.module.js',
  'reports/reports.service.js',
  'staff/audit/staff-audit.module.js',
  'staff/audit/staff-audit.service.js',
  'stories/stories.exception.js',
  'stories/stories.module.js',
  'stories/stories.service.js',
  'tickets/tickets.module.js',
  'tickets/tickets.service.js',
  'variants/variants.service.js',
];

const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * From a file below modules/ (`up` leads back to modules/): another module is reached only through its face
 * (`<family>/index.js`) or a grandfathered path; `up` + `../` is src/ itself (infra, shared), not a module.
 */
function faceRule(up) {
  const allowed = ['[^/]+/index\\.js', ...GRANDFATHERED.map(esc)].join('|');
  return [
    'error',
    {
      patterns: [
        {
          regex: `^${esc(up)}(?!\\.\\./)(?!(?:${allowed})$)[^/]+/.+`,
          message: 'Import another module only through its face, `modules/<family>/index.ts` (ARCHITECTURE: Module faces).',
        },
      ],
    },
  ];
}

export default tseslint.config(
  ...root,
  {
    files: ['src/**/*.ts', 'test/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  // modules/<family>/<file>.ts: another family is `../<other>/…`.
  { files: ['src/modules/*/*.ts'], rules: { 'no-restricted-imports': faceRule('../') } },
  // modules/<family>/<sub>/<file>.ts: another family is `../../<other>/…` (`../x` stays inside the family).
  { files: ['src/modules/*/*/*.ts'], rules: { 'no-restricted-imports': faceRule('../../') } },
  {
    files: ['src/shared/**/*.ts', 'src/infra/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/modules/**'], message: modulesMsg }] }] },
  },
);
