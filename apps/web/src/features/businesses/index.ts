// What the app shell mounts: the business switcher modal and whether 'Switch business' shows.
export { BusinessSwitcher, type BusinessSwitcherProps } from './components/business-switcher.tsx';
export { useCanSwitchBusiness } from './use-can-switch-business.ts';
