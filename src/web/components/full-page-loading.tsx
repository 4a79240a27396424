import { PageLoading } from './page-loading';

/** A loading state as tall as the screen, so the footer does not jump when the page arrives (CLS). */
export function FullPageLoading() {
  return (
    <div className="min-h-screen">
      <PageLoading />
    </div>
  );
}
