export { Tabs, otpMethodTabLabels } from './Tabs';
export type { TabItem, TabsProps } from './Tabs';
