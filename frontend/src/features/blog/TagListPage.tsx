import { postCountText, tagPath, TAGS_PATH, TAGS_TITLE } from '@portfolio/content-rules';
import { Link } from 'react-router-dom';
import { Empty, ErrorBox, Spinner } from '../../components/States';
import { errorText } from '../../lib/errors';
import { breadcrumbLd } from '../seo/head';
import { usePageHead } from '../seo/usePageHead';
import { useTags } from './useTags';
import './tags.css';

const LEAD = 'Yazılar konularına göre: bir etiket, o konudaki bütün yazıları açar.';

/** /tags: every tag of the visible posts with its count, in Turkish alphabetical order, each a link to its page. */
export default function TagListPage() {
  const { tags, loading, error } = useTags();
  usePageHead((site) => ({
    title: TAGS_TITLE,
    description: LEAD,
    path: TAGS_PATH,
    jsonLd: [
      breadcrumbLd(site, [
        { name: site.name, path: '/' },
        { name: TAGS_TITLE, path: TAGS_PATH },
      ]),
    ],
  }));
  return (
    <div className="page container">
      <h1 className="page-title rise">{TAGS_TITLE}</h1>
      <p className="page-lead">{LEAD}</p>
      {loading ? (
        <Spinner />
      ) : error ? (
        <ErrorBox message={errorText(error, 'Etiketler yüklenemedi')} />
      ) : !tags?.length ? (
        <Empty>Henüz etiket bulunmuyor</Empty>
      ) : (
        <ul className="tag-cloud">
          {tags.map((tag) => (
            <li key={tag.slug}>
              <Link to={tagPath(tag.slug)} className="tag-link">
                <span>{tag.name}</span> <span className="tag-link__count">{postCountText(tag.count)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
