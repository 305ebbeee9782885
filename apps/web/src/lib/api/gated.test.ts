import { messageOnly } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { gatedToast, parseGated } from './gated.ts';

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

  it("toasts 'Sent for approval' as information when the change waits, its own success otherwise", () => {
    expect(
      gatedToast({ gated: true, message: 'Sent for approval', requestId: 'r1' }, 'Limits saved'),
    ).toEqual({
      kind: 'info',
      message: 'Sent for approval',
    });
    expect(gatedToast({ gated: false, answer: {} }, 'Limits saved')).toEqual({
      kind: 'success',
      message: 'Limits saved',
    });
  });
});
