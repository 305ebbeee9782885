// The operator console's face: its routes, creating an operator (the CLI), and the operator context other
// modules' operator routes use (wallet reconciliation and credit review).
export { type OperatorContext, operatorName, registerOperatorContext } from './operator-context.ts';
export { createOperatorTokens, type OperatorTokens } from './operator-tokens.ts';
export { opsRoutes } from './ops.routes.ts';
export { createOperator } from './ops-auth.service.ts';
