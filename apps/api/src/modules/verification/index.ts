/**
 * The verification module's face: the only file other modules import (ARCHITECTURE: Module faces, checked by
 * apps/api/eslint.config.mjs). It exports the Nest module and the services other modules use.
 */
export { VerificationService } from './verification.service.js';
export { VerificationModule } from './verification.module.js';
