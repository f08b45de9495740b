/**
 * Shapes of the hand-written demo content. The seeder (server/seed/demo-seed.ts) turns these
 * into rows; keys (author `key`, category and location `slug`) tie the files together.
 */
export type Lang = 'en' | 'hi';

export interface DemoCategory {
  slug: string;
  name: string;
  nameHi: string;
  description: string;
  parent?: string;
}

export interface DemoLocation {
  slug: string;
  name: string;
  nameHi: string;
  kind: 'state' | 'union-territory';
}

export interface DemoAuthor {
  key: string;
  name: string;
  slug: string;
  email: string;
  description: string;
  language: Lang;
  /** slug of a DemoLocation */
  location: string;
  role?: 'subscriber' | 'editor' | 'administrator';
}

export interface DemoReply {
  author: string;
  content: string;
}

export interface DemoComment {
  author: string;
  content: string;
  replies?: DemoReply[];
}

export interface DemoArticle {
  slug: string;
  title: string;
  lang: Lang;
  author: string;
  /** category slugs; the first is the primary topic */
  categories: string[];
  /** location slugs */
  locations?: string[];
  daysAgo: number;
  /** one or two sentences, plain text */
  excerpt: string;
  /** HTML using only p, h2, h3, blockquote, ul, ol, li, strong, em, a */
  html: string;
  /** slug of a DemoPrompt when the article answers a prompt */
  prompt?: string;
  comments?: DemoComment[];
}

export interface DemoVideo {
  slug: string;
  title: string;
  lang: Lang;
  author: string;
  categories: string[];
  locations?: string[];
  daysAgo: number;
  videoUrl: string;
  excerpt: string;
  html: string;
  comments?: DemoComment[];
}

export interface DemoNote {
  author: string;
  lang: Lang;
  /** plain text, line breaks allowed, at most 3,000 characters */
  text: string;
  categories: string[];
  locations?: string[];
  daysAgo: number;
  comments?: DemoComment[];
}

export interface DemoPoll {
  author: string;
  lang: Lang;
  /** at most 200 characters */
  question: string;
  /** 2 to 6 options, each at most 100 characters, with the demo vote count */
  options: { label: string; votes: number }[];
  categories: string[];
  daysAgo: number;
  comments?: DemoComment[];
}

export interface DemoPrompt {
  slug: string;
  title: string;
  lang: Lang;
  excerpt: string;
  html: string;
  daysAgo: number;
}

export interface DemoPage {
  slug: string;
  title: string;
  html: string;
}
