/** What the projects' pages say (issue 46). */
export const PROJECTS_TEXT = {
  title: 'Projeler',
  lead: 'Geliştirdiğim projeler: her biri ne yaptığı, kullandığı teknolojiler, kodu ve canlı sürümüyle.',
  empty: 'Henüz proje bulunmuyor',
  filterLabel: 'Teknoloji',
  allTechnologies: 'Tüm teknolojiler',
  filter: 'Filtrele',
  failed: 'Projeler yüklenemedi',
  ofTechnology: (name: string) => `${name} projeleri`,
} as const;
