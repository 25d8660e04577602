import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from './core/logger';
import { About } from './modules/about/about.entity';
import { Experience } from './modules/about/experience.entity';
import { BlogPost } from './modules/blog/blog-post.entity';
import { insertPost, storedContent } from './modules/blog/blog.service';
import { ContactMessage } from './modules/contact/contact-message.entity';
import { Settings, SocialLink } from './modules/settings/settings.entity';

const DAY = 24 * 60 * 60 * 1000;

/** True when no content of any kind has been stored yet (accounts do not count). */
export async function isEmpty(manager: EntityManager): Promise<boolean> {
  for (const entity of [About, BlogPost, ContactMessage, Settings, SocialLink]) {
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
          }),
          manager.create(Experience, {
            position: 1,
            title: 'Yazılım Geliştirici',
            company: 'Boğaziçi Dijital',
            period: '2019 - 2022',
            description:
              'E-ticaret sitesinin React ile yeniden yazımında görev aldım; erişilebilirlik denetimlerini sürecin parçası yaptım.',
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

    for (const [index, { daysAgo, ...post }] of DEMO_POSTS.entries()) {
      // As the admin's create stores a post: with the slug of its title and its slug history.
      await insertPost(manager, {
        ...post,
        ...storedContent(post.content),
        publishDate: new Date(now.getTime() - daysAgo * DAY),
        createdAt: new Date(now.getTime() - daysAgo * DAY),
        viewCount: 12 * (index + 1),
      });
    }
    return true;
  });
  if (seeded) log.info('Boş veritabanına Türkçe demo içerik eklendi (SEED=false ile kapatılır)');
  return seeded;
}

const DEMO_POSTS = [
  {
    daysAgo: 3,
    title: 'TypeScript ile Güvenli API Tasarımı',
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
