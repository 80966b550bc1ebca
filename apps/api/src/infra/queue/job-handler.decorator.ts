import { SetMetadata } from '@nestjs/common';
import type { JobName } from '@community/contracts';

export const JOB_HANDLER = 'jobHandler';

/** Marks a provider method as the handler of one job (exactly one handler per job name). */
export const JobHandler = (name: JobName) => SetMetadata(JOB_HANDLER, name);
