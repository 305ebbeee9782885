// What a page behind an emailed invitation link says when the link no longer works: an invitation the business
// withdrew (the pending member removed) says so; a used, expired or wrong link gets the page's own hint.
import { ErrorCode } from '@paydesk/contracts';
import type { ReactNode } from 'react';
import { isApiError } from './api/index.ts';

export const WITHDRAWN_INVITATION_HINT =
  'The business withdrew this invitation, so this link no longer works. If you still expect to join, ask the business owner or an administrator to invite you again.';

export const isWithdrawnInvitation = (error: unknown) =>
  isApiError(error) && error.code === ErrorCode.invitationWithdrawn;

/** The text under the error's message: why the link stopped working and what to do. */
export const unusableLinkHint = (error: unknown, otherwise: ReactNode): ReactNode =>
  isWithdrawnInvitation(error) ? WITHDRAWN_INVITATION_HINT : otherwise;
