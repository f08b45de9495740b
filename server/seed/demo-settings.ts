import type { MenuEntry } from '#common/api-types.ts';
import { defaultSettings, type StoredSiteSettings } from '#server/domain/settings.ts';

let nextId = 1;
function entry(title: string, titleHi: string, path: string, children: MenuEntry[] = []): MenuEntry {
  const external = /^https?:/.test(path);
  return { id: nextId++, title, title_hi: titleHi, path, tag: external ? 'a' : 'router-link', children };
}

/** The demo site's settings: menus with children, sidebar HTML, home topics, social links. */
export function demoSettings(): StoredSiteSettings {
  nextId = 1;
  return {
    ...defaultSettings(),
    name: 'Awaaz',
    description: 'Stories, videos, notes and polls by young India, in Hindi and English.',
    version: '1',
    menus: {
      primary: [
        entry('Home', 'होम', '/'),
        entry('Topics', 'विषय', '/category/education', [
          entry('Education', 'शिक्षा', '/category/education'),
          entry('Mental Health', 'मानसिक स्वास्थ्य', '/category/mental-health'),
          entry('Environment', 'पर्यावरण', '/category/environment'),
          entry('Climate Action', 'जलवायु कार्रवाई', '/category/environment/climate-action'),
          entry('Gender', 'जेंडर', '/category/gender'),
          entry('Careers', 'करियर', '/category/careers'),
        ]),
        entry('Culture', 'संस्कृति', '/category/culture', [
          entry('Books', 'किताबें', '/category/culture/books'),
          entry('Cinema', 'सिनेमा', '/category/culture/cinema'),
        ]),
        entry('Polls', 'पोल', '/polls-list'),
        entry('Write', 'लिखें', '/write'),
        entry('About', 'हमारे बारे में', '/about'),
      ],
      footer: [
        entry('About us', 'हमारे बारे में', '/about', [entry('Contact', 'संपर्क', '/contact')]),
        entry('Community guidelines', 'सामुदायिक दिशानिर्देश', '/terms'),
        entry('Privacy', 'गोपनीयता', '/privacy'),
        entry('Writing prompts', 'लेखन प्रॉम्प्ट', '/category/prompts'),
      ],
    },
    sidebars: {
      'right-sidebar':
        '<section class="sidebar-note"><h3>Write for Awaaz</h3><p>Every story here is written by a young person like you. Share what you see in your college, your mohalla or your village.</p><p lang="hi">आपकी आवाज़ मायने रखती है। आज ही लिखिए।</p></section>',
      'in-feed-term-tabs-slot-one':
        '<aside class="in-feed-note"><strong>New here?</strong> Follow topics you care about and build your own newsfeed.</aside>',
      'in-feed-term-tabs-slot-two':
        '<aside class="in-feed-note" lang="hi"><strong>इस हफ़्ते का प्रॉम्प्ट:</strong> <a href="/category/prompts">आपके लिए घर का मतलब क्या है?</a></aside>',
    },
    featured_category_slug: 'education',
    prompt_category_slug: 'prompts',
    home_topic_slugs: [
      'education',
      'mental-health',
      'environment',
      'gender',
      'careers',
      'politics',
      'culture',
      'sports',
      'technology',
      'health',
    ],
    social: {
      facebook: 'https://www.facebook.com/awaazdemo',
      twitter: 'https://x.com/awaazdemo',
      instagram: 'https://www.instagram.com/awaazdemo',
      youtube: 'https://www.youtube.com/@awaazdemo',
      whatsapp: 'https://whatsapp.com/channel/awaazdemo',
      contact: '/contact',
    },
    moderation_words: ['casino', 'betting tips', 'loan approval'],
    contact_form_id: 1,
    site_email: 'hello@awaaz.example',
  };
}
