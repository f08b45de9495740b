/**
 * Inline SVG icons the shell and the reading screens use; decorative unless given a label.
 * The other icons of spec §2 are in more-icons.tsx, so the article page does not carry them.
 */
export const ICON_PATHS = {
  search:
    'M10.5 3a7.5 7.5 0 0 1 5.9 12.1l4.2 4.2-1.4 1.4-4.2-4.2A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z',
  hamburger: 'M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z',
  close: 'm6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4 6.4 5Z',
  writing:
    'M4 17.2V20h2.8l8.3-8.3-2.8-2.8L4 17.2Zm13.7-7.5a1 1 0 0 0 0-1.4l-2-2a1 1 0 0 0-1.4 0l-1.5 1.5 2.8 2.8 2.1-.9Z',
  like: 'M12 20.3 10.6 19C5.4 14.4 2 11.3 2 7.5 2 4.4 4.4 2 7.5 2c1.7 0 3.4.8 4.5 2.1A6 6 0 0 1 16.5 2C19.6 2 22 4.4 22 7.5c0 3.8-3.4 6.9-8.6 11.5L12 20.3Zm0-2.7c4.7-4.2 8-7 8-10.1C20 5.5 18.5 4 16.5 4c-1.5 0-3 1-3.6 2.4h-1.8C10.5 5 9 4 7.5 4 5.5 4 4 5.5 4 7.5c0 3.1 3.3 5.9 8 10.1Z',
  liked:
    'M12 20.3 10.6 19C5.4 14.4 2 11.3 2 7.5 2 4.4 4.4 2 7.5 2c1.7 0 3.4.8 4.5 2.1A6 6 0 0 1 16.5 2C19.6 2 22 4.4 22 7.5c0 3.8-3.4 6.9-8.6 11.5L12 20.3Z',
  'dropdown-arrow': 'M7 10l5 5 5-5H7Z',
  polls: 'M4 13h3v7H4v-7Zm6.5-9h3v16h-3V4ZM17 9h3v11h-3V9Z',
  play: 'M8 5v14l11-7L8 5Z',
  save: 'M6 3h12v18l-6-4-6 4V3Zm2 2v12.3l4-2.7 4 2.7V5H8Z',
  listen: 'M3 9v6h4l5 5V4L7 9H3Zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4Z',
} satisfies Record<string, string>;

export type IconName = keyof typeof ICON_PATHS;

export interface IconProps {
  label?: string;
  size?: number;
  className?: string;
}

export function Icon({ name, ...props }: IconProps & { name: IconName }) {
  return <IconSvg path={ICON_PATHS[name]} {...props} />;
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
