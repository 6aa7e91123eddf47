import {
  ChartColumn,
  Calculator,
  Handshake,
  ScrollText,
  FileCog,
  KeyRound,
  LayoutDashboard,
  Link2,
  Settings2,
  ShieldCheck,
  Users,
  UsersRound,
  Webhook,
  Workflow,
  type LucideIcon,
} from 'lucide-react';
import { can, type ModuleId } from '@lbo/contracts/permissions';
import type { AccessMap } from '@lbo/contracts/permissions';
import { paths } from '@/config/paths';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Shown only with view permission on this module. */
  module?: ModuleId;
  /** The marketplace's own work, never a channel partner's user's (their role's rights notwithstanding). */
  marketplaceOnly?: true;
}

export interface NavGroup {
  label: string;
  icon: LucideIcon;
  items: NavItem[];
}

const MAIN_NAV: readonly NavItem[] = [
  { label: 'Dashboard', to: paths.dashboard, icon: LayoutDashboard },
  { label: 'Customer Master', to: paths.customerMaster, icon: UsersRound },
  { label: 'Loan Evaluator', to: paths.loanEvaluator, icon: Calculator },
  { label: 'Decision Analytics', to: paths.analytics, icon: ChartColumn, module: 'loan-evaluator' },
  { label: 'Business Rules', to: paths.rulesManagement, icon: Workflow, marketplaceOnly: true },
  { label: 'URL Shortener', to: paths.shortener, icon: Link2 },
  { label: 'API Keys', to: paths.apiKeys, icon: KeyRound },
  { label: 'Webhooks', to: paths.webhooks, icon: Webhook, module: 'webhooks' },
  { label: 'Partners', to: paths.partners, icon: Handshake, module: 'partners' },
  { label: 'Privacy requests', to: paths.privacyRequests, icon: ShieldCheck, module: 'privacy' },
  { label: 'Audit trail', to: paths.auditTrail, icon: ScrollText, module: 'audit-trail' },
];

const SETTINGS_GROUP: NavGroup = {
  label: 'Settings & Config',
  icon: Settings2,
  items: [
    { label: 'User Management', to: paths.userManagement, icon: Users, module: 'user-management' },
    { label: 'Master Configuration', to: paths.masterConfiguration, icon: FileCog, module: 'master-configuration' },
  ],
};

function allowed(item: NavItem, access: AccessMap, partnerUser: boolean): boolean {
  if (partnerUser && item.marketplaceOnly) return false;
  return item.module === undefined || can(access, item.module, 'view');
}

/** The menu for a role (and a channel partner's user): the settings group appears only when it has something to show. */
export function visibleNavigation(access: AccessMap, partnerUser = false): { main: NavItem[]; groups: NavGroup[] } {
  const settingsItems = SETTINGS_GROUP.items.filter((item) => allowed(item, access, partnerUser));
  return {
    main: MAIN_NAV.filter((item) => allowed(item, access, partnerUser)),
    groups: settingsItems.length > 0 ? [{ ...SETTINGS_GROUP, items: settingsItems }] : [],
  };
}
