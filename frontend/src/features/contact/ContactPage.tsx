import { FiMail, FiMapPin } from 'react-icons/fi';
import { SocialLinks } from '../../components/SocialIcon';
import { Spinner } from '../../components/States';
import { usePageHead } from '../seo/usePageHead';
import { useSettings } from '../settings/useSettings';
import { ContactForm } from './ContactForm';
import './contact.css';

const LEAD = 'Bir proje, bir soru ya da sadece merhaba demek için yazabilirsiniz.';

function ContactInfoPanel() {
  const { contactInfo, socialLinks, loading, error } = useSettings();
  if (loading) return <Spinner />;
  if (error) console.error('İletişim bilgileri yüklenemedi', error);
  const { email, location } = error ? { email: '', location: '' } : contactInfo;
  const links = error ? [] : socialLinks;
  if (!email && !location && links.length === 0) {
    return <p className="contact-info__empty">İletişim bilgileri henüz eklenmemiş.</p>;
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
  usePageHead({ title: 'İletişim', description: LEAD, path: '/contact' });
  return (
    <div className="page container">
      <h1 className="page-title rise">İletişim</h1>
      <p className="page-lead">{LEAD}</p>
      <div className="contact">
        <aside className="card contact-info" aria-labelledby="contact-info-title">
          <h2 id="contact-info-title">İletişim Bilgileri</h2>
          <ContactInfoPanel />
        </aside>
        <ContactForm email={contactInfo.email} />
      </div>
    </div>
  );
}
