// Asking for a code, signing in with it, and accepting an invitation (which signs in too).
import {
  messageOnly,
  STAFF_PATHS,
  type StaffAcceptRequest,
  type StaffVerifyRequest,
  staffSessionResponse,
} from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { useStaffSession } from '../state/staff-session-store.ts';
import { staffCall } from './staff-request.ts';

export const useRequestCodeMutation = () =>
  useMutation({
    mutationFn: (identifier: string) =>
      staffCall({ method: 'POST', path: STAFF_PATHS.requestCode, body: { identifier } }, messageOnly),
  });

export const useVerifyCodeMutation = () =>
  useMutation({
    mutationFn: (body: StaffVerifyRequest) =>
      staffCall({ method: 'POST', path: STAFF_PATHS.verifyCode, body }, staffSessionResponse),
    onSuccess: ({ data }) => useStaffSession.getState().signIn(data),
  });

export const useAcceptInvitationMutation = () =>
  useMutation({
    mutationFn: (body: StaffAcceptRequest) =>
      staffCall({ method: 'POST', path: STAFF_PATHS.acceptInvitation, body }, staffSessionResponse),
    onSuccess: ({ data }) => useStaffSession.getState().signIn(data),
  });
