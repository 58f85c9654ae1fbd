import type { ReactNode } from 'react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { cn } from '@/lib/cn';

export interface TabItem {
  key: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Controlled selection (index); leave out for uncontrolled. */
  selectedIndex?: number;
  defaultIndex?: number;
  onChange?: (index: number) => void;
  className?: string;
  listClassName?: string;
}

/** Keyboard-accessible tabs (arrow keys, Home/End) from Headless UI. */
export function Tabs({ tabs, selectedIndex, defaultIndex, onChange, className, listClassName }: TabsProps) {
  return (
    <TabGroup
      className={className}
      {...(selectedIndex !== undefined ? { selectedIndex } : {})}
      {...(defaultIndex !== undefined ? { defaultIndex } : {})}
      {...(onChange ? { onChange } : {})}
    >
      <TabList className={cn('flex gap-1 overflow-x-auto border-b border-line', listClassName)}>
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            disabled={tab.disabled ?? false}
            className={cn(
              '-mb-px whitespace-nowrap border-b-2 border-transparent px-4 py-2.5 text-sm font-medium text-muted',
              'hover:text-ink focus:outline-none data-focus:bg-brand-50',
              'data-selected:border-brand-600 data-selected:text-brand-700',
            )}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-4">
        {tabs.map((tab) => (
          <TabPanel key={tab.key} className="focus:outline-none">
            {tab.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
