// /settings/settlements: the business's settlement accounts and its sweep rules (beyond the spec; issue 16).
import { SettingsPage, SettingsSection } from '../components/settings-section.tsx';
import { SettlementAccountsPanel } from '../components/settlement-accounts-panel.tsx';
import { SweepRulesPanel } from '../components/sweep-rules-panel.tsx';
import { SETTINGS_COPY } from '../copy.ts';

const COPY = SETTINGS_COPY.settlements;

export function Component() {
  return (
    <SettingsPage title={COPY.title} subtitle={COPY.subtitle}>
      <SettingsSection title={COPY.accounts} description={COPY.accountsHelp} testId="settlement-accounts">
        <SettlementAccountsPanel />
      </SettingsSection>
      <SettingsSection title={COPY.rules} description={COPY.rulesHelp} testId="sweep-rules">
        <SweepRulesPanel />
      </SettingsSection>
    </SettingsPage>
  );
}
