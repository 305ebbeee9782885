import { OPS_PATHS, type OperatorLoginRequest, operatorLoginResponse } from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { opsCall } from './ops-request.ts';

export const useOperatorLoginMutation = () =>
  useMutation({
    mutationFn: (body: OperatorLoginRequest) =>
      opsCall({ method: 'POST', path: OPS_PATHS.login, body }, operatorLoginResponse),
  });
