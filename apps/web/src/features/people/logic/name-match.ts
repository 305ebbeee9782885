// Does the name the bank returned belong to the employee? Order, case, punctuation and extra middle names do not
// matter; the first and last names must both be there.
const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

export function nameMatches(bankName: string, employee: { firstName: string; lastName: string }): boolean {
  const held = new Set(words(bankName));
  const wanted = [...words(employee.firstName), ...words(employee.lastName)];
  return wanted.length > 0 && wanted.every((word) => held.has(word));
}
