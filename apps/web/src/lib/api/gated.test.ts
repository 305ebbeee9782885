import { messageOnly } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { parseGated } from './gated.ts';

describe('a gateable call’s answer', () => {
  it('is the request it became when a workflow covers it (202)', () => {
    expect(
      parseGated(messageOnly, {
        message: 'Sent for approval',
        data: { approvalRequest: { requestId: 'r1', status: 'pending' } },
      }),
    ).toEqual({ gated: true, message: 'Sent for approval', requestId: 'r1' });
  });

  it('is its own body otherwise, and a body of neither shape is refused', () => {
    expect(parseGated(messageOnly, { message: 'Workflow deleted', data: null })).toEqual({
      gated: false,
      answer: { message: 'Workflow deleted', data: null },
    });
    expect(() => parseGated(messageOnly, { nope: true })).toThrow('Invalid response data.');
  });
});
