// Texts of business verification. The business type labels are the spec's own (§2.3).
import { BUSINESS_TYPES, type ComplianceStep } from '@paydesk/contracts';

export const BUSINESS_TYPE_CHOICES = [
  {
    value: BUSINESS_TYPES[0],
    description: 'Registered with the Corporate Affairs Commission (CAC), with an RC or BN number.',
    needs: [
      'CAC RC or BN number and TIN',
      'CAC certificate, memorandum and articles, proof of address',
      "Each director's BVN",
    ],
  },
  {
    value: BUSINESS_TYPES[1],
    description: 'You trade in your own name and are not registered with the CAC yet.',
    needs: [
      'Your BVN or NIN',
      'The phone number registered with it, for a one-time code',
      'Your business address',
    ],
  },
] as const;

export const STEP_DESCRIPTIONS: Record<ComplianceStep, string> = {
  'business-information': 'Name, registration numbers, industry, address and contacts.',
  'business-documents': 'CAC certificate, memorandum and articles, proof of address.',
  'directors-information': "Each director's name and BVN, verified with their bank record.",
  identity: 'Your BVN or NIN, confirmed with a code sent to its phone number.',
  address: 'Where your business operates.',
};

export const COMPLIANCE_COPY = {
  onboardingTitle: 'Verify your business',
  onboardingIntro:
    'Paydesk verifies every business before money moves. Once we approve yours, payments, payroll and every other feature open up. It takes about 10 minutes.',
  start: 'Start verification',
  continue: 'Continue verification',
  viewStatus: 'View verification status',
  selectTitle: 'What kind of business is this?',
  selectIntro: 'We ask for different details depending on how your business is set up.',
  changeTypeTitle: 'Change business type?',
  changeTypeBody: 'What you saved for the other business type will be cleared.',
  registeredTitle: 'Registered business verification',
  freelanceTitle: 'Freelance business verification',
  submit: 'Submit for review',
  submitHint: 'Complete every step, then submit. Our team reviews it and emails you the outcome.',
  submitted: 'Verification submitted',
  saveAndContinue: 'Save and continue',
  back: 'Back to steps',
  completed: 'Completed',
  notStarted: 'Not started',
  edit: 'Edit',
  startStep: 'Start',
  rejectedTitle: 'Changes needed',
  documentsHint: 'PDF, JPEG or PNG, up to 5 MB each.',
  dropHere: 'Drag a file here or click to choose',
  replace: 'Drop a new file to replace it',
  wrongType: 'This file type is not accepted. Upload a PDF, JPEG or PNG file.',
  tooLarge: 'This file is larger than 5 MB.',
  addDirector: 'Add director',
  editDirector: 'Edit director',
  removeDirector: 'Remove',
  directorAdded: 'Director added and BVN verified',
  directorUpdated: 'Director updated',
  directorRemoved: 'Director removed',
  noDirectors: 'No directors yet. Add every director listed with the CAC.',
  bvnAgain: 'Enter the BVN again only when you change the name.',
  sendCode: 'Send code',
  resendCode: 'Send a new code',
  verify: 'Verify',
  identityVerified: 'Identity verified',
  codeLabel: 'Verification code',
  locked: 'Your verification is with our team and cannot be changed now.',
} as const;

export const STATUS_COPY = {
  not_started: { title: 'Not started', body: 'Start your business verification to unlock every feature.' },
  draft: { title: 'Not submitted yet', body: 'Finish the remaining steps and submit your verification.' },
  submitted: {
    title: 'Submitted',
    body: 'We have your details and will start reviewing them shortly. We will email you the outcome.',
  },
  in_review: {
    title: 'In review',
    body: 'Our team is reviewing your business. This usually takes a working day or two.',
  },
  approved: {
    title: 'Approved',
    body: 'Your business is verified. Every Paydesk feature is now open to you.',
  },
  rejected: {
    title: 'Changes needed',
    body: 'Our reviewer could not approve your verification yet. Fix what they asked and submit again.',
  },
} as const;

export const STATUS_ACTIONS = {
  goToDashboard: 'Go to dashboard',
  fixAndResubmit: 'Fix and resubmit',
  continue: 'Continue verification',
  start: 'Start verification',
  reviewerComment: "Reviewer's comment",
} as const;

/** The spec's business type label at the start of a sentence or heading: 'Registered business'. */
export const typeLabel = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);
