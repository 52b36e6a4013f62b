import { Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type PageTabsProps<TTab extends string> = {
  /** In order; the page keeps the chosen one in `?tab=` (docs/architecture.md §2 "State"). */
  tabs: readonly TTab[];
  labels: Record<TTab, ReactNode>;
  value: TTab;
  onChange: (tab: TTab) => void;
  /** One `Tabs.Content` a tab, mounted only while it is shown. */
  children: ReactNode;
};

/** The tab bar of a page (My Tickets, Rewards, Profile, an event's dashboard): scrolls sideways when it does not fit. */
export function PageTabs<TTab extends string>({ tabs, labels, value, onChange, children }: PageTabsProps<TTab>) {
  return (
    <Tabs.Root
      value={value}
      onValueChange={(details) => {
        const next = tabs.find((tab) => tab === details.value);
        if (next !== undefined) onChange(next);
      }}
      variant="line"
      lazyMount
      unmountOnExit
    >
      <Tabs.List overflowX="auto">
        {tabs.map((tab) => (
          // Three tabs fit a 320 px phone (Rewards, Coins history, My redemptions) before the bar has to scroll.
          <Tabs.Trigger key={tab} value={tab} flexShrink="0" px={{ base: '2.5', sm: '4' }}>
            {labels[tab]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {children}
    </Tabs.Root>
  );
}
