import { CommentSettingsSection } from '../comments/CommentSettingsSection';
import { SETTINGS_TITLE } from '../comments/commentTexts';
import { FediverseSection } from './FediverseSection';
import './settings.css';

/**
 * 'Ayarlar' (issues 48 and 49, docs/product/admin.md#settings): the site's behaviour, one section
 * per feature, each saved on its own.
 */
export default function SettingsPage() {
  return (
    <div className="admin-page admin-form-page settings-page">
      <h1>{SETTINGS_TITLE}</h1>
      <CommentSettingsSection />
      <FediverseSection />
    </div>
  );
}
