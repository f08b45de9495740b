import { type IconProps, IconSvg } from './icon.tsx';

/**
 * Spec §2 icons that no screen of the reading path shows (actions of signed-in users, other
 * networks). Kept apart from icon.tsx: a chunk that uses one imports it here, and the article
 * page (100 KB budget) does not carry their paths.
 */
const MORE_PATHS = {
  comment: 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Zm0 2v11.2L7.2 16H20V6H4Z',
  share:
    'M18 16a3 3 0 0 0-2.2 1l-7-4.1a3 3 0 0 0 0-1.8l7-4.1A3 3 0 1 0 15 5l-7 4.1a3 3 0 1 0 0 5.8l7 4.1A3 3 0 1 0 18 16Z',
  plus: 'M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6V5Z',
  'new-tab':
    'M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14V3ZM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Z',
  'google-plus':
    'M8 11v2.4h4c-.2 1-1.2 3-4 3a4.4 4.4 0 0 1 0-8.8c1.4 0 2.3.6 2.8 1.1l1.9-1.8A6.7 6.7 0 0 0 8 5a7 7 0 1 0 0 14c4 0 6.7-2.8 6.7-6.8l-.1-1.2H8Zm15 0h-2V9h-2v2h-2v2h2v2h2v-2h2v-2Z',
  stories: 'M4 4h10a2 2 0 0 1 2 2v14l-6-3-6 3V6a2 2 0 0 1 2-2Zm14 2h2v14h-2V6Z',
  'arrow-up': 'M12 4 5 11l1.4 1.4 4.6-4.6V20h2V7.8l4.6 4.6L19 11l-7-7Z',
  google:
    'M21.6 12.2c0-.7 0-1.3-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3ZM12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22ZM6.4 14a6 6 0 0 1 0-3.9V7.5H3.1a10 10 0 0 0 0 9l3.3-2.5ZM12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.5l3.3 2.6C7.2 7.8 9.4 6 12 6Z',
  'facebook-square':
    'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4v-6.5h2.3l.4-2.7H15V10c0-.8.4-1.5 1.6-1.5h1.2V6.2S16.7 6 15.7 6c-2.2 0-3.6 1.3-3.6 3.7v2.1H9.8v2.7h2.3V21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Z',
  'angle-left': 'M14.6 7.4 13.2 6l-6 6 6 6 1.4-1.4L10 12l4.6-4.6Z',
  linkedin:
    'M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm-2 6h4v12H2V9Zm7 0h3.8v1.7c.6-1 1.9-2 3.9-2 4 0 4.3 2.6 4.3 6V21h-4v-5.5c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3V21H9V9Z',
  'check-circle':
    'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm-1.5 13.6 6.4-6.4-1.4-1.4-5 5-2.3-2.3-1.4 1.4 3.7 3.7Z',
  commented: 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Z',
  'check-badge':
    'm12 2 2.4 1.8 3-.2.9 2.9 2.5 1.7-1 2.8 1 2.8-2.5 1.7-.9 2.9-3-.2L12 22l-2.4-1.8-3 .2-.9-2.9-2.5-1.7 1-2.8-1-2.8 2.5-1.7.9-2.9 3 .2L12 2Zm0 2.5-1.9 1.4-2.3-.1-.7 2.2L5.2 9.3l.8 2.2-.8 2.2 1.9 1.3.7 2.2 2.3-.1L12 19.5l1.9-1.4 2.3.1.7-2.2 1.9-1.3-.8-2.2.8-2.2-1.9-1.3-.7-2.2-2.3.1L12 4.5Z',
  'checked-badge':
    'm12 2 2.4 1.8 3-.2.9 2.9 2.5 1.7-1 2.8 1 2.8-2.5 1.7-.9 2.9-3-.2L12 22l-2.4-1.8-3 .2-.9-2.9-2.5-1.7 1-2.8-1-2.8 2.5-1.7.9-2.9 3 .2L12 2Zm-1.2 13.4 5.6-5.6L15 8.4l-4.2 4.2-2-2-1.4 1.4 3.4 3.4Z',
  'ellipsis-horizontal':
    'M6 10a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm6 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm6 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z',
  'pencil-square':
    'M5 4h7v2H5v13h13v-7h2v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm13.6-1.4 2.8 2.8L12.8 14H10v-2.8l8.6-8.6Z',
  trash:
    'M9 3h6l1 1h4v2H4V4h4l1-1ZM5 7h14l-1 13a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 7Zm4 3v9h2v-9H9Zm4 0v9h2v-9h-2Z',
  flag: 'M5 3h2v1h13l-2.5 5 2.5 5H7v7H5V3Zm2 3v6h9.8l-1.5-3 1.5-3H7Z',
  info: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm-1 8v7h2v-7h-2Zm0-3v2h2V7h-2Z',
  rss: 'M5 17a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM3 10a11 11 0 0 1 11 11h-3a8 8 0 0 0-8-8v-3Zm0-6a17 17 0 0 1 17 17h-3A14 14 0 0 0 3 7V4Z',
} satisfies Record<string, string>;

export type MoreIconName = keyof typeof MORE_PATHS;

export function MoreIcon({ name, ...props }: IconProps & { name: MoreIconName }) {
  return <IconSvg path={MORE_PATHS[name]} {...props} />;
}
