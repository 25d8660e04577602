// Made by `npm run catalogues` from tr.json and en.json: do not edit.
import type { Messages } from '@lingui/core';

export type MessageKey =
  | "about.cv"
  | "about.description"
  | "about.experiences"
  | "about.failed"
  | "about.noData"
  | "about.projects"
  | "about.technologies"
  | "about.title"
  | "blog.description"
  | "blog.empty"
  | "blog.failed"
  | "blog.title"
  | "cards.post.label"
  | "cards.project.label"
  | "cards.site"
  | "comments.closed"
  | "comments.count"
  | "comments.email"
  | "comments.emailHint"
  | "comments.formTitle"
  | "comments.likes"
  | "comments.moderated"
  | "comments.name"
  | "comments.nameLabel"
  | "comments.newer"
  | "comments.none"
  | "comments.older"
  | "comments.owner"
  | "comments.reposts"
  | "comments.status.bekliyor"
  | "comments.status.cok-fazla"
  | "comments.status.gecersiz"
  | "comments.status.kapali"
  | "comments.status.yayinlandi"
  | "comments.submit"
  | "comments.text"
  | "comments.textLabel"
  | "comments.textRequired"
  | "comments.title"
  | "comments.verb.like"
  | "comments.verb.mention"
  | "comments.verb.reply"
  | "comments.verb.repost"
  | "common.back"
  | "common.error"
  | "common.errorRetry"
  | "common.honeypot"
  | "common.loading"
  | "common.timeout"
  | "common.tooLong"
  | "common.tooMany"
  | "common.tooShort"
  | "contact.email"
  | "contact.fixFields"
  | "contact.formTitle"
  | "contact.info"
  | "contact.lead"
  | "contact.message"
  | "contact.messageRequired"
  | "contact.name"
  | "contact.noInfo"
  | "contact.noscript"
  | "contact.noscriptEmailAfter"
  | "contact.noscriptEmailBefore"
  | "contact.noscriptEnable"
  | "contact.send"
  | "contact.sendFailed"
  | "contact.sending"
  | "contact.sent"
  | "contact.title"
  | "errors.badRequest.message"
  | "errors.badRequest.title"
  | "errors.tooMany.message"
  | "errors.tooMany.title"
  | "feeds.tag.notFound"
  | "form.emailInvalid"
  | "form.emailRequired"
  | "form.nameRequired"
  | "home.greeting"
  | "home.namePlaceholder"
  | "home.posts"
  | "home.titlePlaceholder"
  | "home.welcome"
  | "layout.footer.rights"
  | "layout.language.label"
  | "layout.menu.close"
  | "layout.menu.open"
  | "layout.nav.about"
  | "layout.nav.blog"
  | "layout.nav.contact"
  | "layout.nav.home"
  | "layout.nav.label"
  | "layout.nav.projects"
  | "layout.skip"
  | "layout.theme.dark"
  | "layout.theme.light"
  | "layout.theme.system"
  | "notFound.home"
  | "notFound.title"
  | "pagination.label"
  | "pagination.next"
  | "pagination.page"
  | "pagination.previous"
  | "post.backWide"
  | "post.contents"
  | "post.copied"
  | "post.copy"
  | "post.failed"
  | "post.neighbours"
  | "post.next"
  | "post.notFound"
  | "post.others"
  | "post.previous"
  | "post.readingTime"
  | "post.related"
  | "post.selected"
  | "post.views"
  | "project.failed"
  | "project.notFound"
  | "projects.all"
  | "projects.allTechnologies"
  | "projects.code"
  | "projects.empty"
  | "projects.failed"
  | "projects.featured"
  | "projects.featuredTitle"
  | "projects.filter"
  | "projects.filterLabel"
  | "projects.lead"
  | "projects.live"
  | "projects.ofTechnology"
  | "projects.ongoing"
  | "projects.others"
  | "projects.technologies"
  | "projects.title"
  | "search.allPosts"
  | "search.error.empty"
  | "search.error.tooLong"
  | "search.error.tooManyWords"
  | "search.failed"
  | "search.intro"
  | "search.kind.post"
  | "search.kind.project"
  | "search.label"
  | "search.noResults"
  | "search.placeholder"
  | "search.queryTitle"
  | "search.results"
  | "search.submit"
  | "search.suggestions"
  | "search.tip1"
  | "search.tip2"
  | "search.tip3"
  | "search.tip4"
  | "search.title"
  | "subscribe.failed"
  | "subscribe.label"
  | "subscribe.lead"
  | "subscribe.status.cok-fazla"
  | "subscribe.status.gecersiz"
  | "subscribe.status.gonderildi"
  | "subscribe.submit"
  | "subscribe.title"
  | "tags.all"
  | "tags.allProjects"
  | "tags.and"
  | "tags.description"
  | "tags.empty"
  | "tags.failed"
  | "tags.lead"
  | "tags.postCount"
  | "tags.posts"
  | "tags.postsFailed"
  | "tags.postsTitle"
  | "tags.projectCount"
  | "tags.projects"
  | "tags.projectsTitle"
  | "tags.title";

export const MESSAGES: Record<'tr' | 'en', Record<MessageKey, Messages[string]>> = {
  tr: {
    "about.cv": ["CV İndir"],
    "about.description": [["name"]," hakkında"],
    "about.experiences": ["Deneyimler"],
    "about.failed": ["Hakkımda bilgisi yüklenemedi"],
    "about.noData": ["Veri bulunamadı"],
    "about.projects": ["Projelerimi görün"],
    "about.technologies": ["Teknolojiler ve Yetenekler"],
    "about.title": ["Hakkımda"],
    "blog.description": ["Yazılım geliştirme, teknoloji ve deneyimler üzerine yazılar."],
    "blog.empty": ["Henüz blog yazısı bulunmuyor"],
    "blog.failed": ["Blog yazıları yüklenemedi"],
    "blog.title": ["Blog Yazıları"],
    "cards.post.label": ["BLOG"],
    "cards.project.label": ["PROJE"],
    "cards.site": ["Kişisel site ve blog"],
    "comments.closed": ["Bu yazı yorumlara kapalı."],
    "comments.count": [["count"]," yorum"],
    "comments.email": ["E-posta adresiniz"],
    "comments.emailHint": ["Yayımlanmaz."],
    "comments.formTitle": ["Yorum yazın"],
    "comments.likes": [["count"]," beğeni"],
    "comments.moderated": ["Yorumlar, yazar onayladıktan sonra yayımlanır."],
    "comments.name": ["Adınız"],
    "comments.nameLabel": ["İsim"],
    "comments.newer": ["Sonraki yorumlar"],
    "comments.none": ["Henüz yorum yok. İlk yorumu siz yazın."],
    "comments.older": ["Önceki yorumlar"],
    "comments.owner": ["Yazar"],
    "comments.reposts": [["count"]," paylaşım"],
    "comments.status.bekliyor": ["Yorumunuz alındı. Onaylandıktan sonra burada görünecek."],
    "comments.status.cok-fazla": ["Çok fazla deneme yapıldı. Lütfen biraz sonra tekrar deneyin."],
    "comments.status.gecersiz": ["Yorumunuz gönderilemedi: adınızı, geçerli bir e-posta adresinizi ve en fazla 5000 karakterlik yorumunuzu yazın."],
    "comments.status.kapali": ["Bu yazı yorumlara kapalı."],
    "comments.status.yayinlandi": ["Yorumunuz yayımlandı."],
    "comments.submit": ["Yorumu gönder"],
    "comments.text": ["Yorumunuz"],
    "comments.textLabel": ["Yorum"],
    "comments.textRequired": ["Yorum alanı zorunludur"],
    "comments.title": ["Yorumlar"],
    "comments.verb.like": ["beğendi"],
    "comments.verb.mention": ["bahsetti"],
    "comments.verb.reply": ["yanıtladı"],
    "comments.verb.repost": ["paylaştı"],
    "common.back": ["Geri"],
    "common.error": ["Bir hata oluştu"],
    "common.errorRetry": ["Bir hata oluştu. Lütfen tekrar deneyin."],
    "common.honeypot": ["Web sitesi"],
    "common.loading": ["Yükleniyor"],
    "common.timeout": ["İstek zaman aşımına uğradı. Lütfen tekrar deneyin."],
    "common.tooLong": [["label"]," en fazla ",["max"]," karakter olabilir"],
    "common.tooMany": ["Çok fazla deneme yapıldı. Lütfen biraz sonra tekrar deneyin."],
    "common.tooShort": [["label"]," en az ",["min"]," karakter olmalıdır"],
    "contact.email": ["E-posta"],
    "contact.fixFields": ["Mesaj gönderilmedi: lütfen işaretli alanları düzeltin."],
    "contact.formTitle": ["Mesaj Gönder"],
    "contact.info": ["İletişim Bilgileri"],
    "contact.lead": ["Bir proje, bir soru ya da sadece merhaba demek için yazabilirsiniz."],
    "contact.message": ["Mesaj"],
    "contact.messageRequired": ["Mesaj alanı zorunludur"],
    "contact.name": ["İsim"],
    "contact.noInfo": ["İletişim bilgileri henüz eklenmemiş."],
    "contact.noscript": ["Mesaj formu JavaScript ile çalışır."],
    "contact.noscriptEmailAfter": [" adresinden yazabilirsiniz."],
    "contact.noscriptEmailBefore": ["Bana doğrudan"],
    "contact.noscriptEnable": ["Göndermek için tarayıcınızda JavaScript’i açın."],
    "contact.send": ["Gönder"],
    "contact.sendFailed": ["Mesaj gönderilemedi. Lütfen tekrar deneyin."],
    "contact.sending": ["Gönderiliyor..."],
    "contact.sent": ["Mesajınız başarıyla gönderildi!"],
    "contact.title": ["İletişim"],
    "errors.badRequest.message": ["İstek anlaşılamadı."],
    "errors.badRequest.title": ["İstek anlaşılamadı"],
    "errors.tooMany.message": ["Çok fazla istek gönderdiniz. Lütfen daha sonra tekrar deneyin."],
    "errors.tooMany.title": ["Çok fazla istek"],
    "feeds.tag.notFound": ["Etiket bulunamadı"],
    "form.emailInvalid": ["Geçerli bir e-posta adresi giriniz"],
    "form.emailRequired": ["E-posta alanı zorunludur"],
    "form.nameRequired": ["İsim alanı zorunludur"],
    "home.greeting": ["Merhaba, Ben"],
    "home.namePlaceholder": ["Adınız"],
    "home.posts": ["Blog Yazıları"],
    "home.titlePlaceholder": ["Developer"],
    "home.welcome": ["Kişisel siteme hoş geldiniz! Burada yazılım geliştirme, teknoloji ve deneyimlerim üzerine yazılarımı bulabilir, benimle iletişime geçebilirsiniz."],
    "layout.footer.rights": ["© ",["year"]," Tüm hakları saklıdır."],
    "layout.language.label": ["Dil"],
    "layout.menu.close": ["Menüyü kapat"],
    "layout.menu.open": ["Menüyü aç"],
    "layout.nav.about": ["Hakkımda"],
    "layout.nav.blog": ["Blog"],
    "layout.nav.contact": ["İletişim"],
    "layout.nav.home": ["Anasayfa"],
    "layout.nav.label": ["Ana menü"],
    "layout.nav.projects": ["Projeler"],
    "layout.skip": ["İçeriğe geç"],
    "layout.theme.dark": ["Tema: koyu"],
    "layout.theme.light": ["Tema: açık"],
    "layout.theme.system": ["Tema: sistem"],
    "notFound.home": ["Anasayfaya Dön"],
    "notFound.title": ["Sayfa bulunamadı"],
    "pagination.label": ["Sayfalar"],
    "pagination.next": ["Sonraki"],
    "pagination.page": ["Sayfa ",["page"]],
    "pagination.previous": ["Önceki"],
    "post.backWide": ["Tüm Yazılara Dön"],
    "post.contents": ["İçindekiler"],
    "post.copied": ["Kopyalandı"],
    "post.copy": ["Kopyala"],
    "post.failed": ["Blog yazısı yüklenemedi"],
    "post.neighbours": ["Önceki ve sonraki yazı"],
    "post.next": ["Sonraki yazı"],
    "post.notFound": ["Blog bulunamadı"],
    "post.others": ["Diğer Yazıları Gör"],
    "post.previous": ["Önceki yazı"],
    "post.readingTime": [["count"]," dk okuma"],
    "post.related": ["İlgili yazılar"],
    "post.selected": ["Seçildi"],
    "post.views": [["count"]," görüntülenme"],
    "project.failed": ["Proje yüklenemedi"],
    "project.notFound": ["Proje bulunamadı"],
    "projects.all": ["Tüm Projeler"],
    "projects.allTechnologies": ["Tüm teknolojiler"],
    "projects.code": ["Kod"],
    "projects.empty": ["Henüz proje bulunmuyor"],
    "projects.failed": ["Projeler yüklenemedi"],
    "projects.featured": ["Öne çıkan"],
    "projects.featuredTitle": ["Öne Çıkan Projeler"],
    "projects.filter": ["Filtrele"],
    "projects.filterLabel": ["Teknoloji"],
    "projects.lead": ["Geliştirdiğim projeler: her biri ne yaptığı, kullandığı teknolojiler, kodu ve canlı sürümüyle."],
    "projects.live": ["Canlı"],
    "projects.ofTechnology": [["name"]," projeleri"],
    "projects.ongoing": ["Devam ediyor"],
    "projects.others": ["Diğer Projeleri Gör"],
    "projects.technologies": ["Teknolojiler"],
    "projects.title": ["Projeler"],
    "search.allPosts": ["Tüm yazılara göz atın"],
    "search.error.empty": ["Aramak için en az bir harf ya da rakam yazın."],
    "search.error.tooLong": ["Arama en fazla ",["max"]," karakter olabilir."],
    "search.error.tooManyWords": ["Arama en fazla ",["max"]," kelime olabilir."],
    "search.failed": ["Arama yapılamadı"],
    "search.intro": ["Yazılarda ve projelerde arar: başlıklarında, özetlerinde, etiketlerinde ve içlerinde."],
    "search.kind.post": ["Yazı"],
    "search.kind.project": ["Proje"],
    "search.label": ["Sitede ara"],
    "search.noResults": ["“",["query"],"” için sonuç bulunamadı."],
    "search.placeholder": ["Bir kelime ya da “tırnak içinde” bir söz"],
    "search.queryTitle": ["“",["query"],"” araması"],
    "search.results": [["count"]," sonuç"],
    "search.submit": ["Ara"],
    "search.suggestions": ["Şunları deneyebilirsiniz:"],
    "search.tip1": ["Türkçe harfler şart değil: “ışık” için “isik” de yazabilirsiniz."],
    "search.tip2": ["Kelimenin başı yeter: “gözl” yazınca “gözlük” de bulunur."],
    "search.tip3": ["Birden çok kelime yazarsanız hepsini içeren yazılar gelir; daha az kelimeyle deneyin."],
    "search.tip4": ["Bir sözü olduğu gibi aramak için tırnak içine alın: “açık kaynak”."],
    "search.title": ["Arama"],
    "subscribe.failed": ["Abonelik isteği gönderilemedi. Lütfen tekrar deneyin."],
    "subscribe.label": ["E-posta adresiniz"],
    "subscribe.lead": ["Yeni bir yazı yayımlandığında e-postanıza gelsin. Dilediğiniz an tek tıkla ayrılabilirsiniz."],
    "subscribe.status.cok-fazla": ["Çok fazla deneme yapıldı. Lütfen biraz sonra tekrar deneyin."],
    "subscribe.status.gecersiz": ["Geçerli bir e-posta adresi girin"],
    "subscribe.status.gonderildi": ["Onay bağlantısını e-postanıza gönderdik. Aboneliğiniz, bağlantıya tıklayıp onayladığınızda başlar."],
    "subscribe.submit": ["Abone ol"],
    "subscribe.title": ["Yeni yazılardan haberdar olun"],
    "tags.all": ["Tüm etiketler"],
    "tags.allProjects": ["Tüm ",["name"]," projeleri"],
    "tags.and": [["first"]," ve ",["second"]],
    "tags.description": ["“",["name"],"” etiketiyle yayımlanan ",["counts"],"."],
    "tags.empty": ["Henüz etiket bulunmuyor"],
    "tags.failed": ["Etiketler yüklenemedi"],
    "tags.lead": ["Yazılar ve projeler konularına göre: bir etiket, o konudaki bütün yazıları ve projeleri açar."],
    "tags.postCount": [["count"]," yazı"],
    "tags.posts": ["Yazılar"],
    "tags.postsFailed": ["Yazılar yüklenemedi"],
    "tags.postsTitle": ["“",["name"],"” etiketli yazılar"],
    "tags.projectCount": [["count"]," proje"],
    "tags.projects": ["Projeler"],
    "tags.projectsTitle": ["“",["name"],"” etiketli projeler"],
    "tags.title": ["Etiketler"],
  },
  en: {
    "about.cv": ["Download CV"],
    "about.description": ["About ",["name"]],
    "about.experiences": ["Experience"],
    "about.failed": ["The About page could not be loaded"],
    "about.noData": ["No data found"],
    "about.projects": ["See my projects"],
    "about.technologies": ["Technologies and skills"],
    "about.title": ["About"],
    "blog.description": ["Posts on software development, technology and experience."],
    "blog.empty": ["No posts yet"],
    "blog.failed": ["The posts could not be loaded"],
    "blog.title": ["Blog posts"],
    "cards.post.label": ["BLOG"],
    "cards.project.label": ["PROJECT"],
    "cards.site": ["Personal site and blog"],
    "comments.closed": ["This post is closed to comments."],
    "comments.count": [["count","plural",{"one":["#"," comment"],"other":["#"," comments"]}]],
    "comments.email": ["Your email address"],
    "comments.emailHint": ["Never published."],
    "comments.formTitle": ["Write a comment"],
    "comments.likes": [["count","plural",{"one":["#"," like"],"other":["#"," likes"]}]],
    "comments.moderated": ["Comments are published once the author approves them."],
    "comments.name": ["Your name"],
    "comments.nameLabel": ["Name"],
    "comments.newer": ["Newer comments"],
    "comments.none": ["No comments yet. Be the first to write one."],
    "comments.older": ["Older comments"],
    "comments.owner": ["Author"],
    "comments.reposts": [["count","plural",{"one":["#"," repost"],"other":["#"," reposts"]}]],
    "comments.status.bekliyor": ["Your comment has arrived. It will appear here once approved."],
    "comments.status.cok-fazla": ["Too many attempts. Please try again a little later."],
    "comments.status.gecersiz": ["Your comment could not be sent: write your name, a valid email address and a comment of at most 5000 characters."],
    "comments.status.kapali": ["This post is closed to comments."],
    "comments.status.yayinlandi": ["Your comment is published."],
    "comments.submit": ["Send the comment"],
    "comments.text": ["Your comment"],
    "comments.textLabel": ["Comment"],
    "comments.textRequired": ["Comment is required"],
    "comments.title": ["Comments"],
    "comments.verb.like": ["liked this"],
    "comments.verb.mention": ["mentioned this"],
    "comments.verb.reply": ["replied"],
    "comments.verb.repost": ["reposted this"],
    "common.back": ["Back"],
    "common.error": ["Something went wrong"],
    "common.errorRetry": ["Something went wrong. Please try again."],
    "common.honeypot": ["Website"],
    "common.loading": ["Loading"],
    "common.timeout": ["The request timed out. Please try again."],
    "common.tooLong": [["label"]," can be at most ",["max"]," characters"],
    "common.tooMany": ["Too many attempts. Please try again a little later."],
    "common.tooShort": [["label"]," must be at least ",["min"]," characters"],
    "contact.email": ["Email"],
    "contact.fixFields": ["Your message was not sent: please correct the marked fields."],
    "contact.formTitle": ["Send a message"],
    "contact.info": ["Contact details"],
    "contact.lead": ["Write to me about a project, a question, or just to say hello."],
    "contact.message": ["Message"],
    "contact.messageRequired": ["Message is required"],
    "contact.name": ["Name"],
    "contact.noInfo": ["No contact details yet."],
    "contact.noscript": ["The message form needs JavaScript."],
    "contact.noscriptEmailAfter": ["."],
    "contact.noscriptEmailBefore": ["You can write to me directly at"],
    "contact.noscriptEnable": ["Turn JavaScript on in your browser to send it."],
    "contact.send": ["Send"],
    "contact.sendFailed": ["Your message could not be sent. Please try again."],
    "contact.sending": ["Sending..."],
    "contact.sent": ["Your message has been sent!"],
    "contact.title": ["Contact"],
    "errors.badRequest.message": ["The site could not read this request."],
    "errors.badRequest.title": ["The request could not be understood"],
    "errors.tooMany.message": ["You sent too many requests. Please try again later."],
    "errors.tooMany.title": ["Too many requests"],
    "feeds.tag.notFound": ["Tag not found"],
    "form.emailInvalid": ["Enter a valid email address"],
    "form.emailRequired": ["Email is required"],
    "form.nameRequired": ["Name is required"],
    "home.greeting": ["Hi, I'm"],
    "home.namePlaceholder": ["Your name"],
    "home.posts": ["Blog posts"],
    "home.titlePlaceholder": ["Developer"],
    "home.welcome": ["Welcome to my personal site! Here you can read what I write about software development, technology and my experience, and get in touch with me."],
    "layout.footer.rights": ["© ",["year"]," All rights reserved."],
    "layout.language.label": ["Language"],
    "layout.menu.close": ["Close menu"],
    "layout.menu.open": ["Open menu"],
    "layout.nav.about": ["About"],
    "layout.nav.blog": ["Blog"],
    "layout.nav.contact": ["Contact"],
    "layout.nav.home": ["Home"],
    "layout.nav.label": ["Main menu"],
    "layout.nav.projects": ["Projects"],
    "layout.skip": ["Skip to content"],
    "layout.theme.dark": ["Theme: dark"],
    "layout.theme.light": ["Theme: light"],
    "layout.theme.system": ["Theme: system"],
    "notFound.home": ["Back to the home page"],
    "notFound.title": ["Page not found"],
    "pagination.label": ["Pages"],
    "pagination.next": ["Next"],
    "pagination.page": ["Page ",["page"]],
    "pagination.previous": ["Previous"],
    "post.backWide": ["Back to all posts"],
    "post.contents": ["Contents"],
    "post.copied": ["Copied"],
    "post.copy": ["Copy"],
    "post.failed": ["The post could not be loaded"],
    "post.neighbours": ["Previous and next post"],
    "post.next": ["Next post"],
    "post.notFound": ["Post not found"],
    "post.others": ["See other posts"],
    "post.previous": ["Previous post"],
    "post.readingTime": [["count"]," min read"],
    "post.related": ["Related posts"],
    "post.selected": ["Selected"],
    "post.views": [["count","plural",{"one":["#"," view"],"other":["#"," views"]}]],
    "project.failed": ["The project could not be loaded"],
    "project.notFound": ["Project not found"],
    "projects.all": ["All projects"],
    "projects.allTechnologies": ["All technologies"],
    "projects.code": ["Code"],
    "projects.empty": ["No projects yet"],
    "projects.failed": ["The projects could not be loaded"],
    "projects.featured": ["Featured"],
    "projects.featuredTitle": ["Featured projects"],
    "projects.filter": ["Filter"],
    "projects.filterLabel": ["Technology"],
    "projects.lead": ["Projects I have built: what each does, the technologies it uses, its code and its live version."],
    "projects.live": ["Live"],
    "projects.ofTechnology": [["name"]," projects"],
    "projects.ongoing": ["Present"],
    "projects.others": ["See other projects"],
    "projects.technologies": ["Technologies"],
    "projects.title": ["Projects"],
    "search.allPosts": ["Browse all posts"],
    "search.error.empty": ["Type at least one letter or digit to search."],
    "search.error.tooLong": ["A search can be at most ",["max"]," characters."],
    "search.error.tooManyWords": ["A search can be at most ",["max"]," words."],
    "search.failed": ["The search failed"],
    "search.intro": ["Searches the posts and the projects: their titles, summaries, tags and texts."],
    "search.kind.post": ["Post"],
    "search.kind.project": ["Project"],
    "search.label": ["Search the site"],
    "search.noResults": ["No results for “",["query"],"”."],
    "search.placeholder": ["A word or a “phrase in quotes”"],
    "search.queryTitle": ["Search for “",["query"],"”"],
    "search.results": [["count","plural",{"one":["#"," result"],"other":["#"," results"]}]],
    "search.submit": ["Search"],
    "search.suggestions": ["You could try:"],
    "search.tip1": ["Capital letters and accents do not matter: “cafe” finds “Café” too."],
    "search.tip2": ["The start of a word is enough: “program” finds “programming” too."],
    "search.tip3": ["Several words find the posts that hold them all: try fewer words."],
    "search.tip4": ["Put a phrase in quotes to find it as written: “open source”."],
    "search.title": ["Search"],
    "subscribe.failed": ["Your subscription could not be sent. Please try again."],
    "subscribe.label": ["Your email address"],
    "subscribe.lead": ["Get each new post by email. Leave with one click whenever you like."],
    "subscribe.status.cok-fazla": ["Too many attempts. Please try again a little later."],
    "subscribe.status.gecersiz": ["Enter a valid email address"],
    "subscribe.status.gonderildi": ["We have sent a confirmation link to your email. Your subscription starts when you click it."],
    "subscribe.submit": ["Subscribe"],
    "subscribe.title": ["Hear about new posts"],
    "tags.all": ["All tags"],
    "tags.allProjects": ["All ",["name"]," projects"],
    "tags.and": [["first"]," and ",["second"]],
    "tags.description": [["counts"]," published under “",["name"],"”."],
    "tags.empty": ["No tags yet"],
    "tags.failed": ["The tags could not be loaded"],
    "tags.lead": ["Posts and projects by topic: a tag opens every post and project on it."],
    "tags.postCount": [["count","plural",{"one":["#"," post"],"other":["#"," posts"]}]],
    "tags.posts": ["Posts"],
    "tags.postsFailed": ["The posts could not be loaded"],
    "tags.postsTitle": ["Posts tagged “",["name"],"”"],
    "tags.projectCount": [["count","plural",{"one":["#"," project"],"other":["#"," projects"]}]],
    "tags.projects": ["Projects"],
    "tags.projectsTitle": ["Projects tagged “",["name"],"”"],
    "tags.title": ["Tags"],
  },
};
