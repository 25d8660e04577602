import { CONTENT_LIMITS } from '@portfolio/content-rules';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useDrag, useDrop } from 'react-dnd';
import { flushSync } from 'react-dom';
import { FiArrowDown, FiArrowUp, FiBriefcase, FiMenu, FiTrash2 } from 'react-icons/fi';
import { Field } from '../../../components/Field';
import { emptyExperience, experienceId, newExperienceKey, type Errors, type ExperienceDraft } from './aboutFields';
import { moveItem } from './moveItem';

/** An experience's Turkish texts (its English ones are edited in the English tab: AboutEnglishFields). */
type TextField = 'title' | 'company' | 'period' | 'description';

const { about } = CONTENT_LIMITS;
const MAX_LENGTH: Record<TextField, number> = {
  title: about.experienceTitle,
  company: about.experienceCompany,
  period: about.experiencePeriod,
  description: about.experienceDescription,
};

const DRAG_TYPE = 'about-experience';
type DragItem = { index: number };
type DropResult = { index: number };

/** How the buttons and the announcements name an entry. */
export const experienceName = (experience: ExperienceDraft, index: number) =>
  experience.title.trim() || `${index + 1}. deneyim`;

type ItemProps = {
  experience: ExperienceDraft;
  index: number;
  count: number;
  errors: Errors;
  onEdit: (field: TextField, value: string) => void;
  onValidate: (id: string) => void;
  onMove: (from: number, to: number | null | undefined) => void;
  onStep: (direction: -1 | 1) => void;
  onRemove: () => void;
};

function ExperienceItem({ experience, index, count, errors, onEdit, onValidate, onMove, onStep, onRemove }: ItemProps) {
  const [{ isDragging }, drag, preview] = useDrag<DragItem, DropResult, { isDragging: boolean }>(
    () => ({
      type: DRAG_TYPE,
      item: { index },
      collect: (monitor) => ({ isDragging: monitor.isDragging() }),
      // Dropped on an entry: move there. Dropped anywhere else: no drop result, nothing moves.
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

  const itemRef = useCallback((node: HTMLLIElement | null) => void preview(drop(node)), [preview, drop]);
  const handleRef = useCallback((node: HTMLSpanElement | null) => void drag(node), [drag]);

  const name = experienceName(experience, index);
  const id = (field: TextField) => experienceId(experience.key, field);
  const input = (field: TextField) => ({
    id: id(field),
    className: 'input',
    required: true,
    maxLength: MAX_LENGTH[field],
    value: experience[field],
    'aria-invalid': errors[id(field)] ? true : undefined,
    'aria-describedby': errors[id(field)] ? `${id(field)}-error` : undefined,
    onChange: (event: { target: { value: string } }) => onEdit(field, event.target.value),
    onBlur: () => onValidate(id(field)),
  });
  const field = (name: TextField, label: string, control: ReactNode, className?: string) => (
    <Field id={id(name)} label={label} error={errors[id(name)]} errorRole="alert" className={className}>
      {control}
    </Field>
  );

  return (
    <li
      ref={itemRef}
      className="experience-editor"
      data-key={experience.key}
      data-dragging={isDragging || undefined}
      data-over={isOver || undefined}
      aria-labelledby={`${experience.key}-heading`}
    >
      <div className="experience-editor__bar">
        <span ref={handleRef} className="experience-editor__handle" title="Sürükleyerek sırala" aria-hidden="true">
          <FiMenu />
        </span>
        <h3 className="experience-editor__heading" id={`${experience.key}-heading`}>
          <span className="experience-editor__number">{index + 1}</span>
          <span className="experience-editor__name">{experience.title.trim() || 'Yeni deneyim'}</span>
        </h3>
        <div className="experience-editor__tools">
          <button
            type="button"
            className="icon-button"
            data-move="up"
            aria-label={`Yukarı taşı: ${name}`}
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
            aria-label={`Aşağı taşı: ${name}`}
            title="Aşağı taşı"
            disabled={index === count - 1}
            onClick={() => onStep(1)}
          >
            <FiArrowDown aria-hidden="true" />
          </button>
          <button
            type="button"
            className="icon-button icon-button--danger"
            aria-label={`Deneyimi sil: ${name}`}
            title="Deneyimi sil"
            onClick={onRemove}
          >
            <FiTrash2 aria-hidden="true" />
          </button>
        </div>
      </div>

      <div className="experience-editor__fields">
        {field('title', 'Pozisyon *', <input {...input('title')} placeholder="Örn. Kıdemli Yazılım Geliştirici" />)}
        {field('company', 'Şirket *', <input {...input('company')} />)}
        {field('period', 'Dönem *', <input {...input('period')} placeholder="Örn. 2020 - Devam ediyor" />)}
        {field(
          'description',
          'Deneyim açıklaması *',
          <textarea {...input('description')} rows={3} />,
          'experience-editor__wide',
        )}
      </div>
    </li>
  );
}

/**
 * docs/product/admin.md#experiences: 'Deneyimler': add, delete and reorder (drag by the handle, or
 * the arrow buttons from the keyboard). Every change stays local until the page is saved.
 */
export function ExperienceEditor({
  experiences,
  onChange,
  errors,
  onValidate,
}: {
  experiences: ExperienceDraft[];
  onChange: (next: ExperienceDraft[]) => void;
  /** The submit's messages, by control id (aboutFields.ts `aboutErrors`). */
  errors: Errors;
  /** A control left: its message, if it shows one, is checked again. */
  onValidate: (id: string) => void;
}) {
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [announcement, setAnnouncement] = useState('');

  const entry = (key: string) => list.current?.querySelector<HTMLElement>(`[data-key="${key}"]`);

  function move(from: number, to: number | null | undefined) {
    const next = moveItem(experiences, from, to);
    const moved = experiences[from];
    if (next === experiences || !moved) return;
    onChange(next);
    setAnnouncement(`${experienceName(moved, from)} ${Number(to) + 1}. sıraya taşındı`);
  }

  function step(index: number, direction: -1 | 1) {
    const key = experiences[index]?.key;
    if (key === undefined) return;
    flushSync(() => move(index, index + direction));
    // Keep the focus on the entry that moved, on the same arrow while it can still move that way.
    const buttons = entry(key)?.querySelectorAll<HTMLButtonElement>('[data-move]');
    const [up, down] = buttons ? [buttons[0], buttons[1]] : [];
    const wanted = direction === -1 ? up : down;
    (wanted && !wanted.disabled ? wanted : direction === -1 ? down : up)?.focus();
  }

  function edit(index: number, field: TextField, value: string) {
    onChange(experiences.map((item, i) => (i === index ? { ...item, [field]: value } : item)));
  }

  function add() {
    const key = newExperienceKey();
    flushSync(() => {
      onChange([...experiences, emptyExperience(key)]);
      setAnnouncement('Yeni deneyim eklendi');
    });
    entry(key)?.querySelector('input')?.focus();
  }

  function remove(index: number) {
    const removed = experiences[index];
    if (!removed) return;
    const name = experienceName(removed, index);
    const neighbour = experiences[index + 1] ?? experiences[index - 1];
    flushSync(() => {
      onChange(experiences.filter((_, i) => i !== index));
      setAnnouncement(`${name} silindi`);
    });
    if (neighbour) entry(neighbour.key)?.querySelector<HTMLButtonElement>('.icon-button--danger')?.focus();
    else addButton.current?.focus();
  }

  return (
    <>
      {experiences.length === 0 ? (
        <p className="experience-empty">
          <FiBriefcase aria-hidden="true" /> Henüz deneyim eklenmedi.
        </p>
      ) : (
        <>
          <p className="hint">
            Sırayı değiştirmek için kartı tutamağından sürükleyin ya da ok düğmelerini kullanın. Değişiklikler
            kaydedince yayınlanır.
          </p>
          <ol className="experience-list" ref={list}>
            {experiences.map((experience, index) => (
              <ExperienceItem
                key={experience.key}
                experience={experience}
                index={index}
                count={experiences.length}
                errors={errors}
                onEdit={(field, value) => edit(index, field, value)}
                onValidate={onValidate}
                onMove={move}
                onStep={(direction) => step(index, direction)}
                onRemove={() => remove(index)}
              />
            ))}
          </ol>
        </>
      )}
      <button type="button" ref={addButton} className="button experience-add" onClick={add}>
        + Deneyim Ekle
      </button>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
