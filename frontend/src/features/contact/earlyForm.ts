/**
 * The contact form before the application runs. The server renders its fields disabled (without
 * JavaScript nothing could send them); the page's script enables them at once (boot.ts), so the
 * reader types while the application loads, which starts on their first touch. A submit made
 * before the application has taken the form over is held, and made again by the hydrated form
 * (ContactForm) with what was typed: nothing typed is lost, nothing is sent twice.
 */
import type { ContactForm } from './validation';

let held = false;

function holdSubmit(event: SubmitEvent) {
  if (!(event.target instanceof HTMLFormElement) || !event.target.classList.contains('contact-form')) return;
  event.preventDefault();
  held = true;
}

export function enableFormEarly(document: Document) {
  const fields = document.querySelector<HTMLFieldSetElement>('.contact-form__fields');
  if (!fields) return;
  fields.disabled = false;
  document.addEventListener('submit', holdSubmit, true);
}

/** On the first render in the browser: whether the page's script enabled the fields (false on the server). */
export const enabledEarly = () =>
  typeof document !== 'undefined' &&
  document.querySelector('.contact-form__fields')?.hasAttribute('disabled') === false;

/** On the first render in the browser: what was typed before the application ran (empty on the server). */
export function typedEarly(): ContactForm & { website: string } {
  const value = (id: string) =>
    typeof document === 'undefined' ? '' : ((document.getElementById(id) as HTMLInputElement | null)?.value ?? '');
  return {
    name: value('contact-name'),
    email: value('contact-email'),
    message: value('contact-message'),
    website: value('contact-website'),
  };
}

/**
 * Once the hydrated form is in charge: stops holding submits, and makes the one held, if any, in a
 * task of its own (after every effect of the hydrating commit has run).
 */
export function takeOverForm(form: HTMLFormElement | null) {
  document.removeEventListener('submit', holdSubmit, true);
  if (!held || !form) return;
  held = false;
  setTimeout(() => form.requestSubmit());
}
