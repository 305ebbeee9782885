// The request layer's texts, exactly as spec §8 quotes them (including their spelling).
export const API_MESSAGES = {
  invalidResponse: 'Invalid response data.',
  offline: 'No Internet Connection',
  noResponse: 'Error: Invalid request. Please try again later.',
  otherFailure: 'An error occurred. Please try again later.',
  noData: 'response.data is not defined!',
  refreshFailedTitle: 'Authorization',
  refreshFailed: 'An error occured, Please Login Again',
  fallbackToast: 'An error occurred',
  validationErrors: 'Validation Errors',
} as const;

/** 401 messages that trigger a token refresh, compared case-insensitively (spec §5). */
export const REFRESH_TRIGGER_MESSAGES = ['expired session, please login again', 'unauthorized'] as const;
