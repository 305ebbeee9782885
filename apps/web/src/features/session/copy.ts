// Texts of the session's profile refresh, the support banner and the support sign-in page.
export const SESSION_COPY = {
  supportBanner: (name: string) =>
    `Support session: ${name} from Paydesk is signed in to this business. Every action is recorded under their name.`,
  supportSigningIn: 'Signing in as support…',
  supportFailedTitle: 'This support link cannot be used',
  supportFailedHint:
    'Support links work once, within 5 minutes. Ask for a new one from the operator console.',
  backToConsole: 'Back to the console',
} as const;
