/**
 * The auth module's face: the only file other modules import (ARCHITECTURE: Module faces, checked by
 * apps/api/eslint.config.mjs). It exports the Nest module, the services and types other modules use,
 * and nothing else; everything not listed here is the module's own business.
 */
export { AUTH_ENTITIES } from './auth.entities.js';
export { isSecure } from './cookies.js';
export type { AuthContext } from './sessions.service.js';
export { SessionsService } from './sessions.service.js';
export { AuthModule } from './auth.module.js';
