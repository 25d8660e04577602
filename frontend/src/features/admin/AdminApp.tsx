import { ApolloProvider } from '@apollo/client/react';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '../../components/States';
import { SessionProvider } from '../auth/session';
import './admin.css';
import { AdminLayout } from './AdminLayout';
import { createAdminClient } from './client';
import { FeedbackProvider } from './feedback';
import LoginPage from './LoginPage';
import { RequireAdmin } from './RequireAdmin';

const DashboardPage = lazy(() => import('./DashboardPage'));
const AnalyticsPage = lazy(() => import('./analytics/AnalyticsPage'));
const BlogListPage = lazy(() => import('./blogs/BlogListPage'));
const BlogFormPage = lazy(() => import('./blogs/BlogFormPage'));
const ProjectListPage = lazy(() => import('./projects/ProjectListPage'));
const ProjectFormPage = lazy(() => import('./projects/ProjectFormPage'));
const MessagesPage = lazy(() => import('./messages/MessagesPage'));
const CommentsPage = lazy(() => import('./comments/CommentsPage'));
const SubscribersPage = lazy(() => import('./subscribers/SubscribersPage'));
const AboutEditorPage = lazy(() => import('./about/AboutEditorPage'));
const SocialMediaPage = lazy(() => import('./social/SocialMediaPage'));
const ContactInfoPage = lazy(() => import('./contact-info/ContactInfoPage'));
const SettingsPage = lazy(() => import('./settings/SettingsPage'));
const SecurityPage = lazy(() => import('./security/SecurityPage'));

const screen = (Screen: ComponentType) => (
  <Suspense fallback={<Spinner />}>
    <Screen />
  </Suspense>
);

/** Everything under /mrpurposeless: its own client (with uploads), the session, the guard. */
export default function AdminApp() {
  const [client] = useState(createAdminClient);
  return (
    <ApolloProvider client={client}>
      <SessionProvider>
        <FeedbackProvider>
          <Routes>
            <Route path="login" element={<LoginPage />} />
            <Route
              element={
                <RequireAdmin>
                  <AdminLayout />
                </RequireAdmin>
              }
            >
              <Route index element={screen(DashboardPage)} />
              <Route path="analytics" element={screen(AnalyticsPage)} />
              <Route path="blogs" element={screen(BlogListPage)} />
              <Route path="blogs/new" element={screen(BlogFormPage)} />
              <Route path="blogs/edit/:id" element={screen(BlogFormPage)} />
              <Route path="projects" element={screen(ProjectListPage)} />
              <Route path="projects/new" element={screen(ProjectFormPage)} />
              <Route path="projects/edit/:id" element={screen(ProjectFormPage)} />
              <Route path="contacts" element={screen(MessagesPage)} />
              <Route path="comments" element={screen(CommentsPage)} />
              <Route path="subscribers" element={screen(SubscribersPage)} />
              <Route path="about" element={screen(AboutEditorPage)} />
              <Route path="social-media" element={screen(SocialMediaPage)} />
              <Route path="contact-info" element={screen(ContactInfoPage)} />
              <Route path="settings" element={screen(SettingsPage)} />
              <Route path="security" element={screen(SecurityPage)} />
            </Route>
          </Routes>
        </FeedbackProvider>
      </SessionProvider>
    </ApolloProvider>
  );
}
