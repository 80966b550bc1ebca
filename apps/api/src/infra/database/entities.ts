import { EmailToken, MfaRecoveryCode, RememberToken, Session } from '../../modules/auth/auth.entities.js';
import { Member } from '../../modules/members/member.entity.js';

/** Every TypeORM entity, listed once for the data source. */
export const entities = [Member, Session, RememberToken, EmailToken, MfaRecoveryCode];
