import { createBrowserRouter } from 'react-router';

export const router = createBrowserRouter([
  {
    path: '/',
    lazy: () => import('@client/features/home/pages/home-page').then((m) => ({ Component: m.HomePage })),
  },
]);
