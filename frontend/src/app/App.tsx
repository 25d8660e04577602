import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '../components/States';
import AboutPage from '../features/about/AboutPage';
import { adminPath } from '../features/admin/paths';
import BlogDetailPage from '../features/blog/BlogDetailPage';
import BlogListPage from '../features/blog/BlogListPage';
import { DRAFT_PREVIEW_PATH } from '../features/blog/draftPreview';
import SearchPage from '../features/blog/SearchPage';
import TagListPage from '../features/blog/TagListPage';
import TagPage from '../features/blog/TagPage';
import ContactPage from '../features/contact/ContactPage';
import HomePage from '../features/home/HomePage';
import NotFoundPage from '../features/not-found/NotFoundPage';
import { PROJECT_DRAFT_PREVIEW_PATH } from '../features/projects/draftPreview';
import ProjectListPage from '../features/projects/ProjectListPage';
import ProjectPage from '../features/projects/ProjectPage';
import { PublicLayout } from './PublicLayout';

// The admin panel (and with it the editor, react-dnd and the upload link) loads only under its path;
// it is rendered in the browser alone. The public pages are rendered on the server, so they are part
// of the entry: hydration never waits for a second download.
const AdminApp = lazy(() => import('../features/admin/AdminApp'));
// The editor's unsaved text in the site's layout: an admin address (a shell the browser renders), loaded on its own.
// (A post's and a project's, from one chunk: two lazy pages sharing the entry's modules split it further.)
const DraftPreviewPage = lazy(() => import('./previews').then((pages) => ({ default: pages.DraftPreviewPage })));
const ProjectDraftPreviewPage = lazy(() =>
  import('./previews').then((pages) => ({ default: pages.ProjectDraftPreviewPage })),
);

/** Every route of the site: the same tree on the server (StaticRouter) and in the browser (BrowserRouter). */
export function App() {
  return (
    <Routes>
      <Route
        path={adminPath('*')}
        element={
          <Suspense fallback={<Spinner />}>
            <AdminApp />
          </Suspense>
        }
      />
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="blog" element={<BlogListPage />} />
        <Route path="blog/:slug" element={<BlogDetailPage />} />
        <Route path="tags" element={<TagListPage />} />
        <Route path="tags/:slug" element={<TagPage />} />
        <Route path="projects" element={<ProjectListPage />} />
        <Route path="projects/:slug" element={<ProjectPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="search" element={<SearchPage />} />
        <Route
          path={DRAFT_PREVIEW_PATH}
          element={
            <Suspense fallback={<Spinner />}>
              <DraftPreviewPage />
            </Suspense>
          }
        />
        <Route
          path={PROJECT_DRAFT_PREVIEW_PATH}
          element={
            <Suspense fallback={<Spinner />}>
              <ProjectDraftPreviewPage />
            </Suspense>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
