import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { paths } from '../../shared/routes';
import { AppLayout } from './layout/app-layout';
import { ScrollToTop } from './layout/scroll-to-top';
import { pendingPage } from './pages/pending-page';
import { StandalonePage } from './standalone-page';

const HomePage = lazy(() => import('./pages/home/home-page'));
const NotFoundPage = lazy(() => import('./pages/not-found'));

/** Pages whose screens later issues build; each shows its title until then. */
const pending = (title: Parameters<typeof pendingPage>[0]) => {
  const Page = lazy(async () => pendingPage(title));
  return <Page />;
};

function Root() {
  return (
    <>
      <ScrollToTop />
      <AppLayout />
    </>
  );
}

const LAYOUT_PAGES: [string, Parameters<typeof pendingPage>[0]][] = [
  [paths.products, 'products'],
  [paths.cleats, 'cleats'],
  [paths.sneakers, 'sneakers'],
  ['/categoria/:slug', 'category'],
  ['/produto/:slug', 'product'],
  [paths.about, 'about'],
  [paths.statusPage, 'statusPage'],
  [paths.exampleCart, 'exampleCart'],
  [paths.profile, 'profile'],
  [paths.orders, 'orders'],
  [paths.cart, 'cart'],
  [paths.checkout, 'checkout'],
  [paths.orderSuccess, 'orderSuccess'],
  [paths.myOrders, 'myOrders'],
];

const STANDALONE_PAGES: [string, Parameters<typeof pendingPage>[0]][] = [
  [paths.login, 'login'],
  [paths.register, 'register'],
  [paths.forgotPassword, 'forgotPassword'],
  [paths.resetPassword, 'resetPassword'],
  [paths.welcome, 'welcome'],
  [paths.unauthorized, 'unauthorized'],
  [paths.acceptInvitation, 'acceptInvitation'],
  [`${paths.admin}/*`, 'admin'],
  [paths.customer, 'customer'],
];

/** SPEC §2.1 route table: each screen is loaded on demand. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Root />}>
        <Route path={paths.home} element={<HomePage />} />
        {LAYOUT_PAGES.map(([path, title]) => (
          <Route key={path} path={path} element={pending(title)} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<StandalonePage />}>
        <Route path={paths.auth} element={<Navigate to={paths.login} replace />} />
        {STANDALONE_PAGES.map(([path, title]) => (
          <Route key={path} path={path} element={pending(title)} />
        ))}
      </Route>
    </Routes>
  );
}
