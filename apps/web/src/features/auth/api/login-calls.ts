// What logging in sends and checks: the form's schema, the login call and the IP lookup. Loaded when first used
// (the login form's first focus, or its submit), not with the /login page: it brings the request layer, the payload
// cipher, zod and the auth contracts, which a phone on a slow network should not wait for before the form shows
// (issue 30, docs/web-performance.md).
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_PATHS, clientInfoResponse, type LoginRequest, loginResponse } from '@paydesk/contracts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { loginForm } from '../schemas.ts';
import { authPost } from './auth-request.ts';

export const loginFormResolver = zodResolver(loginForm);

export const postLogin = (body: LoginRequest) => authPost(AUTH_PATHS.login, body, loginResponse);

export const fetchClientInfo = async () =>
  parseResponse(
    clientInfoResponse,
    await request({ method: 'GET', path: AUTH_PATHS.clientInfo, encrypted: true }),
  ).data;
