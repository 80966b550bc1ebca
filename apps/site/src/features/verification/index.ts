// ID verification (issue 23): the `/id-` page (app/pages.ts) and its query.
export { IdVerificationPage } from './IdVerificationPage';
export { ownVerificationQuery, signupChallengeAnswer, verificationKeys } from './api';
