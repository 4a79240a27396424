import type * as React from 'react';
import { createContext, useContext, useId, useState } from 'react';
import { cn } from '@/web/lib/cn';

type TabsState = { value: string; select: (value: string) => void; base: string };
const TabsContext = createContext<TabsState | null>(null);

function useTabs() {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tabs parts must sit inside <Tabs>');
  return state;
}

const tabId = (base: string, value: string) => `${base}-tab-${value}`;
const panelId = (base: string, value: string) => `${base}-panel-${value}`;

/**
 * Tabs in the WAI-ARIA pattern: one tab stop for the list, arrow keys (and Home/End) move between
 * tabs and show their panel at once. Hand-written: a few dozen lines instead of another package.
 */
export function Tabs({
  value: controlled,
  defaultValue,
  onValueChange,
  className,
  children,
}: {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  children: React.ReactNode;
}) {
  const [own, setOwn] = useState(defaultValue ?? '');
  const value = controlled ?? own;
  const base = useId();
  const select = (next: string) => {
    if (controlled === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ value, select, base }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

export function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<'div'>) {
  const { select } = useTabs();
  const move = (event: React.KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const to =
      event.key === 'ArrowRight'
        ? (at + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (to === null) return;
    event.preventDefault();
    const tab = tabs[to];
    tab?.focus();
    if (tab?.dataset.value !== undefined) select(tab.dataset.value);
  };
  return (
    <div
      role="tablist"
      className={cn('inline-flex gap-1 rounded-full bg-parchment p-1', className)}
      onKeyDown={move}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  ...props
}: Omit<React.ComponentProps<'button'>, 'value'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.base, value)}
      aria-selected={selected}
      aria-controls={panelId(tabs.base, value)}
      tabIndex={selected ? 0 : -1}
      data-value={value}
      data-state={selected ? 'active' : 'inactive'}
      onClick={() => tabs.select(value)}
      className={cn(
        'rounded-full px-4 py-2 text-sm font-medium text-ink-soft transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ value, className, ...props }: React.ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.base, value)}
      aria-labelledby={tabId(tabs.base, value)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: the panel is a tab stop, so a panel without links can be reached
      tabIndex={0}
      className={cn('mt-4 focus-visible:outline-2 focus-visible:outline-offset-2', className)}
      {...props}
    />
  );
}
