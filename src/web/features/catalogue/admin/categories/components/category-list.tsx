import { ArrowDown, ArrowUp, Eye, EyeOff, GripVertical, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import type { StaffCategoryRow } from '../api/get-staff-categories';

/** The ids with `id` moved to `to` (0-based). */
export function moveTo(ids: readonly string[], id: string, to: number): string[] {
  const rest = ids.filter((x) => x !== id);
  const at = Math.max(0, Math.min(to, rest.length));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/**
 * The categories in display order. Reordered by dragging a row (a mouse or pen) or with each
 * row's "move up" / "move down" buttons (keyboard, touch, screen readers): focus stays on the
 * button pressed, and the new place is announced.
 */
export function CategoryList({
  categories,
  onReorder,
  onEdit,
  onToggle,
  onDelete,
}: {
  categories: StaffCategoryRow[];
  /** The full list of ids in its new order, and the one that moved (for the announcement). */
  onReorder: (ids: string[], moved: StaffCategoryRow) => void;
  onEdit: (category: StaffCategoryRow) => void;
  onToggle: (category: StaffCategoryRow) => void;
  onDelete: (category: StaffCategoryRow) => void;
}) {
  const { t } = useTranslation('categories');
  const ids = categories.map((c) => c.id);
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<number | null>(null);
  // After a move by button, the pressed button (or its twin, at the list's end) gets focus back.
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

  const move = (category: StaffCategoryRow, index: number, direction: 'up' | 'down') => {
    refocus.current = { id: category.id, direction };
    onReorder(moveTo(ids, category.id, direction === 'up' ? index - 1 : index + 1), category);
  };

  const drop = (index: number) => {
    const id = dragging;
    setDragging(null);
    setOver(null);
    const category = categories.find((c) => c.id === id);
    if (!category || ids.indexOf(category.id) === index) return;
    onReorder(moveTo(ids, category.id, index), category);
  };

  return (
    <ol
      ref={listRef}
      aria-label={t('listLabel')}
      className="divide-y divide-line/70 overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-line/60"
    >
      {categories.map((category, index) => (
        <li
          key={category.id}
          draggable
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', category.id);
            setDragging(category.id);
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
          data-testid={`category-${category.slug}`}
          className={cn(
            'flex flex-wrap items-center gap-x-4 gap-y-3 p-4 sm:flex-nowrap sm:p-5',
            dragging === category.id && 'opacity-50',
            over === index && dragging !== category.id && 'bg-parchment/70',
          )}
        >
          <span className="flex items-center gap-2 text-muted">
            <GripVertical
              aria-hidden="true"
              className="hidden size-5 cursor-grab sm:block"
              data-testid="drag-handle"
            />
            <span className="w-6 text-right text-sm font-semibold tabular-nums text-ink-soft">
              <span className="sr-only">{t('position', { position: index + 1 })}</span>
              <span aria-hidden="true">{index + 1}</span>
            </span>
          </span>
          <span className="min-w-0 flex-1 basis-48">
            <span className="block truncate font-medium text-ink">{category.name}</span>
            <span className="block truncate text-xs text-muted">{t('slug', { slug: category.slug })}</span>
          </span>
          <span className="flex items-center gap-2">
            <span className="text-sm text-ink-soft">{t('products', { count: category.productCount })}</span>
            <Badge tone={category.isActive ? 'leaf' : 'neutral'}>
              {category.isActive ? t('active') : t('inactive')}
            </Badge>
          </span>
          <span className="flex w-full items-center justify-end gap-1 sm:w-auto">
            <Button
              variant="ghost"
              size="icon"
              data-move={`${category.id}:up`}
              aria-label={t('moveUp', { name: category.name })}
              title={t('moveUp', { name: category.name })}
              disabled={index === 0}
              onClick={() => move(category, index, 'up')}
            >
              <ArrowUp aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              data-move={`${category.id}:down`}
              aria-label={t('moveDown', { name: category.name })}
              title={t('moveDown', { name: category.name })}
              disabled={index === categories.length - 1}
              onClick={() => move(category, index, 'down')}
            >
              <ArrowDown aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t(category.isActive ? 'deactivate' : 'activate', { name: category.name })}
              title={t(category.isActive ? 'deactivate' : 'activate', { name: category.name })}
              onClick={() => onToggle(category)}
            >
              {category.isActive ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('edit', { name: category.name })}
              title={t('edit', { name: category.name })}
              onClick={() => onEdit(category)}
            >
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('delete', { name: category.name })}
              title={t('delete', { name: category.name })}
              onClick={() => onDelete(category)}
              className="text-brand-dark"
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </span>
        </li>
      ))}
    </ol>
  );
}
