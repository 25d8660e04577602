import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { Spinner } from '../components/States';
import { PublicLayout } from './PublicLayout';
import { adminPath } from '../features/admin/paths';

// Every page is its own chunk; the home page downloads only what it shows.
const HomePage = lazy(() => import('../features/home/HomePage'));
const AboutPage = lazy(() => import('../features/about/AboutPage'));
const BlogListPage = lazy(() => import('../features/blog/BlogListPage'));
const BlogDetailPage = lazy(() => import('../features/blog/BlogDetailPage'));
const ContactPage = lazy(() => import('../features/contact/ContactPage'));
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));
// The admin panel (and with it the editor, react-dnd and the upload link) loads only under its path.
const AdminApp = lazy(() => import('../features/admin/AdminApp'));

const page = (Page: React.ComponentType) => (
  <Suspense fallback={<Spinner />}>
    <Page />
  </Suspense>
);

export const router = createBrowserRouter([
  { path: adminPath('*'), element: page(AdminApp) },
  {
    element: <PublicLayout />,
    children: [
      { path: '/', element: page(HomePage) },
      { path: '/about', element: page(AboutPage) },
      { path: '/blog', element: page(BlogListPage) },
      { path: '/blog/:id', element: page(BlogDetailPage) },
      { path: '/contact', element: page(ContactPage) },
      { path: '*', element: page(NotFoundPage) },
    ],
  },
]);
