// One date and time rule (issue 29): the scan for other date shapes is shared with the API tests' PDF checks
// (packages/contracts/src/date-shapes.ts); what only a browser has stays here.
export { OTHER_DATE_SHAPES, otherDateShapes } from '@paydesk/contracts';

/** Native date inputs (the browser's mm/dd/yyyy): forms pick days in Mantine's calendar instead. */
export const NATIVE_DATE_INPUTS = 'input[type="date"], input[type="month"], input[type="datetime-local"]';
