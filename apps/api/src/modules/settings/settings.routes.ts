// Routes of account settings: the member's profile and photo, the company's details and logo, preferences, and
// the signed media URLs photos and logos load from. Schema, permission, call the service, answer { message, data }.
import multipart from '@fastify/multipart';
import {
  accountProfileResponse,
  changePhoneRequest,
  companyDetailsResponse,
  confirmPhoneRequest,
  memberPreferencesResponse,
  phoneCodeSentResponse,
  SETTINGS_PATHS,
  UPLOAD_MAX_BYTES,
  updateCompanyRequest,
  updatePreferencesRequest,
  updateProfileRequest,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, can, errors, errorsWith5xx, readUpload, security } from '../../http/route-kit.ts';
import * as company from './company.service.ts';
import { openMedia } from './media-files.service.ts';
import * as preferences from './preferences.service.ts';
import * as profile from './profile.service.ts';
import type { SettingsDeps } from './settings-deps.ts';

export function settingsRoutes(deps: SettingsDeps) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['settings'];
    // Self-service: every signed-in member has this base permission for their own profile.
    const self = can('settings.profile.manage');
    const profileOut = { 200: accountProfileResponse, ...errors };
    const companyOut = { 200: companyDetailsResponse, ...errors };
    const upload = {
      tags,
      security,
      consumes: ['multipart/form-data'],
      description: 'A JPEG or PNG image (checked by content), at most 2 MB and 4096 pixels a side.',
    };

    api.get(
      SETTINGS_PATHS.profile,
      { schema: { tags, security, response: profileOut }, config: self },
      async (request) => ({ message: 'Profile', data: await profile.getProfile(deps, callerOf(request)) }),
    );
    api.patch(
      SETTINGS_PATHS.profile,
      { schema: { tags, security, body: updateProfileRequest, response: profileOut }, config: self },
      async (request) => ({
        message: 'Profile updated',
        data: await profile.updateProfile(deps, callerOf(request), request.body),
      }),
    );
    api.post(
      SETTINGS_PATHS.phone,
      {
        schema: {
          tags,
          security,
          body: changePhoneRequest,
          response: { 200: phoneCodeSentResponse, ...errors },
        },
        config: self,
      },
      async (request) => ({
        message: 'A code has been sent to the new phone number',
        data: await profile.requestPhoneChange(deps, callerOf(request), request.body.phoneNumber),
      }),
    );
    api.post(
      SETTINGS_PATHS.phoneConfirm,
      { schema: { tags, security, body: confirmPhoneRequest, response: profileOut }, config: self },
      async (request) => ({
        message: 'Phone number updated',
        data: await profile.confirmPhoneChange(deps, callerOf(request), request.body.code),
      }),
    );
    api.put(
      SETTINGS_PATHS.photo,
      { schema: { ...upload, response: { 200: accountProfileResponse, ...errorsWith5xx } }, config: self },
      async (request) => {
        const file = await readUpload(request);
        return { message: 'Photo updated', data: await profile.uploadPhoto(deps, callerOf(request), file) };
      },
    );

    api.get(
      SETTINGS_PATHS.company,
      { schema: { tags, security, response: companyOut }, config: can('session') },
      async (request) => ({
        message: 'Company details',
        data: await company.getCompanyDetails(deps, callerOf(request)),
      }),
    );
    api.patch(
      SETTINGS_PATHS.company,
      {
        schema: { tags, security, body: updateCompanyRequest, response: companyOut },
        config: can('settings.company.manage'),
      },
      async (request) => ({
        message: 'Company details updated',
        data: await company.updateCompanyDetails(deps, callerOf(request), request.body),
      }),
    );
    api.put(
      SETTINGS_PATHS.logo,
      {
        schema: { ...upload, response: { 200: companyDetailsResponse, ...errorsWith5xx } },
        config: can('settings.company.manage'),
      },
      async (request) => {
        const file = await readUpload(request);
        return { message: 'Logo updated', data: await company.uploadLogo(deps, callerOf(request), file) };
      },
    );

    const preferencesOut = { 200: memberPreferencesResponse, ...errors };
    api.get(
      SETTINGS_PATHS.preferences,
      { schema: { tags, security, response: preferencesOut }, config: self },
      async (request) => ({
        message: 'Preferences',
        data: await preferences.getPreferences(deps, callerOf(request)),
      }),
    );
    api.put(
      SETTINGS_PATHS.preferences,
      { schema: { tags, security, body: updatePreferencesRequest, response: preferencesOut }, config: self },
      async (request) => ({
        message: 'Preferences saved',
        data: await preferences.savePreferences(deps, callerOf(request), request.body),
      }),
    );

    api.get(
      SETTINGS_PATHS.media,
      {
        schema: {
          tags,
          description: 'A profile photo or logo at the signed URL the profile or company details answered.',
          params: z.object({
            companyId: z.string().uuid('Not found'),
            fileId: z.string().uuid('Not found'),
          }),
          querystring: z.object({ sig: z.string().max(64).default('') }),
        },
      },
      async (request, reply) => {
        const file = await openMedia(
          deps,
          request.params.companyId,
          request.params.fileId,
          request.query.sig,
        );
        return (
          reply
            .type(file.mimeType)
            .header('content-length', String(file.size))
            // The URL names one immutable file; a new photo gets a new URL.
            .header('cache-control', 'private, max-age=31536000, immutable')
            .header('x-content-type-options', 'nosniff')
            .header('content-security-policy', "default-src 'none'")
            .send(file.stream)
        );
      },
    );
  };
}
