import { FiMail, FiMapPin } from 'react-icons/fi';
import { SocialLinks } from '../../components/SocialIcon';
import { Spinner } from '../../components/States';
import { useLanguage } from '../../lib/i18n';
import { usePageHead } from '../seo/usePageHead';
import { useSettings } from '../settings/useSettings';
import { ContactForm } from './ContactForm';
import './contact.css';

function ContactInfoPanel() {
  const { contactInfo, socialLinks, loading, error } = useSettings();
  const { t } = useLanguage();
  if (loading) return <Spinner />;
  if (error) console.error('İletişim bilgileri yüklenemedi', error);
  const { email, location } = error ? { email: '', location: '' } : contactInfo;
  const links = error ? [] : socialLinks;
  if (!email && !location && links.length === 0) {
    return <p className="contact-info__empty">{t('contact.noInfo')}</p>;
  }
  return (
    <div className="contact-info__list">
      {email && (
        <p className="contact-info__item">
          <FiMail aria-hidden="true" />
          <a href={`mailto:${email}`}>{email}</a>
        </p>
      )}
      {location && (
        <p className="contact-info__item contact-info__location">
          <FiMapPin aria-hidden="true" />
          <span>{location}</span>
        </p>
      )}
      <SocialLinks links={links} />
    </div>
  );
}

/** docs/product/public.md#contact: an info panel and the message form. */
export default function ContactPage() {
  const { contactInfo } = useSettings();
  const { t } = useLanguage();
  usePageHead({ title: t('contact.title'), description: t('contact.lead'), path: '/contact', alternates: true });
  return (
    <div className="page container">
      <h1 className="page-title rise">{t('contact.title')}</h1>
      <p className="page-lead">{t('contact.lead')}</p>
      <div className="contact">
        <aside className="card contact-info" aria-labelledby="contact-info-title">
          <h2 id="contact-info-title">{t('contact.info')}</h2>
          <ContactInfoPanel />
        </aside>
        <ContactForm email={contactInfo.email} />
      </div>
    </div>
  );
}
