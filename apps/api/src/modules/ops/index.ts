// The operator console's face: its routes, creating an operator (the CLI), the operator context other modules'
// operator routes use (wallet reconciliation and credit review), and who may read the internal API reference.
import { apiRoutes, defineModule } from '../../platform/modules/define-module.ts';
import { opsRoutes } from './ops.routes.ts';
import type { OpsDeps } from './ops-deps.ts';

export { internalDocsAccess } from './docs-access.ts';
export { type OperatorContext, operatorName, registerOperatorContext } from './operator-context.ts';
export { findOperatorName } from './operator-names.queries.ts';
export { createOperatorTokens, type OperatorTokens } from './operator-tokens.ts';
export { createOperator } from './ops-auth.service.ts';

export const opsModule = defineModule<Required<OpsDeps>>({
  name: 'ops',
  routes: ({ db, config, mailer, tokens, files, sessionSettings, onEffectError }) =>
    apiRoutes(opsRoutes({ db, config, mailer, tokens, files, sessionSettings, onEffectError })),
});
