// Lint for the API: the workspace rules, plus the module boundaries (ARCHITECTURE "Data flows one way")
// and typed rules. Self-contained: it only spreads the root config's default export.
import tseslint from 'typescript-eslint';
import root from '../../eslint.config.mjs';

const modulesMsg = 'shared/ and infra/ serve every module and never import a feature module (modules/**): pass what they need in (a port, a callback, a type from libs/contracts).';

const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * From a file below modules/ (`up` leads back to modules/): another module is reached only through its face
 * (`<family>/index.js`); `up` + `../` is src/ itself (infra, shared), not a module.
 */
function facePattern(up) {
  return {
    regex: `^${esc(up)}(?!\.\./)(?![^/]+/index\.js$)[^/]+/.+`,
    message: 'Import another module only through its face, `modules/<family>/index.ts` (ARCHITECTURE: Module faces).',
  };
}

/** The TypeORM `Member` entity stays inside the members module; others get `MemberRef`/`MemberAccount` from its face. */
const memberEntityPattern = {
  group: ['**/member.entity.js'],
  message: 'The Member entity file is the members module’s own: import what you need from `modules/members/index.ts`.',
};
/** …and not by its name through the face either: between modules a member is a read-only reference type. */
const memberNamePattern = {
  group: ['**/members/index.js'],
  importNames: ['Member'],
  message: 'Outside the members module a member is a `MemberRef` (or `MemberAccount`, `MemberCredentials`) from its face, never the TypeORM `Member` entity (ARCHITECTURE: Module faces).',
};
const memberPatterns = [memberEntityPattern, memberNamePattern];
const modulesPattern = { group: ['**/modules/**'], message: modulesMsg };
const restricted = (...patterns) => ['error', { patterns }];

export default tseslint.config(
  ...root,
  {
    files: ['src/**/*.ts', 'test/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  // Outside members, no file (nor test) imports the entity file or the name `Member` (the composition root takes the
  // entity list from the face).
  { files: ['src/**/*.ts', 'test/**/*.ts'], ignores: ['src/modules/members/**'], rules: { 'no-restricted-imports': restricted(...memberPatterns) } },
  // modules/<family>/<file>.ts: another family is `../<other>/…`.
  {
    files: ['src/modules/*/*.ts'],
    ignores: ['src/modules/members/**'],
    rules: { 'no-restricted-imports': restricted(facePattern('../'), ...memberPatterns) },
  },
  { files: ['src/modules/members/*.ts'], rules: { 'no-restricted-imports': restricted(facePattern('../')) } },
  // modules/<family>/<sub>/<file>.ts: another family is `../../<other>/…` (`../x` stays inside the family).
  {
    files: ['src/modules/*/*/*.ts'],
    ignores: ['src/modules/members/**'],
    rules: { 'no-restricted-imports': restricted(facePattern('../../'), ...memberPatterns) },
  },
  { files: ['src/modules/members/*/*.ts'], rules: { 'no-restricted-imports': restricted(facePattern('../../')) } },
  // shared/ and infra/ never import modules/ (which also keeps the entity file out).
  { files: ['src/shared/**/*.ts', 'src/infra/**/*.ts'], rules: { 'no-restricted-imports': restricted(modulesPattern) } },
);
