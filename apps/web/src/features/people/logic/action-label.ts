// 'employee.resume-earnings' → 'Resume earnings': an audited action as a heading of the employee's history.
export function actionLabel(action: string): string {
  const verb = action.split('.').at(-1) ?? action;
  const words = verb.replace(/[-_]/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : action;
}
