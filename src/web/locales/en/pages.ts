import type { pages as pt } from '../pt-BR/pages';
import type { SameKeys } from '../shape';

export const pages: SameKeys<typeof pt> = {
  notFound: {
    title: 'Page not found',
    body: 'The address you opened does not exist or has moved. How about going back home and picking your cut?',
    code: 'Error 404',
  },
  products: 'Products',
  cleats: 'Soccer cleats',
  sneakers: 'Sneakers',
  category: 'Category',
  product: 'Product',
  about: 'About us',
  statusPage: 'System status',
  exampleCart: 'Example cart',
  profile: 'My Panel',
  orders: 'Orders',
  cart: 'Cart',
  checkout: 'Checkout',
  orderSuccess: 'Order placed',
  myOrders: 'My Orders',
  login: 'Sign in',
  register: 'Create account',
  forgotPassword: 'Forgot my password',
  resetPassword: 'New password',
  welcome: 'Welcome!',
  unauthorized: 'Unauthorized',
  acceptInvitation: 'Accept invitation',
  admin: 'Admin panel',
  customer: 'Customer area',
  comingSoon: 'This page is being prepared and will be available soon.',
};
