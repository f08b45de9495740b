import type { DemoCategory } from './types.ts';

export const categories: DemoCategory[] = [
  {
    slug: 'education',
    name: 'Education',
    nameHi: 'शिक्षा',
    description: 'Classrooms, exams, coaching towns and the right to learn.',
  },
  {
    slug: 'mental-health',
    name: 'Mental Health',
    nameHi: 'मानसिक स्वास्थ्य',
    description: 'Talking openly about stress, anxiety, therapy and care.',
  },
  {
    slug: 'environment',
    name: 'Environment',
    nameHi: 'पर्यावरण',
    description: 'Rivers, forests, cities and the air we breathe.',
  },
  {
    slug: 'climate-action',
    name: 'Climate Action',
    nameHi: 'जलवायु कार्रवाई',
    description: 'Young people doing something about the heat.',
    parent: 'environment',
  },
  {
    slug: 'gender',
    name: 'Gender',
    nameHi: 'जेंडर',
    description: 'Equality at home, at work and on the street.',
  },
  {
    slug: 'careers',
    name: 'Careers',
    nameHi: 'करियर',
    description: 'First jobs, gig work, internships and side hustles.',
  },
  {
    slug: 'politics',
    name: 'Politics',
    nameHi: 'राजनीति',
    description: 'Elections, policy and what it means for young voters.',
  },
  {
    slug: 'culture',
    name: 'Culture',
    nameHi: 'संस्कृति',
    description: 'Festivals, food, language and the arts.',
  },
  {
    slug: 'books',
    name: 'Books',
    nameHi: 'किताबें',
    description: 'What we read and why it stays with us.',
    parent: 'culture',
  },
  {
    slug: 'cinema',
    name: 'Cinema',
    nameHi: 'सिनेमा',
    description: 'Films, series and the stories they tell about us.',
    parent: 'culture',
  },
  { slug: 'sports', name: 'Sports', nameHi: 'खेल', description: 'From gully cricket to the Olympics.' },
  {
    slug: 'technology',
    name: 'Technology',
    nameHi: 'टेक्नोलॉजी',
    description: 'Phones, apps, AI and the internet in our lives.',
  },
  {
    slug: 'health',
    name: 'Health',
    nameHi: 'स्वास्थ्य',
    description: 'Bodies, periods, nutrition and public health.',
  },
  {
    slug: 'rural-india',
    name: 'Rural India',
    nameHi: 'ग्रामीण भारत',
    description: 'Villages, farming and small-town dreams.',
  },
  {
    slug: 'prompts',
    name: 'Writing Prompts',
    nameHi: 'लेखन प्रॉम्प्ट',
    description: 'Questions to write about this week.',
  },
  { slug: 'unlisted', name: 'Unlisted', nameHi: 'अनलिस्टेड', description: 'Reachable by link only.' },
  { slug: 'unreviewed', name: 'Unreviewed', nameHi: 'समीक्षा बाकी', description: 'Waiting for an editor.' },
];
