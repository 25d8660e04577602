import { createHash } from 'node:crypto';
import { slugify } from '@portfolio/content-rules';
import sharp from 'sharp';
import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from './core/logger';
import { sanitizeContentHtml } from './core/sanitize-html';
import { About } from './modules/about/about.entity';
import { Experience } from './modules/about/experience.entity';
import { BlogPost } from './modules/blog/blog-post.entity';
import { insertPost, storedContent } from './modules/blog/blog.service';
import { ContactMessage } from './modules/contact/contact-message.entity';
import { makePhoto } from './modules/files/photos';
import { StoredFile } from './modules/files/stored-file.entity';
import { Project, ProjectSlug, ProjectStatus, storeTechnologies } from './modules/projects/project.entity';
// After the entities: core/locale.ts declares a GraphQL type, which needs their reflect-metadata.
import { Locale } from './core/locale';
import { Settings, SocialLink } from './modules/settings/settings.entity';

const DAY = 24 * 60 * 60 * 1000;

/** True when no content of any kind has been stored yet (accounts do not count). */
export async function isEmpty(manager: EntityManager): Promise<boolean> {
  for (const entity of [About, BlogPost, Project, ContactMessage, Settings, SocialLink]) {
    if ((await manager.count(entity)) > 0) return false;
  }
  return true;
}

/**
 * Fills a brand-new development database with a small Turkish demo, so that a newcomer sees a
 * living site. Returns false, touching nothing, when any content already exists.
 */
export async function seedDemo(dataSource: DataSource, log: Logger, now = new Date()): Promise<boolean> {
  const seeded = await dataSource.transaction(async (manager) => {
    if (!(await isEmpty(manager))) return false;

    await manager.save(
      manager.create(About, {
        id: About.ID,
        name: 'Deniz Yılmaz',
        title: 'Full-Stack Yazılım Geliştirici',
        // The English About page (issue 50): /en/about.
        enName: 'Deniz Yılmaz',
        enTitle: 'Full-Stack Software Developer',
        enDescription:
          'I have been building web applications for eight years; fast, accessible and maintainable products are my passion.\n' +
          'I live in Istanbul, and in my spare time I contribute to open source and write about software.',
        description:
          'Sekiz yıldır web uygulamaları geliştiriyorum; hızlı, erişilebilir ve bakımı kolay ürünler benim için bir tutku.\n' +
          'İstanbul’da yaşıyorum; boş zamanlarımda açık kaynak projelere katkı veriyor, yazılım üzerine yazıyorum.',
        cvFile: null,
        technologies: [
          'TypeScript',
          'React',
          'Node.js',
          'GraphQL',
          'PostgreSQL',
          'MySQL',
          'Docker',
          'Kubernetes',
          'AWS',
          'Vite',
          'Jest',
          'Figma',
        ],
        experiences: [
          manager.create(Experience, {
            position: 0,
            title: 'Kıdemli Yazılım Geliştirici',
            company: 'Anadolu Teknoloji A.Ş.',
            period: '2022 - Devam ediyor',
            description:
              'Ödeme altyapısının GraphQL ağ geçidini tasarladım; yanıt sürelerini %40 kısalttım ve ekibe TypeScript eğitimi verdim.',
            enTitle: 'Senior Software Developer',
            enPeriod: '2022 - Present',
            enDescription:
              'I designed the GraphQL gateway of the payment platform, cut its response times by 40% and taught the team TypeScript.',
          }),
          manager.create(Experience, {
            position: 1,
            title: 'Yazılım Geliştirici',
            company: 'Boğaziçi Dijital',
            period: '2019 - 2022',
            description:
              'E-ticaret sitesinin React ile yeniden yazımında görev aldım; erişilebilirlik denetimlerini sürecin parçası yaptım.',
            enTitle: 'Software Developer',
            enPeriod: '2019 - 2022',
            enDescription:
              'I took part in rewriting the online store in React and made accessibility checks part of the process.',
          }),
          manager.create(Experience, {
            position: 2,
            title: 'Stajyer Geliştirici',
            company: 'Ege Yazılım Evi',
            period: '2018 - 2019',
            description: 'İç araçlar için Node.js servisleri ve otomasyon betikleri yazdım.',
          }),
        ],
      }),
    );

    await manager.save(
      manager.create(Settings, {
        id: Settings.ID,
        contactInfo: { email: 'merhaba@denizyilmaz.dev', location: 'Kadıköy, İstanbul' },
      }),
    );
    await manager.save(
      manager.create(SocialLink, [
        { platform: 'github', url: 'https://github.com/denizyilmaz', isActive: true },
        { platform: 'linkedin', url: 'https://www.linkedin.com/in/denizyilmaz', isActive: true },
        { platform: 'twitter', url: 'https://x.com/denizyilmaz', isActive: true },
        { platform: 'email', url: 'mailto:merhaba@denizyilmaz.dev', isActive: true },
      ]),
    );

    for (const [index, { daysAgo, english, ...post }] of DEMO_POSTS.entries()) {
      // As the admin's create stores a post: with the slug of its title and its slug history, and its
      // English version (issue 50) when it has one.
      const stored = english && storedContent(english.content);
      const inEnglish = english &&
        stored && {
          enTitle: english.title,
          enShortDescription: english.shortDescription,
          enContent: stored.content,
          enReadingMinutes: stored.readingMinutes,
        };
      await insertPost(
        manager,
        {
          ...post,
          ...storedContent(post.content),
          publishDate: new Date(now.getTime() - daysAgo * DAY),
          createdAt: new Date(now.getTime() - daysAgo * DAY),
          viewCount: 12 * (index + 1),
          // Demo content, there from the start: no news to mail (modules/subscribers).
          mailSubscribers: false,
          // Readers may answer them (modules/comments).
          commentsOpen: true,
        },
        undefined,
        inEnglish,
      );
    }
    for (const [order, { hues, english, ...project }] of DEMO_PROJECTS.entries()) {
      // As the admin's create stores a project: its slug in the history, its technologies for the
      // tag pages, a cover through the photo pipeline (upright, no metadata, AVIF and WebP widths).
      const saved = await manager.save(
        manager.create(Project, {
          ...project,
          slug: slugify(project.title),
          content: sanitizeContentHtml(project.content),
          cover: await demoCover(manager, hues),
          order,
          status: ProjectStatus.PUBLISHED,
          ...(english && {
            enTitle: english.title,
            enSlug: slugify(english.title),
            enSummary: english.summary,
            enContent: sanitizeContentHtml(english.content),
          }),
        }),
      );
      await manager.insert(ProjectSlug, { slug: saved.slug, locale: Locale.TR, projectId: saved.id });
      if (saved.enSlug)
        await manager.insert(ProjectSlug, { slug: saved.enSlug, locale: Locale.EN, projectId: saved.id });
      await storeTechnologies(manager, saved, { isNew: true });
    }
    return true;
  });
  if (seeded) log.info('Boş veritabanına Türkçe demo içerik eklendi (SEED=false ile kapatılır)');
  return seeded;
}

type DemoPost = Pick<BlogPost, 'title' | 'shortDescription' | 'tags' | 'content'> & {
  daysAgo: number;
  /** Its English version (issue 50): /en/blog/{slug of the English title}. */
  english?: Pick<BlogPost, 'title' | 'shortDescription' | 'content'>;
};

const DEMO_POSTS: DemoPost[] = [
  {
    daysAgo: 3,
    title: 'TypeScript ile Güvenli API Tasarımı',
    english: {
      title: 'Designing Safe APIs with TypeScript',
      shortDescription: 'Practical ways to use the type system not only for the compiler but for the API contract.',
      content: `<h2>The contract comes first</h2>
<p>The most valuable part of an API is its <strong>contract</strong>: the common language of client and server. TypeScript lets us carry that contract into the code; but <em>types</em> alone are not enough, validation at run time is needed too.</p>
<blockquote><p>The compiler never trusts data from the network; neither should you.</p></blockquote>
<h3>Three rules</h3>
<ol>
<li><p>Validate input at the boundary; trust the types inside.</p></li>
<li><p>Write error messages in the user's language.</p></li>
<li><p>Generate the schema from the code and keep it under version control.</p></li>
</ol>
<pre><code class="language-ts">type Result&lt;T&gt; = { ok: true; value: T } | { ok: false; message: string };

function check(name: string): Result&lt;string&gt; {
  const clean = name.trim();
  return clean ? { ok: true, value: clean } : { ok: false, message: 'Name is required' };
}</code></pre>
<p>This pattern returns the error as a <mark style="background-color: #fef08a">value</mark> instead of throwing it as an exception; the caller has to handle both cases.</p>
<p>For more, see the <a href="https://www.typescriptlang.org/docs/" target="_blank" rel="noopener noreferrer nofollow">TypeScript documentation</a>.</p>`,
    },
    shortDescription: 'Tip sistemini yalnızca derleyici için değil, API sözleşmesi için de kullanmanın pratik yolları.',
    tags: ['TypeScript', 'API', 'GraphQL', 'Güvenlik'],
    content: `<h2>Sözleşme önce gelir</h2>
<p>Bir API’nin en değerli parçası <strong>sözleşmesidir</strong>: istemci ile sunucu arasındaki ortak dil. TypeScript bu sözleşmeyi kodun içine taşımamızı sağlar; ama yalnızca <em>tipler</em> yetmez, çalışma anındaki doğrulama da gerekir.</p>
<blockquote><p>Derleyici, ağdan gelen veriye asla güvenmez; siz de güvenmeyin.</p></blockquote>
<h3>Üç temel kural</h3>
<ol>
<li><p>Girdiyi sınırda doğrulayın; içeride tiplere güvenin.</p></li>
<li><p>Hata mesajlarını kullanıcının dilinde yazın.</p></li>
<li><p>Şemayı koddan üretin ve sürüm kontrolünde tutun.</p></li>
</ol>
<pre><code class="language-ts">type Sonuc&lt;T&gt; = { basarili: true; veri: T } | { basarili: false; mesaj: string };

function kontrolEt(ad: string): Sonuc&lt;string&gt; {
  const temiz = ad.trim();
  return temiz ? { basarili: true, veri: temiz } : { basarili: false, mesaj: 'İsim alanı zorunludur' };
}</code></pre>
<p>Bu desen, hatayı <span style="color: #c2410c">istisna</span> olarak fırlatmak yerine <mark style="background-color: #fef08a">değer</mark> olarak döndürür; çağıran taraf iki durumu da ele almak zorunda kalır.</p>
<h3>Devamı için</h3>
<p>Ayrıntılar için <a href="https://www.typescriptlang.org/docs/" target="_blank" rel="noopener noreferrer nofollow">TypeScript belgelerine</a> göz atabilirsiniz.</p>`,
  },
  {
    daysAgo: 17,
    title: 'React’te Erişilebilirlik: Küçük Adımlar, Büyük Fark',
    shortDescription: 'Klavye, ekran okuyucu ve kontrast: her bileşende uygulanabilecek basit alışkanlıklar.',
    tags: ['React', 'Erişilebilirlik', 'Frontend'],
    content: `<h2>Herkes için bir web</h2>
<p>Erişilebilirlik bir <u>ek özellik</u> değil, kalitenin kendisidir. Aşağıdaki alışkanlıklar çoğu projede bir öğleden sonra içinde uygulanabilir.</p>
<ul>
<li><p><strong>Anlamlı HTML:</strong> düğme için <code>&lt;button&gt;</code>, bağlantı için <code>&lt;a&gt;</code>.</p></li>
<li><p><strong>Görünür odak:</strong> <code>outline: none</code> yazmadan önce iki kez düşünün.</p></li>
<li><p><strong>Etiketler:</strong> her form alanının bir <code>&lt;label&gt;</code> öğesi olsun.</p></li>
<li><p><strong>Kontrast:</strong> metin ile arka plan arasında en az 4.5:1 oran.</p></li>
</ul>
<h3>Klavyeyle deneyin</h3>
<p style="text-align: center">Fareyi bir kenara koyun ve sitenizi yalnızca <em>Tab</em>, <em>Enter</em> ve <em>Esc</em> ile kullanmayı deneyin.</p>
<p>Su formülü gibi küçük ayrıntılar bile önemlidir: H<sub>2</sub>O; ya da bir dipnot<sup>1</sup>. Ekran okuyucular bunları doğru okur, yeter ki doğru etiketi kullanın.</p>
<p><s>Her şeyi sonra düzeltiriz</s> — erişilebilirliği en baştan düşünmek her zaman daha ucuzdur.</p>`,
  },
  {
    daysAgo: 40,
    title: 'Kendi Sunucunda Blog: Neden ve Nasıl?',
    english: {
      title: 'A Blog on Your Own Server: Why and How?',
      shortDescription: 'The pros and cons of a personal site that runs with one command, tied to no platform.',
      content: `<h2>Own your writing</h2>
<p>Hosting a personal blog on your own server gives you <strong>control</strong> of what you write. Platforms change, rules change; your domain and your database stay where they are.</p>
<h3>Pros</h3>
<ul>
<li><p>Your data in one database, easy to back up.</p></li>
<li><p>No ads and no trackers; pages open fast.</p></li>
</ul>
<h3>Cons</h3>
<ul>
<li><p>Updates and backups are yours to look after.</p></li>
</ul>
<h3>Started with one command</h3>
<pre><code class="language-bash">docker compose up -d
docker compose logs -f gateway</code></pre>
<p>In short: full independence for a small upkeep. <a href="mailto:merhaba@denizyilmaz.dev">Write to me</a> with your questions.</p>`,
    },
    shortDescription:
      'Bir platforma bağlı kalmadan, tek komutla çalışan kişisel bir site kurmanın artıları ve eksileri.',
    tags: ['Self-hosting', 'Docker', 'MySQL', 'Kişisel'],
    content: `<h2>İçeriğiniz sizin olsun</h2>
<p>Kişisel bir blogu kendi sunucunuzda barındırmak, yazdıklarınızın <strong>kontrolünü</strong> size verir. Platformlar değişir, kurallar değişir; sizin alan adınız ve veritabanınız yerinde kalır.</p>
<h3>Artılar</h3>
<ul>
<li><p>Verileriniz tek bir veritabanında, yedeği kolay.</p></li>
<li><p>Reklam ve izleyici yok; sayfalar hızlı açılır.</p></li>
</ul>
<h3>Eksiler</h3>
<ul>
<li><p>Güncellemeler ve yedekler sizin sorumluluğunuzda.</p></li>
</ul>
<h3>Tek komutla başlangıç</h3>
<pre><code class="language-bash">docker compose up -d
docker compose logs -f gateway</code></pre>
<p><span style="font-size: 1.5em">Sonuç:</span> küçük bir bakım yükü karşılığında tam bağımsızlık. Sorularınız için <a href="mailto:merhaba@denizyilmaz.dev">bana yazın</a>.</p>`,
  },
];

/**
 * A demo project's cover: a 1600×900 picture drawn here (two colours' gradient and a few shapes, no
 * download), stored as an upload of it would be: the photo pipeline's files; answers its address.
 */
async function demoCover(manager: EntityManager, [from, to]: [string, string]): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="1600" height="900" fill="url(#g)"/>
    <circle cx="1250" cy="220" r="260" fill="#ffffff" fill-opacity="0.12"/>
    <rect x="180" y="520" width="760" height="200" rx="36" fill="#ffffff" fill-opacity="0.16"/>
    <rect x="180" y="300" width="520" height="48" rx="24" fill="#ffffff" fill-opacity="0.3"/>
    <rect x="180" y="380" width="380" height="48" rx="24" fill="#ffffff" fill-opacity="0.2"/>
  </svg>`;
  const files = await makePhoto(await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer());
  for (const { name, type, bytes } of files) {
    await manager.save(
      manager.create(StoredFile, {
        name,
        mediaType: type.mediaType,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        bytes,
      }),
    );
  }
  return `/uploads/${files[0]!.name}`;
}

/** Four projects, in the owner's order; two featured. Their technologies meet the demo posts' tags. */
type DemoProject = Pick<
  Project,
  'title' | 'summary' | 'content' | 'technologies' | 'links' | 'startDate' | 'endDate' | 'featured'
> & {
  hues: [string, string];
  /** Its English version (issue 50): /en/projects/{slug of the English title}. */
  english?: Pick<Project, 'title' | 'summary' | 'content'>;
};
const DEMO_PROJECTS: DemoProject[] = [
  {
    title: 'Kütüphane Rezervasyon Sistemi',
    summary:
      'Bir belediye kütüphanesinin çalışma masalarını telefondan ayırtmaya yarayan, ekran okuyucuyla da rahat kullanılan web uygulaması.',
    content: `<h2>Sorun</h2>
<p>Sınav dönemlerinde kütüphanenin önünde sabah yedide kuyruk oluşuyordu. Masalar ilk gelene veriliyor, yer bulamayan öğrenciler boşuna yol yapıyordu.</p>
<h2>Çözüm</h2>
<p>Öğrenciler masayı bir gün önceden iki saatlik dilimlerle ayırtıyor; gelmeyenin ayırtması on beş dakika sonra kendiliğinden düşüyor.</p>
<ul><li>React ile yazılmış, klavyeyle ve ekran okuyucuyla baştan sona kullanılabilen bir arayüz</li><li>GraphQL ile tek bir uç noktadan beslenen masa haritası</li><li>Görevliler için QR kodla giriş onayı</li></ul>
<h2>Sonuç</h2>
<p>İlk dönemde kuyruk kalktı; boş kalan masa oranı %30’dan %8’e indi.</p>`,
    technologies: ['React', 'TypeScript', 'GraphQL', 'Erişilebilirlik'],
    links: { repo: 'https://github.com/denizyilmaz/kutuphane-rezervasyon', demo: 'https://kutuphane.denizyilmaz.dev' },
    startDate: '2024-02',
    endDate: null,
    featured: true,
    hues: ['#0f766e', '#155e75'],
    english: {
      title: 'Library Booking System',
      summary:
        'A web application for booking the study desks of a public library from a phone, easy to use with a screen reader too.',
      content: `<h2>The problem</h2>
<p>In exam weeks a queue formed in front of the library at seven in the morning. Desks went to whoever came first, and students who found none had come for nothing.</p>
<h2>The solution</h2>
<p>Students book a desk a day ahead in two-hour slots; a booking nobody turns up for is released after fifteen minutes.</p>
<ul><li>An interface written in React, usable from start to end with a keyboard and a screen reader</li><li>A map of the desks fed by one GraphQL endpoint</li><li>QR check-in for the staff</li></ul>
<h2>The result</h2>
<p>The queue was gone in the first term; the share of desks left empty fell from 30% to 8%.</p>`,
    },
  },
  {
    title: 'Kargo Takip API’si',
    summary:
      'Üç kargo firmasının takip bilgisini tek biçimde veren, türleri baştan sona denetlenen bir GraphQL API’si.',
    content: `<h2>Neden?</h2>
<p>Bir e-ticaret sitesi için her kargo firmasının ayrı biçimdeki yanıtını okumak zorunda kalıyorduk. Her değişiklik bir şeyleri bozuyordu.</p>
<h2>Nasıl?</h2>
<p>Firmaların yanıtları sınırda doğrulanıyor, içeride yalnızca tek bir <code>Gonderi</code> türü dolaşıyor.</p>
<pre><code class="language-ts">type Durum = 'yolda' | 'dagitimda' | 'teslim-edildi';</code></pre>
<p>Yanıtlar beş dakika önbellekte tutuluyor; firmaların sınırlarına hiç takılmadık.</p>`,
    technologies: ['TypeScript', 'GraphQL', 'Node.js', 'API'],
    links: { repo: 'https://github.com/denizyilmaz/kargo-takip', demo: '' },
    startDate: '2023-03',
    endDate: '2023-11',
    featured: true,
    hues: ['#c2410c', '#9a3412'],
    english: {
      title: 'Parcel Tracking API',
      summary: 'A GraphQL API giving the tracking of three carriers in one shape, its types checked from end to end.',
      content: `<h2>Why?</h2>
<p>For an online store we had to read each carrier's answer in its own format. Every change broke something.</p>
<h2>How?</h2>
<p>The carriers' answers are validated at the boundary, and inside only one <code>Shipment</code> type travels.</p>
<pre><code class="language-ts">type Status = 'in-transit' | 'out-for-delivery' | 'delivered';</code></pre>
<p>Answers are cached for five minutes; we never hit the carriers' limits.</p>`,
    },
  },
  {
    title: 'Ev Sunucusu Kurulumu',
    summary:
      'Eski bir dizüstünü blog, fotoğraf arşivi ve yedekleme için güvenli bir ev sunucusuna çeviren Docker yapılandırması.',
    content: `<h2>Ne var içinde?</h2>
<p>Her hizmet kendi kabında; veritabanı MySQL, yedekler her gece şifrelenip başka bir diske alınıyor.</p>
<ol><li>Docker Compose ile tek komutla kurulum</li><li>Otomatik TLS sertifikası</li><li>Haftalık geri yükleme denemesi</li></ol>
<blockquote><p>Yedek, geri yüklenene kadar yedek değildir.</p></blockquote>`,
    technologies: ['Docker', 'MySQL', 'Self-hosting', 'Güvenlik'],
    links: { repo: 'https://github.com/denizyilmaz/ev-sunucusu', demo: '' },
    startDate: '2022-06',
    endDate: '2022-09',
    featured: false,
    hues: ['#4338ca', '#1e3a8a'],
  },
  {
    title: 'Erişilebilir Form Kiti',
    summary: 'Hata iletilerini ekran okuyuculara doğru anlatan, Türkçe metinleriyle hazır React form bileşenleri.',
    content: `<h2>Amaç</h2>
<p>Formlardaki hataların yalnızca kırmızı renkle gösterildiği projelere çok rastladım. Bu kit her alanı etiketiyle, ipucuyla ve hatasıyla birbirine bağlıyor.</p>
<p>Bileşenler klavyeyle sınanıyor; her sürümde otomatik erişilebilirlik denetimi çalışıyor.</p>`,
    technologies: ['React', 'Erişilebilirlik', 'Frontend'],
    links: { repo: 'https://github.com/denizyilmaz/erisilebilir-form', demo: 'https://form.denizyilmaz.dev' },
    startDate: '2021-09',
    endDate: '2022-01',
    featured: false,
    hues: ['#be185d', '#831843'],
  },
];
