// The API's own contracts, read from the source (bench is not a dependant of @paydesk/contracts).
export { AUTH_PATHS } from '../../packages/contracts/src/auth.ts';
export { CHANNEL } from '../../packages/contracts/src/constants.ts';
export { PAYMENTS_PATHS } from '../../packages/contracts/src/payments.ts';
export { EMPLOYEE_UPLOAD_COLUMNS } from '../../packages/contracts/src/people-upload.ts';
