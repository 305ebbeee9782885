import { describe, expect, it } from 'vitest';
import { memberOptions } from './approver-options-query.ts';

const member = (id: string, firstName: string, lastName: string, email: string) => ({
  _id: id,
  firstName,
  lastName,
  email,
});

describe('approver member options', () => {
  it('names members, and tells two of the same name apart by their email', () => {
    expect(
      memberOptions([
        member('1', 'Kemi', 'Adeyemi', 'kemi@a.ng'),
        member('2', 'Kemi', 'Adeyemi', 'kemi.a@b.ng'),
        member('3', 'Bola', 'Ahmed', 'bola@a.ng'),
        member('4', '', '', 'nameless@a.ng'),
      ]),
    ).toEqual([
      { value: '1', label: 'Kemi Adeyemi (kemi@a.ng)' },
      { value: '2', label: 'Kemi Adeyemi (kemi.a@b.ng)' },
      { value: '3', label: 'Bola Ahmed' },
      { value: '4', label: 'nameless@a.ng' },
    ]);
  });
});
