// Texts of the error and safety pages, exactly as the spec quotes them (§1, §2.5).
export const ERRORS_COPY = {
  notFound:
    'Oops! It seems like the page you are looking for, is not available! Please try again or go back to home.',
  exit: 'Exit',
  fakeWebsiteHeading: 'FAKE WEBSITE DETECTED',
} as const;
