import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SEARCH_MAX } from '@/shared/catalogue/limits';
import { paths } from '@/shared/routes';
import { cn } from '@/web/lib/cn';

/**
 * lucide's magnifier drawn in place: as the icon module it was a chunk of its own in the home's
 * first load (shared with the listings' search box), costing more than these few bytes.
 */
export function SearchIcon({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <circle cx="11" cy="11" r="8" />
      <path d="m21 21-4.34-4.34" />
    </svg>
  );
}

/**
 * The whole catalogue's search (issue 38, decision 113): a plain GET form to /busca, so it works
 * before the app has loaded; once it has, the app goes there without a page load. The field is
 * uncontrolled: what was typed before hydration stays. Its words are the layout's (first load).
 */
export function SiteSearch({
  defaultValue,
  onDone,
  inputRef,
  className,
}: {
  defaultValue?: string;
  /** After the app has navigated (the drawer closes). */
  onDone?: () => void;
  inputRef?: React.Ref<HTMLInputElement>;
  className?: string;
}) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not the landmark in Safari before 17; the role is
    <form
      role="search"
      action={paths.search}
      method="get"
      className={cn('relative', className)}
      onSubmit={(event) => {
        event.preventDefault();
        const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
        navigate(q ? `${paths.search}?q=${encodeURIComponent(q)}` : paths.search);
        onDone?.();
      }}
    >
      <input
        ref={inputRef}
        aria-label={t('header.searchLabel')}
        type="search"
        name="q"
        enterKeyHint="search"
        maxLength={SEARCH_MAX}
        defaultValue={defaultValue}
        placeholder={t('header.searchPlaceholder')}
        className="h-10 w-full rounded-full border-0 bg-white pr-11 pl-4 text-sm text-ink ring-1 ring-line placeholder:text-muted focus:ring-2 focus:ring-brand focus:outline-none"
      />
      <button
        type="submit"
        aria-label={t('header.search')}
        className="absolute top-0 right-0 grid size-10 place-items-center rounded-full text-ink-soft hover:text-brand"
      >
        <SearchIcon className="size-4" />
      </button>
    </form>
  );
}
