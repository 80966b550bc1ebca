/**
 * The payments module's face: the only file other modules import (ARCHITECTURE: Module faces, checked by
 * apps/api/eslint.config.mjs). It exports the Nest module, the services and types other modules use,
 * and nothing else; everything not listed here is the module's own business.
 */
export { StaffPaymentsService } from './staff-payments.service.js';
export { PaymentsModule } from './payments.module.js';
export { ReversalDesk, type PaymentReversal } from './reversal-desk.js';
