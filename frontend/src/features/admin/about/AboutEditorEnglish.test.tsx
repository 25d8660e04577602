import { ABOUT_RULES, EXPERIENCE_RULES } from '@portfolio/content-rules';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminScreen } from '../../../test/admin';
import {
  ENGLISH_EXPERIENCE_OPTIONAL,
  ENGLISH_OPTIONAL_ABOUT,
  NO_ENGLISH_ABOUT,
  NO_ENGLISH_EXPERIENCE,
} from '../languages/englishTexts';
import AboutEditorPage from './AboutEditorPage';
import {
  about,
  aboutMock,
  experiences,
  inputOf,
  named,
  positions,
  saveButton,
  saved,
  updateMock,
  type About,
  type AboutInput,
} from './aboutEditorTestKit';

/** Issue 50: the About editor's 'Türkçe' | 'English' tabs and the English texts they edit. */

const english = { name: 'Deniz Yilmaz', title: 'Full Stack Developer', description: 'First line\nSecond line' };
const senior = { title: 'Senior Developer', period: '2022 - Present', description: 'Web applications' };
const junior = { title: 'Developer', period: '2019 - 2022', description: 'API design' };

/** The page with its English version and the first two experiences translated. */
const translated: About = about({
  english,
  experiences: [{ ...experiences[0]!, english: senior }, { ...experiences[1]!, english: junior }, experiences[2]!],
});

const englishTab = () => screen.getByRole('tab', { name: /^English/ });
const turkishTab = () => screen.getByRole('tab', { name: 'Türkçe' });
const englishPanel = () => screen.getByRole('tabpanel', { name: /^English/ });
const enName = () => screen.getByLabelText<HTMLInputElement>('İngilizce isim *');
const enTitle = () => screen.getByLabelText<HTMLInputElement>('İngilizce unvan *');
const enDescription = () => screen.getByLabelText<HTMLTextAreaElement>('İngilizce açıklama *');
const enPositions = () =>
  screen.getAllByLabelText<HTMLInputElement>('İngilizce pozisyon *').map((input) => input.value);
const enPeriods = () => screen.getAllByLabelText<HTMLInputElement>('İngilizce dönem *');
const enExperienceDescriptions = () => screen.getAllByLabelText<HTMLTextAreaElement>('İngilizce deneyim açıklaması *');

const render = (page: About | null = saved) => renderAdminScreen(<AboutEditorPage />, { mocks: [aboutMock(page)] });

describe("AboutEditorPage: the 'Türkçe' and 'English' tabs", () => {
  it('shows the saved English texts beside each experience, its company as a name', async () => {
    const { user } = render(translated);
    await screen.findByLabelText('İsim *');
    expect(turkishTab()).toHaveAttribute('aria-selected', 'true');
    expect(englishTab()).toHaveAccessibleName('English'); // no '(yok)': the page has an English version

    await user.click(englishTab());
    expect(englishTab()).toHaveAttribute('aria-selected', 'true');
    expect(enName()).toHaveValue(english.name);
    expect(enTitle()).toHaveValue(english.title);
    expect(enDescription()).toHaveValue(english.description);
    expect(enPositions()).toEqual([senior.title, junior.title, '']);
    expect(enPeriods().map((input) => input.value)).toEqual([senior.period, junior.period, '']);
    expect(enExperienceDescriptions().map((input) => input.value)).toEqual([
      senior.description,
      junior.description,
      '',
    ]);
    const panel = englishPanel();
    expect(within(panel).getByText(ENGLISH_OPTIONAL_ABOUT)).toBeVisible();
    expect(within(panel).getAllByText(ENGLISH_EXPERIENCE_OPTIONAL)).toHaveLength(2);
    expect(within(panel).getAllByText(NO_ENGLISH_EXPERIENCE)).toHaveLength(1);
    // The company is not translated: shown, not edited.
    expect(within(panel).getByText('Acme A.Ş.')).toBeVisible();
    expect(within(panel).queryByLabelText(/şirket/i)).not.toBeInTheDocument();
    for (const input of [enName(), enTitle(), enDescription(), ...enPeriods()])
      expect(input).toHaveAttribute('lang', 'en');
  });

  it('keeps what is typed in either tab while switching, and saves both languages', async () => {
    const input: AboutInput = {
      ...inputOf(saved),
      title: 'Yazılım Geliştirici',
      english,
      experiences: [{ ...experiences[0]!, english: senior }, experiences[1]!, experiences[2]!],
    };
    const { user, operations } = renderAdminScreen(<AboutEditorPage />, {
      mocks: [aboutMock(saved), updateMock(input, { ...saved, ...input })],
    });
    await screen.findByLabelText('İsim *');
    expect(englishTab()).toHaveAccessibleName(/^English\s*\(yok\)$/);

    await user.click(englishTab());
    expect(screen.getByText(NO_ENGLISH_ABOUT)).toBeVisible();
    await user.type(enName(), english.name);
    await user.type(enTitle(), english.title);
    await user.type(enDescription(), 'First line{Enter}Second line');
    await user.type(screen.getAllByLabelText('İngilizce pozisyon *')[0]!, senior.title);
    await user.type(enPeriods()[0]!, senior.period);
    await user.type(enExperienceDescriptions()[0]!, senior.description);

    await user.click(turkishTab());
    expect(screen.getByLabelText('İsim *')).toBeVisible();
    await user.clear(screen.getByLabelText('Unvan *'));
    await user.type(screen.getByLabelText('Unvan *'), 'Yazılım Geliştirici');
    await user.click(englishTab());
    expect(enName()).toHaveValue(english.name);
    expect(enPositions()).toEqual([senior.title, '', '']);
    expect(englishTab()).toHaveAccessibleName('English');

    await user.click(saveButton());
    expect(await screen.findByText('Hakkımda bilgileri başarıyla güncellendi')).toBeInTheDocument();
    expect(named(operations, 'UpdateAbout')).toEqual([{ name: 'UpdateAbout', variables: { input } }]);
  });

  it('sends english: null for the page and for every experience without English texts', async () => {
    const input: AboutInput = {
      ...inputOf(translated),
      english: null,
      experiences: [{ ...experiences[0]!, english: senior }, experiences[1]!, experiences[2]!],
    };
    const { user, operations } = renderAdminScreen(<AboutEditorPage />, {
      mocks: [aboutMock(translated), updateMock(input, { ...translated, ...input })],
    });
    await screen.findByLabelText('İsim *');
    await user.click(englishTab());
    // Emptied: the page's English version goes (so does /en/about), and the second experience's texts.
    for (const field of [enName(), enTitle(), enDescription()]) await user.clear(field);
    await user.clear(screen.getAllByLabelText('İngilizce pozisyon *')[1]!);
    await user.clear(enPeriods()[1]!);
    await user.type(enExperienceDescriptions()[1]!, '   ');
    await user.clear(enExperienceDescriptions()[1]!);
    expect(screen.getByText(NO_ENGLISH_ABOUT)).toBeVisible();
    expect(englishTab()).toHaveAccessibleName(/^English\s*\(yok\)$/);

    await user.click(saveButton());
    expect(await screen.findByText('Hakkımda bilgileri başarıyla güncellendi')).toBeInTheDocument();
    expect(named(operations, 'UpdateAbout')).toEqual([{ name: 'UpdateAbout', variables: { input } }]);
  });

  it('checks a begun English version by the Turkish rules, in Turkish, on its tab; nothing is sent', async () => {
    const { user, operations } = render(saved);
    await screen.findByLabelText('İsim *');
    await user.click(englishTab());
    await user.type(enTitle(), english.title);
    await user.type(enPeriods()[1]!, junior.period);
    await user.click(turkishTab());

    await user.click(saveButton());
    // The first field to fix is in the English tab: it is shown, and the field takes the focus.
    expect(englishTab()).toHaveAttribute('aria-selected', 'true');
    expect(enName()).toHaveFocus();
    expect(enName()).toHaveAccessibleDescription(ABOUT_RULES.name.required!);
    expect(enName()).toBeInvalid();
    expect(enDescription()).toHaveAccessibleDescription(
      `Satır sonları sayfada olduğu gibi gösterilir. ${ABOUT_RULES.description.required!}`,
    );
    expect(enTitle()).toBeValid();
    const second = screen.getAllByLabelText('İngilizce pozisyon *')[1]!;
    expect(second).toHaveAccessibleDescription(EXPERIENCE_RULES.title.required!);
    expect(enExperienceDescriptions()[1]).toHaveAccessibleDescription(EXPERIENCE_RULES.description.required!);
    // Untouched experiences have no English texts, so nothing to check there.
    expect(screen.getAllByLabelText('İngilizce pozisyon *')[0]).toBeValid();
    expect(named(operations, 'UpdateAbout')).toHaveLength(0);

    // A message goes once its field is right (on leaving it).
    await user.type(enName(), english.name);
    await user.tab();
    expect(screen.queryByText(ABOUT_RULES.name.required!)).not.toBeInTheDocument();
    expect(enName()).toBeValid();
  });

  it('checks the Turkish fields in Turkish too, showing their tab first', async () => {
    const { user, operations } = render(saved);
    await screen.findByLabelText('İsim *');
    await user.clear(screen.getAllByLabelText('Şirket *')[0]!);
    await user.clear(screen.getByLabelText('İsim *'));
    await user.click(englishTab());

    await user.click(saveButton());
    expect(turkishTab()).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('İsim *')).toHaveFocus();
    expect(screen.getByLabelText('İsim *')).toHaveAccessibleDescription(ABOUT_RULES.name.required!);
    expect(screen.getAllByLabelText('Şirket *')[0]).toHaveAccessibleDescription(EXPERIENCE_RULES.company.required!);
    expect(named(operations, 'UpdateAbout')).toHaveLength(0);
  });

  it('moves the English texts with their experience when the experiences are reordered (drag or arrows)', async () => {
    const [first, second, third] = [0, 1, 2].map((index) => translated.experiences[index]!);
    const input: AboutInput = { ...inputOf(translated), experiences: [first!, third!, second!] };
    const { user, operations, container } = renderAdminScreen(<AboutEditorPage />, {
      mocks: [aboutMock(translated), updateMock(input, { ...translated, ...input })],
    });
    await screen.findByLabelText('İsim *');
    // Dragged by its handle (react-dnd) and dropped on the last entry: the first one moves there.
    const dataTransfer = { setData: () => {}, setDragImage: () => {}, types: [], dropEffect: 'move' };
    const nextTick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const entry = container.querySelectorAll('.experience-editor')[2]!;
    fireEvent.dragStart(container.querySelector('.experience-editor__handle')!, { dataTransfer });
    await nextTick();
    fireEvent.dragEnter(entry, { dataTransfer });
    fireEvent.dragOver(entry, { dataTransfer });
    fireEvent.drop(entry, { dataTransfer });
    await nextTick();
    expect(positions()).toEqual(['Geliştirici', 'Stajyer', 'Kıdemli Geliştirici']);
    await user.click(englishTab());
    expect(enPositions()).toEqual([junior.title, '', senior.title]);

    // Then by the arrow buttons: back to the top, and the second one down.
    await user.click(turkishTab());
    await user.click(screen.getByRole('button', { name: 'Yukarı taşı: Kıdemli Geliştirici' }));
    await user.click(screen.getByRole('button', { name: 'Yukarı taşı: Kıdemli Geliştirici' }));
    await user.click(screen.getByRole('button', { name: 'Aşağı taşı: Geliştirici' }));
    expect(positions()).toEqual(['Kıdemli Geliştirici', 'Stajyer', 'Geliştirici']);
    await user.click(englishTab());
    expect(enPositions()).toEqual([senior.title, '', junior.title]);
    expect(enPeriods().map((field) => field.value)).toEqual([senior.period, '', junior.period]);
    const headings = within(englishPanel())
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['1Kıdemli Geliştirici', '2Stajyer', '3Geliştirici']);

    await user.click(saveButton());
    await waitFor(() =>
      expect(named(operations, 'UpdateAbout')).toEqual([{ name: 'UpdateAbout', variables: { input } }]),
    );
  });

  it('lists a new experience in the English tab, without English texts until they are written', async () => {
    const { user } = render(about({ experiences: [] }));
    await screen.findByLabelText('İsim *');
    await user.click(englishTab());
    expect(within(englishPanel()).getByText(/Deneyimleri Türkçe sekmesinde ekleyin/)).toBeVisible();
    await user.click(turkishTab());
    await user.click(screen.getByRole('button', { name: '+ Deneyim Ekle' }));
    await user.type(screen.getByLabelText('Pozisyon *'), 'Danışman');
    await user.click(englishTab());
    expect(within(englishPanel()).getByRole('heading', { level: 3 })).toHaveTextContent('Danışman');
    expect(within(englishPanel()).getByText(NO_ENGLISH_EXPERIENCE)).toBeVisible();
    expect(enPositions()).toEqual(['']);
  });
});
