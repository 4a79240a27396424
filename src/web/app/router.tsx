import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { paths, routePatterns } from '@/shared/routes';
import { PageLoading } from '../components/page-loading';
import { prefetchHome } from '../features/catalogue/api/get-home';
import { FullScreenLoading } from './full-screen-loading';
import { RouteGuard } from './guards/route-guard';
import { AppLayout } from './layout/app-layout';
import { ScrollToTop } from './layout/scroll-to-top';
import { lazyPage } from './lazy-page';
import { SERVER_PAGES } from './page-modules';
import { pendingPage } from './routes/pending-page';
import { StandalonePage } from './standalone-page';

// The home data is fetched alongside the page's code, not after it (its first banner is the LCP).
const HomePage = lazyPage(SERVER_PAGES.home.load, prefetchHome);
const NotFoundPage = lazyPage(SERVER_PAGES.notFound.load);
const ProductsPage = lazyPage(SERVER_PAGES.products.load);
const CategoryPage = lazyPage(SERVER_PAGES.category.load);
const ProductPage = lazyPage(SERVER_PAGES.product.load);
const CleatsPage = lazyPage(SERVER_PAGES.cleats.load);
const SneakersPage = lazyPage(SERVER_PAGES.sneakers.load);
const AboutPage = lazyPage(SERVER_PAGES.about.load);
const SearchPage = lazyPage(SERVER_PAGES.search.load);
const StatusPage = lazy(() => import('../features/catalogue/pages/status-page'));
const LoginPage = lazy(() => import('../features/accounts/pages/login-page'));
const RegisterPage = lazy(() => import('../features/accounts/pages/register-page'));
const ForgotPasswordPage = lazy(() => import('../features/accounts/pages/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/accounts/pages/reset-password-page'));
const WelcomePage = lazy(() => import('../features/accounts/pages/welcome-page'));
const ConfirmEmailPage = lazy(() => import('../features/accounts/pages/confirm-email-page'));
const UnlockPage = lazy(() => import('../features/accounts/pages/unlock-page'));
const FactorSetupPage = lazy(() => import('../features/accounts/pages/factor-setup-page'));
const AcceptInvitationPage = lazy(() => import('../features/accounts/invitations/accept-invitation-page'));
const UnauthorizedPage = lazy(() => import('../features/accounts/pages/unauthorized-page'));
const ProfilePage = lazy(() => import('../features/accounts/pages/profile-page'));
const CustomerPage = lazy(() => import('../features/accounts/pages/customer-page'));
const CheckoutPage = lazy(() => import('../features/orders/pages/checkout-page'));
const GuestOrderPage = lazy(() => import('../features/orders/pages/guest-order-page'));
const OrderSuccessPage = lazy(() => import('../features/orders/pages/order-success-page'));
const MyOrdersPage = lazy(() => import('../features/orders/pages/my-orders-page'));
const CartPage = lazy(() => import('./routes/cart-route'));
const PreorderPage = lazy(() => import('./routes/preorder-route'));
const AdminPage = lazy(() => import('./routes/admin-page'));
const ExampleCartPage = lazy(() => import('./routes/example-cart-route'));

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

const STANDALONE_PAGES: [string, Parameters<typeof pendingPage>[0]][] = [];

/** SPEC §2.1 route table: each screen is loaded on demand. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Root />}>
        <Route path={paths.home} element={<HomePage />} />
        <Route path={paths.products} element={<ProductsPage />} />
        <Route path={routePatterns.category} element={<CategoryPage />} />
        <Route path={routePatterns.product} element={<ProductPage />} />
        <Route path={paths.cleats} element={<CleatsPage />} />
        <Route path={paths.sneakers} element={<SneakersPage />} />
        <Route path={paths.about} element={<AboutPage />} />
        <Route path={paths.search} element={<SearchPage />} />
        <Route path={paths.statusPage} element={<StatusPage />} />
        <Route path={routePatterns.preorder} element={<PreorderPage />} />
        <Route
          path={paths.profile}
          element={
            <RouteGuard rule="signedIn" loading={<PageLoading />}>
              <ProfilePage />
            </RouteGuard>
          }
        />
        {/* Checkout: a customer's or a guest's (decision 096); her order by its signed link. */}
        <Route path={paths.checkout} element={<CheckoutPage />} />
        <Route path={paths.guestOrder} element={<GuestOrderPage />} />
        {/* Orders (issue 8): signed-in only; a visitor signs in and comes back here. */}
        {(
          [
            [paths.orderSuccess, <OrderSuccessPage key="success" />],
            [paths.myOrders, <MyOrdersPage key="mine" />],
            [paths.orders, <MyOrdersPage key="orders" />],
          ] as const
        ).map(([path, page]) => (
          <Route
            key={path}
            path={path}
            element={
              <RouteGuard rule="signedIn" loading={<PageLoading />}>
                {page}
              </RouteGuard>
            }
          />
        ))}
        <Route path={paths.cart} element={<CartPage />} />
        <Route path={paths.exampleCart} element={<ExampleCartPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<StandalonePage />}>
        <Route path={paths.auth} element={<Navigate to={paths.login} replace />} />
        <Route path={paths.login} element={<LoginPage />} />
        <Route path={paths.register} element={<RegisterPage />} />
        <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
        <Route path={paths.welcome} element={<WelcomePage />} />
        <Route path={paths.confirmEmail} element={<ConfirmEmailPage />} />
        <Route path={paths.unlock} element={<UnlockPage />} />
        <Route path={paths.factorSetup} element={<FactorSetupPage />} />
        <Route path={paths.acceptInvitation} element={<AcceptInvitationPage />} />
        <Route path={paths.unauthorized} element={<UnauthorizedPage />} />
        {/* SPEC §4.3 guards; the panel's sections route inside it (decision 021). */}
        <Route
          path={`${paths.admin}/*`}
          element={
            <RouteGuard rule="admin" loading={<FullScreenLoading />}>
              <AdminPage />
            </RouteGuard>
          }
        />
        <Route
          path={paths.customer}
          element={
            <RouteGuard rule="customer" loading={<FullScreenLoading />}>
              <CustomerPage />
            </RouteGuard>
          }
        />
        {STANDALONE_PAGES.map(([path, title]) => (
          <Route key={path} path={path} element={pending(title)} />
        ))}
      </Route>
    </Routes>
  );
}
