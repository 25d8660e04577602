import { type ComponentType, lazy, Suspense, use } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '../components/States';
import { adminPath } from '../features/admin/paths';
import { DRAFT_PREVIEW_PATH } from '../features/blog/draftPreview';
import { PROJECT_DRAFT_PREVIEW_PATH } from '../features/projects/draftPreview';
import { loadedPage, loadPage, pathsOf, PAGES, type PageName } from './pages';
import { PublicLayout } from './PublicLayout';

// The admin panel (and with it the editor, react-dnd and the upload link) loads only under its path;
// it is rendered in the browser alone. Each public page is a chunk of its own (app/pages.ts), there
// before the page is hydrated or rendered on the server.
const AdminApp = lazy(() => import('../features/admin/AdminApp'));
// The editor's unsaved text in the site's layout: an admin address (a shell the browser renders), loaded on its own.
// (A post's and a project's, from one chunk: two lazy pages sharing the entry's modules split it further.)
const DraftPreviewPage = lazy(() => import('./previews').then((pages) => ({ default: pages.DraftPreviewPage })));
const ProjectDraftPreviewPage = lazy(() =>
  import('./previews').then((pages) => ({ default: pages.ProjectDraftPreviewPage })),
);

// A page that fails to download on the way to it (the site was updated meanwhile, the network dropped)
// is asked of the server instead, where it works without the application.
const arriving = new Map<PageName, Promise<{ default: ComponentType }>>();
function whenLoaded(name: PageName) {
  let page = arriving.get(name);
  if (!page) {
    page = loadPage(name).catch(() => {
      location.reload();
      return new Promise<never>(() => {});
    });
    arriving.set(name, page);
  }
  return page;
}

/** A public page: at once when its module is here (the page being hydrated, the server's), else once it is. */
function Page({ name }: { name: PageName }) {
  const { default: Component } = loadedPage(name) ?? use(whenLoaded(name));
  return <Component />;
}

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
        {(Object.keys(PAGES) as PageName[]).flatMap((name) =>
          pathsOf(name).map((path) => <Route key={path} path={path} element={<Page name={name} />} />),
        )}
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
      </Route>
    </Routes>
  );
}
