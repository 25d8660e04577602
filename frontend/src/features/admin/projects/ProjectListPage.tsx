import { useMutation, useQuery } from '@apollo/client/react';
import { projectPath } from '@portfolio/content-rules';
import { useCallback, useRef, useState } from 'react';
import { DndProvider, useDrag, useDrop } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { flushSync } from 'react-dom';
import {
  FiArrowDown,
  FiArrowUp,
  FiEdit2,
  FiExternalLink,
  FiImage,
  FiMenu,
  FiPlus,
  FiStar,
  FiTrash2,
} from 'react-icons/fi';
import { Link } from 'react-router-dom';
import { ErrorBox, Spinner } from '../../../components/States';
import {
  AdminDeleteProjectDocument,
  AdminProjectsDocument,
  AdminReorderProjectsDocument,
  AdminSetProjectsInMenuDocument,
  type AdminProjectsQuery,
} from '../../../gql/admin/graphql';
import '../about/about.css';
import '../blogs/blog-list.css';
import { moveItem } from '../about/moveItem';
import { useFeedback } from '../feedback';
import { EnglishBadge } from '../languages/EnglishBadge';
import { adminPath } from '../paths';
import {
  DELETE_ERROR,
  DELETE_SUCCESS,
  deleteQuestion,
  DRAFT_BADGE,
  EMPTY_LIST,
  FEATURED_BADGE,
  FIRST_PROJECT,
  IN_MENU,
  IN_MENU_ERROR,
  IN_MENU_HINT,
  IN_MENU_SAVED,
  LIST_LOAD_ERROR,
  LIST_TITLE,
  movedText,
  NEW_PROJECT_BUTTON,
  PUBLISHED_BADGE,
  REORDER_ERROR,
  REORDER_HINT,
} from './projectTexts';
import './projects.css';

type Item = AdminProjectsQuery['projects']['items'][number];

const DRAG_TYPE = 'admin-project';
type DragItem = { index: number };
type DropResult = { index: number };

type RowProps = {
  project: Item;
  index: number;
  count: number;
  deleting: boolean;
  onMove: (from: number, to: number | null | undefined) => void;
  onStep: (direction: -1 | 1) => void;
  onDelete: () => void;
};

/** One project: drag handle, position, cover, title and marks, and its actions (move, edit, view, delete). */
function ProjectRow({ project, index, count, deleting, onMove, onStep, onDelete }: RowProps) {
  const [{ isDragging }, drag, preview] = useDrag<DragItem, DropResult, { isDragging: boolean }>(
    () => ({
      type: DRAG_TYPE,
      item: { index },
      collect: (monitor) => ({ isDragging: monitor.isDragging() }),
      // Dropped on a project: move there. Dropped anywhere else: nothing moves.
      end: (item, monitor) => onMove(item.index, monitor.getDropResult()?.index),
    }),
    [index, onMove],
  );
  const [{ isOver }, drop] = useDrop<DragItem, DropResult, { isOver: boolean }>(
    () => ({
      accept: DRAG_TYPE,
      drop: () => ({ index }),
      collect: (monitor) => ({ isOver: monitor.isOver() && monitor.getItem()?.index !== index }),
    }),
    [index],
  );
  const rowRef = useCallback((node: HTMLLIElement | null) => void preview(drop(node)), [preview, drop]);
  const handleRef = useCallback((node: HTMLSpanElement | null) => void drag(node), [drag]);
  const published = project.status === 'PUBLISHED';

  return (
    <li
      ref={rowRef}
      className="card project-row"
      data-id={project.id}
      data-dragging={isDragging || undefined}
      data-over={isOver || undefined}
    >
      <span
        ref={handleRef}
        className="experience-editor__handle project-row__handle"
        title="Sürükleyerek sırala"
        aria-hidden="true"
      >
        <FiMenu />
      </span>
      <span className="project-row__number" aria-hidden="true">
        {index + 1}
      </span>
      {project.cover ? (
        <img className="project-row__cover" src={project.cover} alt="" width={96} height={54} loading="lazy" />
      ) : (
        <span className="project-row__cover project-row__cover--empty" aria-hidden="true">
          <FiImage />
        </span>
      )}
      <div className="project-row__text">
        <h2 className="project-row__title">{project.title}</h2>
        <p className="project-row__marks">
          <span className={`status-badge status-badge--${published ? 'published' : 'draft'}`}>
            {published ? PUBLISHED_BADGE : DRAFT_BADGE}
          </span>
          {project.featured && (
            <span className="status-badge status-badge--featured">
              <FiStar aria-hidden="true" /> {FEATURED_BADGE}
            </span>
          )}
          {project.english && <EnglishBadge />}
        </p>
      </div>
      <div className="project-row__actions">
        <button
          type="button"
          className="icon-button"
          data-move="up"
          aria-label={`Yukarı taşı: ${project.title}`}
          title="Yukarı taşı"
          disabled={index === 0}
          onClick={() => onStep(-1)}
        >
          <FiArrowUp aria-hidden="true" />
        </button>
        <button
          type="button"
          className="icon-button"
          data-move="down"
          aria-label={`Aşağı taşı: ${project.title}`}
          title="Aşağı taşı"
          disabled={index === count - 1}
          onClick={() => onStep(1)}
        >
          <FiArrowDown aria-hidden="true" />
        </button>
        <Link to={adminPath('projects', 'edit', project.id)} className="button button--small">
          <FiEdit2 aria-hidden="true" /> Düzenle
          <span className="visually-hidden">: {project.title}</span>
        </Link>
        <a
          href={projectPath(project.slug, !published)}
          target="_blank"
          rel="noopener noreferrer"
          className="button button--small project-row__view"
        >
          <FiExternalLink aria-hidden="true" /> {published ? 'Görüntüle' : 'Önizle'}
          <span className="visually-hidden">: {project.title} (yeni sekmede açılır)</span>
        </a>
        <button type="button" className="button button--small button--danger" disabled={deleting} onClick={onDelete}>
          <FiTrash2 aria-hidden="true" /> Sil
          <span className="visually-hidden">: {project.title}</span>
        </button>
      </div>
    </li>
  );
}

/** 'Projeler menüde görünsün': saved as soon as it changes. */
function MenuSetting({ visible }: { visible: boolean }) {
  const [setInMenu, { loading }] = useMutation(AdminSetProjectsInMenuDocument);
  const { toast } = useFeedback();
  async function change(next: boolean) {
    try {
      await setInMenu({
        variables: { visible: next },
        optimisticResponse: { setProjectsInMenu: next },
        update: (cache, { data }) =>
          void cache.modify({ id: 'ROOT_QUERY', fields: { projectsInMenu: () => data?.setProjectsInMenu ?? next } }),
      });
      toast(IN_MENU_SAVED);
    } catch {
      toast(IN_MENU_ERROR, 'error');
    }
  }
  return (
    <div className="card project-menu-setting">
      <label className="project-check">
        <input
          type="checkbox"
          checked={visible}
          disabled={loading}
          aria-describedby="projects-in-menu-hint"
          onChange={(event) => void change(event.target.checked)}
        />{' '}
        {IN_MENU}
      </label>
      <span id="projects-in-menu-hint" className="hint">
        {IN_MENU_HINT}
      </span>
    </div>
  );
}

/**
 * Issue 46: 'Projeler', every project (drafts too) in the owner's order. The order changes by
 * dragging a row by its handle or with its arrow buttons (the About editor's reorder: the focus
 * stays on the moved row's arrow, a live region says where it went) and is saved at once with
 * `reorderProjects`; a failed save puts the order back. Delete asks first, as the blog list does.
 */
function ProjectList() {
  const { data, loading, error } = useQuery(AdminProjectsDocument, { fetchPolicy: 'cache-and-network' });
  const [deleteProject] = useMutation(AdminDeleteProjectDocument);
  const [reorderProjects] = useMutation(AdminReorderProjectsDocument);
  const { confirm, toast } = useFeedback();
  /** The order the owner made here (ids), over the server's; null: the server's. */
  const [order, setOrder] = useState<string[] | null>(null);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const [deleting, setDeleting] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);
  /** The order the server holds, to go back to when a save fails. */
  const saved = useRef<string[] | null>(null);

  // The owner's own order: the gateway answers the site's (featured first), in which a project moved
  // above a featured one would come back below it.
  const served = (data?.projects.items ?? [])
    .filter((project) => !removed.has(project.id))
    .sort((a, b) => a.order - b.order);
  const byId = new Map(served.map((project) => [project.id, project]));
  const projects = order
    ? [...order.flatMap((id) => byId.get(id) ?? []), ...served.filter((project) => !order.includes(project.id))]
    : served;

  async function persist(next: Item[]) {
    const ids = next.map((project) => project.id);
    saved.current ??= projects.map((project) => project.id);
    setOrder(ids);
    try {
      await reorderProjects({ variables: { ids } });
      saved.current = ids;
    } catch {
      setOrder(saved.current);
      setAnnouncement(REORDER_ERROR);
      toast(REORDER_ERROR, 'error');
    }
  }

  function move(from: number, to: number | null | undefined) {
    const next = moveItem(projects, from, to);
    const moved = projects[from];
    if (next === projects || !moved) return;
    setAnnouncement(movedText(moved.title, Number(to) + 1));
    void persist(next);
  }

  function step(index: number, direction: -1 | 1) {
    const id = projects[index]?.id;
    if (id === undefined) return;
    flushSync(() => move(index, index + direction));
    // The focus stays on the project that moved, on the same arrow while it can still move that way.
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>(`[data-id="${id}"] [data-move]`);
    const [up, down] = buttons ? [buttons[0], buttons[1]] : [];
    const wanted = direction === -1 ? up : down;
    (wanted && !wanted.disabled ? wanted : direction === -1 ? down : up)?.focus();
  }

  async function remove(project: Item) {
    if (!(await confirm(deleteQuestion(project.title)))) return;
    setDeleting(project.id);
    try {
      await deleteProject({
        variables: { id: project.id },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'Project', id: project.id }) });
          cache.evict({ fieldName: 'projects' });
          cache.gc();
        },
      });
      setRemoved((current) => new Set(current).add(project.id));
      toast(DELETE_SUCCESS);
    } catch {
      toast(DELETE_ERROR, 'error');
    } finally {
      setDeleting(null);
    }
  }

  let body;
  if (!data && loading) body = <Spinner />;
  else if (!data && error) body = <ErrorBox message={LIST_LOAD_ERROR} />;
  else if (projects.length === 0) {
    body = (
      <div className="empty blog-empty">
        <p>{EMPTY_LIST}</p>
        <Link to={adminPath('projects', 'new')} className="button button--primary">
          <FiPlus aria-hidden="true" /> {FIRST_PROJECT}
        </Link>
      </div>
    );
  } else {
    body = (
      <>
        <p className="hint">{REORDER_HINT}</p>
        <ol className="project-list" ref={list} aria-label="Projeler, sitedeki sırasıyla">
          {projects.map((project, index) => (
            <ProjectRow
              key={project.id}
              project={project}
              index={index}
              count={projects.length}
              deleting={deleting === project.id}
              onMove={move}
              onStep={(direction) => step(index, direction)}
              onDelete={() => void remove(project)}
            />
          ))}
        </ol>
      </>
    );
  }

  return (
    <div className="admin-page project-list-page">
      <div className="admin-page__header">
        <h1>{LIST_TITLE}</h1>
        <Link to={adminPath('projects', 'new')} className="button button--primary">
          <FiPlus aria-hidden="true" /> {NEW_PROJECT_BUTTON}
        </Link>
      </div>
      {data && <MenuSetting visible={data.projectsInMenu} />}
      {body}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

export default function ProjectListPage() {
  return (
    <DndProvider backend={HTML5Backend}>
      <ProjectList />
    </DndProvider>
  );
}
