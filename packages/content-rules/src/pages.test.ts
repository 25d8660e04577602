import { projectListPath, projectPath, PROJECTS_PER_PAGE, publicPage, TECHNOLOGY_PARAM } from './pages';
import { projectShareImagePath } from './site';

/** The projects' addresses (issue 46): every spelling rule of the blog's holds for them. */

describe('the projects’ addresses', () => {
  it('are written once: the list, its pages and technologies, a project, its preview and its card', () => {
    expect(PROJECTS_PER_PAGE).toBe(12);
    expect(TECHNOLOGY_PARAM).toBe('teknoloji');
    expect(projectListPath(1)).toBe('/projects');
    expect(projectListPath(3)).toBe('/projects?sayfa=3');
    expect(projectListPath(1, 'node-js')).toBe('/projects?teknoloji=node-js');
    expect(projectListPath(2, 'node-js')).toBe('/projects?teknoloji=node-js&sayfa=2');
    expect(projectListPath(2, '')).toBe('/projects?sayfa=2');
    expect(projectPath('bir-proje')).toBe('/projects/bir-proje');
    expect(projectPath('bir-proje', true)).toBe('/projects/bir-proje?onizleme=1');
    expect(projectShareImagePath('bir-proje')).toBe('/projects/bir-proje/og.png');
  });

  it.each([
    ['/projects', '', { url: '/projects', page: 1, technology: '' }],
    ['/Projects/', '?x=1', { url: '/projects', page: 1, technology: '' }],
    ['/PROJECTS', '?sayfa=2&x=1', { url: '/projects?sayfa=2', page: 2, technology: '' }],
    ['/projects', '?sayfa=1', { url: '/projects?sayfa=1', page: 1, technology: '' }],
    ['/projects', '?teknoloji=node-js', { url: '/projects?teknoloji=node-js', page: 1, technology: 'node-js' }],
    [
      '/projects/',
      '?sayfa=2&x=1&teknoloji=node-js',
      { url: '/projects?teknoloji=node-js&sayfa=2', page: 2, technology: 'node-js' },
    ],
    [
      '/projects',
      '?teknoloji=node-js&sayfa=1',
      { url: '/projects?teknoloji=node-js&sayfa=1', page: 1, technology: 'node-js' },
    ],
    // The filter's 'every technology' submits an empty one: its own address, a redirect to the list without it.
    ['/projects', '?teknoloji=', { url: '/projects?teknoloji=', page: 1, technology: '' }],
    ['/projects', '?teknoloji=&sayfa=2', { url: '/projects?teknoloji=&sayfa=2', page: 2, technology: '' }],
  ])('%s%s is the list of projects %j', (pathname, search, page) => {
    expect(publicPage(pathname, search)).toEqual({ locale: 'tr', kind: 'project-list', ...page });
  });

  it.each([
    ['/projects/bir-proje', '', '/projects/bir-proje', 'bir-proje'],
    ['/Projects/bir-proje/', '?x=1&onizleme=0', '/projects/bir-proje', 'bir-proje'],
    ['/PROJECTS/bir-proj%65', '', '/projects/bir-proje', 'bir-proje'],
  ])('%s%s is the project %s', (pathname, search, url, slug) => {
    expect(publicPage(pathname, search)).toEqual({ locale: 'tr', kind: 'project', url, slug });
  });

  it('a project’s preview is nobody else’s: no key', () => {
    expect(publicPage('/projects/bir-proje', '?onizleme=1')).toEqual({ kind: 'preview', locale: 'tr' });
  });

  it.each([
    ['/projects', '?sayfa=0'],
    ['/projects', '?sayfa=02'],
    ['/projects', '?sayfa=x'],
    ['/projects', '?teknoloji=Node.js'],
    ['/projects', '?teknoloji=NODE'],
    ['/projects', '?teknoloji=node-js&sayfa=0'],
    ['/projects/a/b', ''],
    ['/projects/a%2Fb', ''],
    ['/projects/%E0%A4%A', ''],
    ['/projects/bir-proje/og.png', ''],
    ['//projects', ''],
  ])('%s%s is not found', (pathname, search) => {
    expect(publicPage(pathname, search)).toEqual({ kind: 'not-found', locale: 'tr' });
  });
});
