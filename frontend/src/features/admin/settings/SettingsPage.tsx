import { CommentSettingsSection } from '../comments/CommentSettingsSection';
import { SETTINGS_TITLE } from '../comments/commentTexts';
import './settings.css';

/**
 * 'Ayarlar' (issue 48, docs/product/admin.md#settings): the site's behaviour, one section per
 * feature, each saved on its own (the fediverse's comes with issue 49).
 */
export default function SettingsPage() {
  return (
    <div className="admin-page admin-form-page settings-page">
      <h1>{SETTINGS_TITLE}</h1>
      <CommentSettingsSection />
    </div>
  );
}
