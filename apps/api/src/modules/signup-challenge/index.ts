/**
 * The sign-up challenge module's face (issue 23, anti-automation; a module of its own, with no imports, so that auth
 * can use it without an import cycle through verification → notifications → auth).
 */
export { SignupChallenges, SignupChallengeModule } from './signup-challenge.js';
