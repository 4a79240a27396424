import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';

/** The ids with `id` moved to `to` (0-based). */
export function moveTo(ids: readonly string[], id: string, to: number): string[] {
  const rest = ids.filter((x) => x !== id);
  const at = Math.max(0, Math.min(to, rest.length));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/**
 * A list in its display order, reordered by dragging a row (mouse or pen) or with each row's
 * "move up" / "move down" buttons (keyboard, touch, screen readers) — the categories list's
 * behaviour for banners and home sections: focus stays on the button pressed.
 */
export function OrderedList<T>({
  items,
  idOf,
  nameOf,
  label,
  onReorder,
  children,
  actions,
  testId,
}: {
  items: T[];
  idOf: (item: T) => string;
  nameOf: (item: T) => string;
  label: string;
  /** The full list of ids in its new order, and the one that moved (for the announcement). */
  onReorder: (ids: string[], moved: T) => void;
  /** The row's content between its position and its buttons. */
  children: (item: T) => React.ReactNode;
  /** The row's own buttons, after the move buttons. */
  actions: (item: T) => React.ReactNode;
  testId?: (item: T) => string;
}) {
  const { t } = useTranslation('content');
  const ids = items.map(idOf);
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const refocus = useRef<{ id: string; direction: 'up' | 'down' } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted || !listRef.current) return;
    const button = (direction: string) =>
      listRef.current?.querySelector<HTMLButtonElement>(`[data-move="${wanted.id}:${direction}"]`);
    const pressed = button(wanted.direction);
    const target = pressed && !pressed.disabled ? pressed : button(wanted.direction === 'up' ? 'down' : 'up');
    target?.focus();
    refocus.current = null;
  });

  const move = (item: T, index: number, direction: 'up' | 'down') => {
    refocus.current = { id: idOf(item), direction };
    onReorder(moveTo(ids, idOf(item), direction === 'up' ? index - 1 : index + 1), item);
  };

  const drop = (index: number) => {
    const id = dragging;
    setDragging(null);
    setOver(null);
    const item = items.find((i) => idOf(i) === id);
    if (!item || ids.indexOf(idOf(item)) === index) return;
    onReorder(moveTo(ids, idOf(item), index), item);
  };

  return (
    <ol
      ref={listRef}
      aria-label={label}
      className="divide-y divide-line/70 overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-line/60"
    >
      {items.map((item, index) => {
        const id = idOf(item);
        const name = nameOf(item);
        return (
          <li
            key={id}
            draggable
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', id);
              setDragging(id);
            }}
            onDragOver={(event) => {
              if (!dragging) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              setOver(index);
            }}
            onDrop={(event) => {
              event.preventDefault();
              drop(index);
            }}
            onDragEnd={() => {
              setDragging(null);
              setOver(null);
            }}
            data-testid={testId?.(item)}
            className={cn(
              'flex flex-wrap items-center gap-x-4 gap-y-3 p-4 sm:flex-nowrap sm:p-5',
              dragging === id && 'opacity-50',
              over === index && dragging !== id && 'bg-parchment/70',
            )}
          >
            <span className="flex items-center gap-2 text-muted">
              <GripVertical aria-hidden="true" className="hidden size-5 cursor-grab sm:block" />
              <span className="w-6 text-right text-sm font-semibold tabular-nums text-ink-soft">
                <span className="sr-only">{t('position', { position: index + 1 })}</span>
                <span aria-hidden="true">{index + 1}</span>
              </span>
            </span>
            {children(item)}
            <span className="flex w-full items-center justify-end gap-1 sm:w-auto">
              <Button
                variant="ghost"
                size="icon"
                data-move={`${id}:up`}
                aria-label={t('moveUp', { name })}
                title={t('moveUp', { name })}
                disabled={index === 0}
                onClick={() => move(item, index, 'up')}
              >
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                data-move={`${id}:down`}
                aria-label={t('moveDown', { name })}
                title={t('moveDown', { name })}
                disabled={index === items.length - 1}
                onClick={() => move(item, index, 'down')}
              >
                <ArrowDown aria-hidden="true" />
              </Button>
              {actions(item)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
