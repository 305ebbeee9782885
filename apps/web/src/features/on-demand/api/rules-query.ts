// GET …/on-demand/rules: the business rules (null until first saved) and the groups' overrides, from the one query
// the shell reads too (components/on-demand-rules).
import { useQuery } from '@tanstack/react-query';
import { rulesQuery } from '@/components/on-demand-rules/rules-query.ts';

export const useOnDemandRules = () => useQuery(rulesQuery());
