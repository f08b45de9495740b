/**
 * Inline SVG icons the shell and the reading screens use; decorative unless given a label.
 * The other icons of spec §2 are in more-icons.tsx, so the article page does not carry them.
 */
const PATHS = {
  search:
    'M10.5 3a7.5 7.5 0 0 1 5.9 12.1l4.2 4.2-1.4 1.4-4.2-4.2A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z',
  home: 'M12 3 2 11h3v9h5v-6h4v6h5v-9h3L12 3Z',
  hamburger: 'M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z',
  close: 'm6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4 6.4 5Z',
  writing:
    'M4 17.2V20h2.8l8.3-8.3-2.8-2.8L4 17.2Zm13.7-7.5a1 1 0 0 0 0-1.4l-2-2a1 1 0 0 0-1.4 0l-1.5 1.5 2.8 2.8 2.1-.9Z',
  like: 'M12 20.3 10.6 19C5.4 14.4 2 11.3 2 7.5 2 4.4 4.4 2 7.5 2c1.7 0 3.4.8 4.5 2.1A6 6 0 0 1 16.5 2C19.6 2 22 4.4 22 7.5c0 3.8-3.4 6.9-8.6 11.5L12 20.3Zm0-2.7c4.7-4.2 8-7 8-10.1C20 5.5 18.5 4 16.5 4c-1.5 0-3 1-3.6 2.4h-1.8C10.5 5 9 4 7.5 4 5.5 4 4 5.5 4 7.5c0 3.1 3.3 5.9 8 10.1Z',
  liked:
    'M12 20.3 10.6 19C5.4 14.4 2 11.3 2 7.5 2 4.4 4.4 2 7.5 2c1.7 0 3.4.8 4.5 2.1A6 6 0 0 1 16.5 2C19.6 2 22 4.4 22 7.5c0 3.8-3.4 6.9-8.6 11.5L12 20.3Z',
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.7-.6H14Z',
  twitter: 'M4 4h4.6l4 5.6L17.4 4H20l-6.2 7.2L20.5 20h-4.6l-4.3-6-5.2 6H3.8l6.6-7.6L4 4Z',
  instagram:
    'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3H8Zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7Zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3ZM17 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z',
  whatsapp:
    'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18a8 8 0 0 1-4.1-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8 8 0 1 1 12 20Zm4.4-6c-.2-.1-1.4-.7-1.7-.8-.2-.1-.4-.1-.5.1l-.8.9c-.1.2-.3.2-.5.1a6.6 6.6 0 0 1-3.3-2.9c-.2-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.5-.4h-.5a.9.9 0 0 0-.6.3 2.7 2.7 0 0 0-.9 2c0 1.2.9 2.3 1 2.5.1.2 1.7 2.7 4.2 3.7 1.6.7 2.2.7 3 .6.5-.1 1.4-.6 1.6-1.1.2-.6.2-1 .1-1.1l-.6-.4Z',
  envelope:
    'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2.4V17h16V7.4l-8 5.3-8-5.3ZM5.4 7 12 11.4 18.6 7H5.4Z',
  'arrow-left': 'M15.4 6.4 14 5l-7 7 7 7 1.4-1.4L9.8 12l5.6-5.6Z',
  'arrow-right': 'M8.6 6.4 10 5l7 7-7 7-1.4-1.4 5.6-5.6-5.6-5.6Z',
  'dropdown-arrow': 'M7 10l5 5 5-5H7Z',
  fire: 'M13.5 1s.7 2.6.7 4.7c0 2-1.3 3.6-3.3 3.6S7.5 7.7 7.5 5.7V5.4A9.9 9.9 0 0 0 4 13a8 8 0 0 0 16 0c0-5.4-2.6-10.2-6.5-12Zm-1.8 19a2.9 2.9 0 0 1-2.9-2.9c0-1.4.9-2.3 2.3-2.6a7.4 7.4 0 0 0 4.4-2.5c.3 1 .5 2.1.5 3.2a4.3 4.3 0 0 1-4.3 4.8Z',
  polls: 'M4 13h3v7H4v-7Zm6.5-9h3v16h-3V4ZM17 9h3v11h-3V9Z',
  play: 'M8 5v14l11-7L8 5Z',
  'edit-profile':
    'M10 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm0 2c-3.3 0-7 1.7-7 4v2h9.5l.3-2.2 4-4A11 11 0 0 0 10 14Zm9.7-1.3-1.4-1.4a.7.7 0 0 0-1 0l-1 1 2.4 2.4 1-1a.7.7 0 0 0 0-1ZM14 17.3V20h2.7l4-4-2.7-2.7-4 4Z',
  logout:
    'M10 3h9a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-9v-2h9V5h-9V3Zm-.5 4.5L11 9l-2 2h8v2H9l2 2-1.5 1.5L5 12l4.5-4.5Z',
  quote:
    'M7 6h4v6H8a2 2 0 0 0 2 2v2a4 4 0 0 1-4-4V7a1 1 0 0 1 1-1Zm8 0h4v6h-3a2 2 0 0 0 2 2v2a4 4 0 0 1-4-4V7a1 1 0 0 1 1-1Z',
  newspaper:
    'M4 4h13v3h3v11a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4Zm2 2v12h9V6H6Zm11 3v9h1V9h-1ZM7 7h7v3H7V7Zm0 5h7v1.5H7V12Zm0 3h7v1.5H7V15Z',
} satisfies Record<string, string>;

export type IconName = keyof typeof PATHS;

export interface IconProps {
  label?: string;
  size?: number;
  className?: string;
}

export function Icon({ name, ...props }: IconProps & { name: IconName }) {
  return <IconSvg path={PATHS[name]} {...props} />;
}

/** One 24×24 icon path as an inline SVG. */
export function IconSvg({ path, label, size = 20, className }: IconProps & { path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="currentColor"
      className={className}
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
