// Every tenant query filters by its business. A missing company id is a bug in the caller, never "all businesses":
// it throws here instead of dropping the filter (issue 9). Cross-business reads (operators) are separate functions.
export class MissingTenant extends Error {
  constructor(what: string) {
    super(`${what} needs the business it acts in; no company id was given`);
    this.name = 'MissingTenant';
  }
}

export function requireTenant(companyId: string | null | undefined, what = 'A tenant query'): string {
  if (typeof companyId !== 'string' || companyId.length === 0) throw new MissingTenant(what);
  return companyId;
}
